import { useCallback, useEffect, useState } from 'react';
import {
  TOAST_AUTO_CLOSE_MS,
  TOAST_EVENT,
  nextToastId,
  type ToastEventDetail,
  type ToastMessage,
} from './toast';
import { ToastItem } from './toast-item';
import styles from './toast.module.css';

/**
 * Where toasts appear (top-right). Mount once, in the shell's layout. The region is always in the
 * page so screen readers hear each toast as it is added (errors as alerts, the rest politely),
 * and not again when it leaves.
 */
export function ToastHost() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);

  useEffect(() => {
    const onToast = (event: Event) => {
      const detail = (event as CustomEvent<ToastEventDetail>).detail;
      if (!detail) return;
      if (detail.dismiss) {
        setToasts((shown) => (detail.id ? shown.filter((t) => t.id !== detail.id) : []));
        return;
      }
      if (!detail.message) return;
      const next: ToastMessage = {
        id: detail.id ?? nextToastId(),
        message: detail.message,
        type: detail.kind ?? 'info',
        autoClose: detail.autoClose ?? TOAST_AUTO_CLOSE_MS,
        action: detail.action,
      };
      setToasts((shown) => [...shown.filter((t) => t.id !== next.id), next]);
    };
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  const dismiss = useCallback(
    (id: string) => setToasts((shown) => shown.filter((t) => t.id !== id)),
    [],
  );

  return (
    <div className={styles.host} aria-live="polite" aria-relevant="additions">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
      ))}
    </div>
  );
}
