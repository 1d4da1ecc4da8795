/**
 * Toasts are announced on a window event, `shop:toast` with `{ message, kind }`, so a toast
 * raised in any remote reaches the one host the shell mounts, without importing the shell and
 * even if two copies of this package were ever loaded.
 */
export type ToastType = 'success' | 'error' | 'info' | 'warning';

/**
 * docs/product/storefront-pages.md#toasts: every toast closes after 3 s, the welcome survey's
 * included.
 */
export const TOAST_AUTO_CLOSE_MS = 3000;
/**
 * docs/product/storefront-pages.md#toasts: a toast dragged sideways across 80 % of its width is
 * dismissed.
 */
export const TOAST_DRAG_DISMISS_RATIO = 0.8;

export interface ToastOptions {
  type?: ToastType;
  /** Milliseconds before closing, or false to stay until dismissed. */
  autoClose?: number | false;
  /** Reusing an id replaces the toast showing under it. */
  id?: string;
  /** A button in the toast, e.g. Undo; clicking it also closes the toast. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastMessage {
  id: string;
  message: string;
  type: ToastType;
  autoClose: number | false;
  action?: ToastAction;
}

/** The event's detail: a toast to show, or `dismiss` (one id, or all without it). */
export interface ToastEventDetail {
  message?: string;
  kind?: ToastType;
  id?: string;
  autoClose?: number | false;
  action?: ToastAction;
  dismiss?: boolean;
}

export const TOAST_EVENT = 'shop:toast';

let counter = 0;

function emit(detail: ToastEventDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ToastEventDetail>(TOAST_EVENT, { detail }));
}

export function nextToastId(): string {
  counter += 1;
  return `toast-${Date.now().toString(36)}-${counter}`;
}

function show(message: string, options: ToastOptions = {}): string {
  const id = options.id ?? nextToastId();
  emit({
    message,
    kind: options.type ?? 'info',
    id,
    autoClose: options.autoClose ?? TOAST_AUTO_CLOSE_MS,
    action: options.action,
  });
  return id;
}

type Shortcut = (message: string, options?: Omit<ToastOptions, 'type'>) => string;

export const toast = Object.assign(show, {
  success: ((message, options) => show(message, { ...options, type: 'success' })) as Shortcut,
  error: ((message, options) => show(message, { ...options, type: 'error' })) as Shortcut,
  info: ((message, options) => show(message, { ...options, type: 'info' })) as Shortcut,
  warning: ((message, options) => show(message, { ...options, type: 'warning' })) as Shortcut,
  /** Closes one toast, or all of them without an id. */
  dismiss(id?: string): void {
    emit({ dismiss: true, id });
  },
});
