import { PlaceOrderPage } from '../features/checkout/components/place-order-page';

/** /place-order: delivery information and payment by cash on delivery or PayPal. */
export default function PlaceOrderRoute() {
  return <PlaceOrderPage />;
}
