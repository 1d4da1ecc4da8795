import { CartPage } from '../features/cart/components/cart-page';

/** /cart: the lines at today's prices, the totals the order will charge, and the way on. */
export default function CartRoute() {
  return <CartPage />;
}
