import type { OrderItem } from '@shop/contracts';
import { ImageWithFallback } from '@shop/ui';
import { resolveImageUrl } from '@shop/storefront-sdk';
import styles from './orders.module.css';

interface Props {
  item: OrderItem;
  /** The order's amounts as its buyer saw them (its currency, its rate). */
  showPrice: (amountUsd: number) => string;
}

/** docs/product/cart-and-checkout.md#orders-page: one row per ordered item, under its order. */
export function OrderItemRow({ item, showPrice }: Props) {
  return (
    <li className={styles.row}>
      <ImageWithFallback
        className={styles.picture}
        src={resolveImageUrl(item.image ?? undefined)}
        alt=""
        width={80}
        height={96}
      />
      <div className={styles.item}>
        <p className={styles.name}>{item.name}</p>
        <p className={styles.meta}>
          <span>{showPrice(item.price)}</span>
          <span>Quantity: {item.quantity}</span>
          {item.color && <span>Colour: {item.color}</span>}
          <span>Size: {item.size}</span>
        </p>
      </div>
    </li>
  );
}
