import { useEffect, useRef, useState } from 'react';
import { ORDER_MESSAGES } from '@shop/contracts';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClassName, Skeleton, toast } from '@shop/ui';
import { cartStore, track, usePageMeta, useToken } from '@shop/storefront-sdk';
import { CartLineRow } from './cart-line-row';
import { CartTotals } from '../../shared/components/cart-totals';
import cart from './cart.module.css';
import { RemoveItemDialog } from './remove-item-dialog';
import { trackedCart } from '../../shared/utils/tracked-items';
import styles from '../../shared/components/page-frame.module.css';
import { useCartLines, type CartLine } from '../../shared/api/cart-lines';

/** The cart page: the lines at today's prices, the totals the order will charge, and the way on. */
export function CartPage() {
  usePageMeta({
    title: 'Your Cart',
    description:
      'The pieces in your cart, their sizes and the total with delivery, before checkout.',
  });
  const token = useToken();
  const navigate = useNavigate();
  const { lines, unavailable, totals, isPending, isError, refetch } = useCartLines();
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const empty = lines.length === 0 && unavailable.length === 0 && !isPending && !isError;

  // Once the cart has loaded, as the shopper first sees it.
  const viewed = useRef(false);
  useEffect(() => {
    if (isPending || isError || viewed.current) return;
    viewed.current = true;
    track('view_cart', trackedCart(lines, totals));
  }, [isPending, isError, lines, totals]);

  const remove = () => {
    if (!removing) return;
    cartStore.remove(removing._id, removing.size);
    track('remove_from_cart', trackedCart([removing], { ...totals, amount: removing.total }));
    toast.success(`${removing.name} (${removing.size}) removed from cart`);
    setRemoving(null);
  };

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

      {/* An empty cart has nothing to total: only the way back to the collection. */}
      {empty ? (
        <section aria-label="Cart items" className={styles.empty}>
          <p>{ORDER_MESSAGES.emptyCart}</p>
          <Link
            to="/collection"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => track('continue_shopping_clicked', { from: 'cart' })}
          >
            Continue Shopping
          </Link>
        </section>
      ) : (
        <div className={styles.columns}>
          <section aria-label="Cart items" aria-busy={isPending}>
            {isPending && (
              <div className={cart.lines}>
                <Skeleton height="7rem" />
                <Skeleton height="7rem" />
              </div>
            )}
            {isError && (
              <div className={styles.empty} role="alert">
                <p>Your cart could not be loaded.</p>
                <Button variant="secondary" onClick={() => void refetch()}>
                  Retry
                </Button>
              </div>
            )}
            {lines.length > 0 && (
              <ul className={cart.lines}>
                {lines.map((line) => (
                  <CartLineRow
                    key={`${line._id}:${line.size}`}
                    line={line}
                    onRemove={setRemoving}
                  />
                ))}
              </ul>
            )}
            {unavailable.length > 0 && (
              <div className={cart.unavailable} role="status">
                No longer available, and left out of your total:
                <ul>
                  {unavailable.map((item) => (
                    <li key={`${item._id}:${item.size}`}>
                      {item.name ?? 'A product'} ({item.size})
                      <button type="button" onClick={() => cartStore.remove(item._id, item.size)}>
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>

          <CartTotals totals={totals}>
            <Button
              block
              disabled={lines.length === 0}
              onClick={() => {
                track('begin_checkout', trackedCart(lines, totals));
                navigate('/place-order');
              }}
            >
              Proceed to checkout
            </Button>
          </CartTotals>
        </div>
      )}

      <RemoveItemDialog item={removing} onCancel={() => setRemoving(null)} onRemove={remove} />
    </div>
  );
}
