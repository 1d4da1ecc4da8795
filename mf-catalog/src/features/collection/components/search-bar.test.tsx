import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { SearchBar } from './search-bar';

describe('the search box of a page the server sent', () => {
  it('searches for what was typed before the page came alive', async () => {
    const onChange = jest.fn();
    const bar = <SearchBar value="" onChange={onChange} onClose={() => undefined} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(bar);
    (screen.getByRole('searchbox') as HTMLInputElement).value = 'lofer';

    await act(async () => {
      hydrateRoot(container, bar);
    });
    expect(onChange).toHaveBeenCalledWith('lofer');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    container.remove();
  });

  it('asks nothing when nothing was typed meanwhile', async () => {
    const onChange = jest.fn();
    const bar = <SearchBar value="boots" onChange={onChange} onClose={() => undefined} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(bar);

    await act(async () => {
      hydrateRoot(container, bar);
    });
    expect(onChange).not.toHaveBeenCalled();
    container.remove();
  });
});
