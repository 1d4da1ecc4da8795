import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { cx } from './class-names';
import { TOAST_DRAG_DISMISS_RATIO, type ToastMessage } from './toast';
import styles from './toast.module.css';

export interface ToastItemProps {
  toast: ToastMessage;
  onDismiss: (id: string) => void;
}

const ICONS: Record<ToastMessage['type'], string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M7 7l10 10M17 7L7 17',
  info: 'M12 11v6M12 7.5v.01',
  warning: 'M12 7v6M12 16.5v.01',
};

export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  // Hovering, keyboard focus and a drag each hold the toast open; any one is enough.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [held, setHeld] = useState(false);
  const paused = hovered || focused || held;
  const [offset, setOffset] = useState(0);
  const [drag, setDrag] = useState<{ startX: number; width: number } | null>(null);

  // A pause keeps the time already shown; resuming waits only for what is left, as the
  // progress bar does.
  const remainingMs = useRef(toast.autoClose === false ? 0 : toast.autoClose);
  useEffect(() => {
    if (toast.autoClose === false || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current = Math.max(0, remainingMs.current - (Date.now() - startedAt));
    };
  }, [toast.id, toast.autoClose, paused, onDismiss]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    setDrag({ startX: event.clientX, width: event.currentTarget.offsetWidth || 1 });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setHeld(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setOffset(event.clientX - drag.startX);
  };
  const onPointerEnd = () => {
    setDrag(null);
    setHeld(false);
    if (drag && Math.abs(offset) >= drag.width * TOAST_DRAG_DISMISS_RATIO) onDismiss(toast.id);
    else setOffset(0);
  };

  const width = drag?.width ?? 1;
  return (
    <div
      className={cx(styles.toast, styles[toast.type], offset !== 0 && styles.dragging)}
      role={toast.type === 'error' ? 'alert' : 'status'}
      style={
        offset
          ? {
              transform: `translateX(${offset}px)`,
              opacity: 1 - Math.min(Math.abs(offset) / width, 1) * 0.8,
            }
          : undefined
      }
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
        <path d={ICONS[toast.type]} />
      </svg>
      <p className={styles.message}>{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onClick();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.close}
        onClick={() => onDismiss(toast.id)}
        aria-label="Dismiss"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M7 7l10 10M17 7L7 17" />
        </svg>
      </button>
      {toast.autoClose !== false && (
        <span
          className={styles.progress}
          style={{
            animationDuration: `${toast.autoClose}ms`,
            animationPlayState: paused ? 'paused' : 'running',
          }}
        />
      )}
    </div>
  );
}
