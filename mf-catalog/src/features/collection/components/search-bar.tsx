import { useEffect, useRef } from 'react';
import { Icon } from '../../shared/components/icon';
import styles from './search-bar.module.css';

export interface SearchBarProps {
  value: string;
  onChange: (value: string) => void;
  onClose: () => void;
}

/**
 * The collection's search box (docs/product/storefront-pages.md#collection: shown when search is
 * toggled on, with a close icon).
 */
export function SearchBar({ value, onChange, onClose }: SearchBarProps) {
  const input = useRef<HTMLInputElement>(null);
  const atStart = useRef({ value, onChange });
  useEffect(() => {
    const box = input.current;
    box?.focus();
    // On a page the server sent, the box takes typing before the page comes alive: search for it.
    if (box && box.value !== atStart.current.value) atStart.current.onChange(box.value);
  }, []);

  return (
    <div className={styles.bar} role="search">
      <div className={styles.field}>
        <Icon name="search" size={18} />
        <input
          ref={input}
          type="search"
          className={styles.input}
          placeholder="Search boots, loafers, jackets…"
          aria-label="Search products"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onClose();
          }}
        />
      </div>
      <button type="button" className={styles.close} onClick={onClose} aria-label="Close search">
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}
