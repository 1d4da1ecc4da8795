import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@shop/ui';
import { DELIVERY_FEE, formatPrice, useCartCount, useToken } from '@shop/storefront-sdk';
import styles from './route-frame.module.css';

/** /cart: the frame of the cart page; its lines and totals arrive with the cart feature. */
export default function CartRoute() {
  const token = useToken();
  const count = useCartCount();
  const empty = count === 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <span>
          <em>Your</em> Cart
        </span>
      </h1>

      {!token && (
        <div className={styles.notice} role="note">
          <div>
            <strong>Login Required</strong>
            <p>Please login to view your cart and check out.</p>
          </div>
          <Link to="/login" className={buttonClassName({ size: 'sm' })}>
            Login Now
          </Link>
        </div>
      )}

      <div className={styles.columns}>
        <section aria-label="Cart items">
          {empty ? (
            <div className={styles.empty}>
              <p>Your cart is empty</p>
              <Link to="/collection" className={buttonClassName({ variant: 'secondary' })}>
                Continue Shopping
              </Link>
            </div>
          ) : (
            <p>
              {count} {count === 1 ? 'item' : 'items'} in your cart
            </p>
          )}
        </section>

        <aside className={styles.panel} aria-label="Cart totals">
          <h2>Cart Totals</h2>
          <dl className={styles.rows}>
            <div>
              <dt>Subtotal</dt>
              <dd>{formatPrice(0)}</dd>
            </div>
            <div>
              <dt>Shipping Fee</dt>
              <dd>{formatPrice(empty ? 0 : DELIVERY_FEE)}</dd>
            </div>
            <div className={styles.total}>
              <dt>Total</dt>
              <dd>{formatPrice(0)}</dd>
            </div>
          </dl>
          <Button block disabled={empty}>
            Proceed to checkout
          </Button>
        </aside>
      </div>
    </div>
  );
}
