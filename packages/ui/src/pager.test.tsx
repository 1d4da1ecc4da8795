import { fireEvent, render, screen } from '@testing-library/react';
import { Pager, pageRun, pageWindow } from './pager';

describe('Pager', () => {
  it('shows first, last and the pages around the current one', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('moves between pages and disables the step past either end', () => {
    const onPageChange = jest.fn();
    render(<Pager page={1} pages={3} onPageChange={onPageChange} />);
    expect(screen.getByLabelText('Previous page')).toBeDisabled();
    fireEvent.click(screen.getByLabelText('Next page'));
    fireEvent.click(screen.getByLabelText('Page 3'));
    expect(onPageChange.mock.calls).toEqual([[2], [3]]);
  });

  it('stays hidden for a single page', () => {
    const { container } = render(<Pager page={1} pages={1} onPageChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  describe('as a run of numbered pages', () => {
    it('offers every page when there are no more than the run holds', () => {
      expect(pageRun(1, 3, 5)).toEqual([1, 2, 3]);
      expect(pageRun(5, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    });

    it('offers a run around the current page, kept inside the range', () => {
      expect(pageRun(1, 12, 5)).toEqual([1, 2, 3, 4, 5]);
      expect(pageRun(6, 12, 5)).toEqual([4, 5, 6, 7, 8]);
      expect(pageRun(12, 12, 5)).toEqual([8, 9, 10, 11, 12]);
    });

    it('reads Previous, the pages of the run and Next', () => {
      const onPageChange = jest.fn();
      render(
        <Pager
          page={7}
          pages={12}
          numbering="run"
          maxButtons={5}
          steps="words"
          onPageChange={onPageChange}
        />,
      );
      const buttons = screen.getAllByRole('button').map((button) => button.textContent);
      expect(buttons).toEqual(['Previous', '5', '6', '7', '8', '9', 'Next']);
      expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(onPageChange).toHaveBeenCalledWith(8);
    });
  });

  it("can show only 'Page X of Y' between Previous and Next", () => {
    render(
      <Pager
        page={2}
        pages={2}
        numbering="position"
        steps="words"
        onPageChange={() => undefined}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'PreviousPage 2 of 2Next',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
  });
});
