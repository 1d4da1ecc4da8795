import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ImageWithFallback } from '@shop/ui';
import { cartStore, resolveImageUrl, usePriceFormat } from '@shop/storefront-sdk';
import styles from './cart.module.css';
import type { CartLine } from '../../shared/api/cart-lines';

interface Props {
  line: CartLine;
  onRemove: (line: CartLine) => void;
}

/**
 * One cart line. The quantity box follows docs/product/cart-and-checkout.md#cart-page: emptied or
 * 0 removes the line, a whole number from 1 to 99 is taken, anything else is ignored (the box
 * shows the kept quantity again).
 */
export function CartLineRow({ line, onRemove }: Props) {
  const showPrice = usePriceFormat();
  // What the shopper is typing; null shows the quantity the cart keeps.
  const [typed, setTyped] = useState<string | null>(null);
  const productPath = `/product/${line._id}`;
  // Two colours of one model in one size read apart to a screen reader too.
  const named = `${line.name} (${line.size})${line.color ? `, ${line.color}` : ''}`;

  const change = (value: string) => {
    setTyped(value);
    if (value.trim() === '') return cartStore.update(line._id, line.size, 0);
    if (/^\d+$/.test(value.trim())) cartStore.update(line._id, line.size, Number(value));
  };

  return (
    <li className={styles.line}>
      <Link to={productPath} className={styles.picture} tabIndex={-1} aria-hidden="true">
        <ImageWithFallback
          src={resolveImageUrl(line.image ?? undefined)}
          alt=""
          width={96}
          height={112}
        />
      </Link>
      <div className={styles.details}>
        <Link to={productPath} className={styles.name}>
          {line.name}
        </Link>
        <p className={styles.meta}>
          {[line.brand, line.color, line.category].filter(Boolean).join(' · ')}
        </p>
        <p className={styles.meta}>
          <span className={styles.sizeTag}>{line.size}</span>
          <span>{showPrice(line.price)}</span>
        </p>
      </div>
      <label className={styles.quantity}>
        <span className="visually-hidden">Quantity of {named}</span>
        <input
          // Text, not number: a number box reads '' for letters, which would remove the line.
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={3}
          value={typed ?? String(line.quantity)}
          onChange={(event) => change(event.target.value)}
          onBlur={() => setTyped(null)}
        />
      </label>
      <p className={styles.lineTotal}>{showPrice(line.total)}</p>
      <button
        type="button"
        className={styles.remove}
        onClick={() => onRemove(line)}
        aria-label={`Remove ${named}`}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}
