import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import type { PayPalCheckout } from '../hooks/use-paypal-checkout';

/** PayPal's own button (a client id is configured), loaded only when PayPal is chosen. */
export default function PayPalSdkButtons({
  clientId,
  checkout,
  readyToPay,
}: {
  clientId: string;
  checkout: PayPalCheckout;
  readyToPay: () => boolean;
}) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'horizontal', color: 'blue', shape: 'rect', height: 45, tagline: false }}
        disabled={checkout.processing}
        // PayPal's window opens only for a cart and an address that can be ordered.
        onClick={(_data, actions) => (readyToPay() ? actions.resolve() : actions.reject())}
        createOrder={async () => {
          const created = await checkout.create();
          if (!created) throw new Error('PayPal order not created');
          return created.id;
        }}
        onApprove={async (data) => checkout.approve(data.orderID)}
        onCancel={async (data) => checkout.cancel(String(data.orderID))}
        onError={() => checkout.fail()}
      />
    </PayPalScriptProvider>
  );
}
