import { act, render, screen, waitFor } from '@testing-library/react';
import { queryCache } from './query-cache';
import { useQuery } from './use-query';

function Names({ load }: { load: () => Promise<string[]> }) {
  const { data, isPending, isError } = useQuery({ queryKey: ['names'], queryFn: load });
  if (isPending) return <p>loading</p>;
  if (isError) return <p>failed</p>;
  return <p>{data?.join(',')}</p>;
}

beforeEach(() => queryCache.clear());

describe('useQuery', () => {
  it('shares one request between every reader of the same key', async () => {
    const load = jest.fn().mockResolvedValue(['a', 'b']);
    render(
      <>
        <Names load={load} />
        <Names load={load} />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(await screen.findAllByText('a,b')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failure and fetches again when invalidated', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['c']);
    const { unmount } = render(<Names load={load} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    unmount();
    render(<Names load={load} />);
    expect(await screen.findByText('c')).toBeInTheDocument();
    act(() => queryCache.invalidate(['names']));
    render(<Names load={load} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});
