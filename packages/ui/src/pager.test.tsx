import { fireEvent, render, screen } from '@testing-library/react';
import { Pager, pageWindow } from './pager';

describe('Pager', () => {
  it('shows first, last and the pages around the current one', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('moves between pages and disables the step past either end', () => {
    const onPageChange = jest.fn();
    render(<Pager page={1} pages={3} onPageChange={onPageChange} />);
    expect((screen.getByLabelText('Previous page') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Next page'));
    fireEvent.click(screen.getByLabelText('Page 3'));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('stays hidden for a single page', () => {
    const { container } = render(<Pager page={1} pages={1} onPageChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
