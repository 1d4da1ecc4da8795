import type { PayPalCheckout } from '../hooks/use-paypal-checkout';
import styles from './paypal.module.css';

interface StandInMessage {
  source?: string;
  orderId?: string;
  outcome?: 'approved' | 'cancelled';
}

/** How often a closed approval window is noticed. */
const POPUP_POLL_MS = 500;

/** Waits for the stand-in's approval page to say what the buyer chose (closing it = cancel). */
function buyerChoice(popup: Window, paypalOrderId: string): Promise<'approved' | 'cancelled'> {
  return new Promise((resolve) => {
    const done = (outcome: 'approved' | 'cancelled') => {
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent<StandInMessage>) => {
      if (event.data?.source !== 'paypal-standin' || event.data.orderId !== paypalOrderId) return;
      done(event.data.outcome === 'approved' ? 'approved' : 'cancelled');
    };
    window.addEventListener('message', onMessage);
    const watch = setInterval(() => {
      if (popup.closed) setTimeout(() => done('cancelled'), POPUP_POLL_MS);
    }, POPUP_POLL_MS);
  });
}

/**
 * The PayPal button when the shop pays through the local PayPal stand-in: PayPal's look
 * (horizontal, blue, rectangular, 45 px high) and its flow, the approval in a popup as PayPal's.
 */
export function StandInPayPalButton({
  checkout,
  readyToPay,
}: {
  checkout: PayPalCheckout;
  readyToPay: () => boolean;
}) {
  const pay = async () => {
    if (!readyToPay()) return;
    checkout.setProcessing(true);
    try {
      // Opened at once, within the click, so no popup blocker stops it; pointed once created.
      const popup = window.open('', 'paypal-standin', 'width=450,height=600');
      const created = await checkout.create();
      if (!created?.approveUrl || !popup) {
        popup?.close();
        if (created && !popup) checkout.fail();
        return;
      }
      popup.location.href = created.approveUrl;
      const outcome = await buyerChoice(popup, created.id);
      if (outcome === 'approved') await checkout.approve(created.id);
      else await checkout.cancel(created.id);
    } finally {
      checkout.setProcessing(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.paypal}
      onClick={() => void pay()}
      disabled={checkout.processing}
      aria-label="Pay with PayPal"
    >
      <span className={styles.wordmark}>
        <b>Pay</b>
        <i>Pal</i>
      </span>
    </button>
  );
}
