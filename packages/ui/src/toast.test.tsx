import { act, fireEvent, render, screen } from '@testing-library/react';
import { TOAST_AUTO_CLOSE_MS, toast } from './toast';
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
    expect(screen.queryByText('Boot (EU 42) added to cart')).toBeNull();
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
    expect(screen.queryByText('Cart cleared')).not.toBeNull();
    fireEvent.mouseLeave(shown);
    act(() => {
      jest.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 2000);
    });
    expect(screen.queryByText('Cart cleared')).toBeNull();
  });

  it('announces errors as alerts and closes on the dismiss button', () => {
    render(<ToastHost />);
    act(() => {
      toast.error('Please select a size');
    });
    expect(screen.getByRole('alert').textContent).toContain('Please select a size');
    fireEvent.click(screen.getByLabelText('Dismiss'));
    expect(screen.queryByRole('alert')).toBeNull();
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
    expect(screen.getByText('Cart cleared')).toBeTruthy();
    fireEvent.pointerDown(item, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(item, { clientX: 260, pointerId: 1 });
    fireEvent.pointerUp(item, { clientX: 260, pointerId: 1 });
    expect(screen.queryByText('Cart cleared')).toBeNull();
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
    expect(screen.queryByText('One')).toBeNull();
    expect(screen.getByText('Two')).toBeTruthy();
  });
});
