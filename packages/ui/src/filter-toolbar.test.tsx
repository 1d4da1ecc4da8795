import { fireEvent, render, screen } from '@testing-library/react';
import { FilterInput } from './filter-input';
import { FilterSelect } from './filter-select';
import { FilterToolbar } from './filter-toolbar';

describe('FilterToolbar', () => {
  it('names each box and choice by its label and reports what is chosen', () => {
    const onSearch = jest.fn();
    const onStatus = jest.fn();
    render(
      <FilterToolbar>
        <FilterInput label="Search" value="" placeholder="Search..." onChange={onSearch} />
        <FilterSelect
          label="Status"
          value=""
          anyLabel="All Statuses"
          options={['Active', { value: 'Draft', label: 'Drafts' }]}
          onChange={onStatus}
        />
      </FilterToolbar>,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'oxford' },
    });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveDisplayValue('All Statuses');
    fireEvent.change(status, { target: { value: 'Draft' } });
    expect(onSearch).toHaveBeenCalledWith('oxford');
    expect(onStatus).toHaveBeenCalledWith('Draft');
    expect(screen.getByRole('option', { name: 'Drafts' })).toHaveValue('Draft');
  });
});
