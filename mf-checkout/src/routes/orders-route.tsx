import { OrdersPage } from '../features/orders/components/orders-page';

/** /orders: every item the shopper ordered, newest order first. */
export default function OrdersRoute() {
  return <OrdersPage />;
}
