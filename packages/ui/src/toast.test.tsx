import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_DISMISS_RATIO, toast } from './toast';
import { ToastHost } from './toast-host';

// jsdom has no PointerEvent; a MouseEvent carries the clientX a drag needs.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    (window as unknown as { PointerEvent: typeof MouseEvent }).PointerEvent = class extends (
      MouseEvent
    ) {};
  }
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('toasts', () => {
  it('shows a toast raised anywhere and closes it after 3 seconds', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Boot (EU 42) added to cart');
    });
    expect(screen.getByRole('status').textContent).toContain('Boot (EU 42) added to cart');
    act(() => {
      jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    });
    expect(screen.queryByText('Boot (EU 42) added to cart')).not.toBeInTheDocument();
  });

  it('resumes after a hover with only the time that was left', () => {
    render(<ToastHost />);
    act(() => {
      toast.info('Cart cleared');
    });
    const shown = screen.getByRole('status');
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    fireEvent.mouseEnter(shown);
    act(() => {
      jest.advanceTimersByTime(10000);
    });
    expect(screen.queryByText('Cart cleared')).toBeInTheDocument();
    fireEvent.mouseLeave(shown);
    act(() => {
      jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 2000);
    });
    expect(screen.queryByText('Cart cleared')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and closes on the dismiss button', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Please select a size');
    });
    expect(screen.getByRole('alert').textContent).toContain('Please select a size');
    fireEvent.click(screen.getByLabelText('Dismiss'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is dismissed when dragged across 80% of its width, and snaps back short of it', () => {
    render(<ToastHost />);
    act(() => {
      toast.info('Cart cleared', { autoClose: false });
    });
    const item = screen.getByRole('status');
    Object.defineProperty(item, 'offsetWidth', { value: 300 });
    fireEvent.pointerDown(item, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 200, pointerId: 1 });
    expect(screen.getByText('Cart cleared')).toBeInTheDocument();
    fireEvent.pointerDown(item, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 260, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 260, pointerId: 1 });
    expect(screen.queryByText('Cart cleared')).not.toBeInTheDocument();
  });

  it('stays while keyboard focus is on it, then closes after the time that was left', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Profile saved');
    });
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    const dismiss = screen.getByLabelText('Dismiss');
    act(() => dismiss.focus());
    act(() => {
      jest.advanceTimersByTime(10000);
    });
    expect(screen.queryByText('Profile saved')).toBeInTheDocument();
    act(() => dismiss.blur());
    act(() => {
      jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1000);
    });
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('holds still while dragged and is dismissed leftwards too', () => {
    render(<ToastHost />);
    act(() => {
      toast.info('Cart cleared');
    });
    const item = screen.getByRole('status');
    Object.defineProperty(item, 'offsetWidth', { value: 300 });
    fireEvent.pointerDown(item, { clientX: 290, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 200, pointerId: 1 });
    act(() => {
      jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2);
    });
    expect(screen.queryByText('Cart cleared')).toBeInTheDocument();
    expect(item.style.transform).toBe('translateX(-90px)');
    fireEvent.pointerMove(item, { clientX: 290 - 300 * TOAST_DRAG_DISMISS_RATIO, pointerId: 1 });
    fireEvent.pointerUp(item, { pointerId: 1 });
    expect(screen.queryByText('Cart cleared')).not.toBeInTheDocument();
  });

  it('announces toasts in a region that is always on the page', () => {
    const { container } = render(<ToastHost />);
    const region = container.firstElementChild!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      toast.success('Order placed');
    });
    expect(region.contains(screen.getByRole('status'))).toBe(true);
  });

  it('shows a toast announced with a bare window event', () => {
    render(<ToastHost />);
    act(() => {
      window.dispatchEvent(
        new CustomEvent('shop:toast', { detail: { message: 'Cart cleared', kind: 'success' } }),
      );
    });
    expect(screen.getByRole('status').textContent).toContain('Cart cleared');
  });

  it('replaces a toast shown under the same id', () => {
    render(<ToastHost />);
    act(() => {
      toast('One', { id: 'x' });
      toast('Two', { id: 'x' });
    });
    expect(screen.queryByText('One')).not.toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
  });
});
