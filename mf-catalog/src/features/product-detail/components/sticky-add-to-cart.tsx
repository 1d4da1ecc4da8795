import type { Product } from '@shop/contracts';
import { Button, Price } from '@shop/ui';
import styles from './sticky-add-to-cart.module.css';

export interface StickyAddToCartProps {
  product: Product;
  /** Whether the page's own Add to cart has scrolled out of sight. */
  shown: boolean;
  onAdd: () => void;
}

/**
 * Add to cart kept at the bottom of a narrow window once the page's own button has scrolled
 * away (the stylesheet keeps it off wider windows). Nothing of it is drawn or focusable while
 * hidden. It lies over the chat's dock, leaving the chat button its lane at the right end.
 */
export function StickyAddToCart({ product, shown, onAdd }: StickyAddToCartProps) {
  return (
    <section className={styles.bar} aria-label="Quick buy" hidden={!shown}>
      {shown && (
        <>
          <div className={styles.what}>
            <p className={styles.name}>{product.name}</p>
            <Price base={product.price.base} paid={product.effectivePrice} size="sm" hideBadge />
          </div>
          <Button className={styles.add} onClick={onAdd}>
            Add to cart
          </Button>
        </>
      )}
    </section>
  );
}
