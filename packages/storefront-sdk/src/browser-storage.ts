/**
 * localStorage access that never throws (private mode, quota, no window) and that tells other
 * copies of this module in the same tab about a change: the browser's `storage` event only
 * reaches other tabs.
 */
const SAME_TAB_EVENT = 'shop:storage';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    return;
  }
  window.dispatchEvent(new CustomEvent(SAME_TAB_EVENT, { detail: { key } }));
}

/** Calls `onChange` when `key` changes in another tab or through another copy in this tab. */
export function watchStored(key: string, onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const onSameTab = (event: Event) => {
    if ((event as CustomEvent<{ key: string }>).detail?.key === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(SAME_TAB_EVENT, onSameTab);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(SAME_TAB_EVENT, onSameTab);
  };
}
