import { lazy, Suspense } from 'react';
import { useQuery } from '@shop/storefront-sdk';
import { paypalConfigQueryOptions } from '../../shared/api/order-api';
import { Spinner } from '@shop/ui';
import { StandInPayPalButton } from './standin-paypal-button';
import type { PayPalCheckout } from '../hooks/use-paypal-checkout';
import styles from './paypal.module.css';

const PayPalSdkButtons = lazy(() => import('./paypal-sdk-buttons'));

interface Props {
  checkout: PayPalCheckout;
  /** Checks the cart and the delivery fields, marking what is wrong, before PayPal opens. */
  readyToPay: () => boolean;
}

/**
 * The PayPal button the shop is configured for, PayPal's own or the local stand-in's, in the place
 * of Place order.
 */
export function PayPalSection({ checkout, readyToPay }: Props) {
  const config = useQuery(paypalConfigQueryOptions());
  if (config.isError)
    return <p className={styles.note}>PayPal is unavailable. Please try again later.</p>;
  if (!config.data) return <Spinner label="Loading PayPal" />;
  return (
    <div className={styles.section}>
      {config.data.clientId ? (
        <Suspense fallback={<Spinner label="Loading PayPal" />}>
          <PayPalSdkButtons
            clientId={config.data.clientId}
            checkout={checkout}
            readyToPay={readyToPay}
          />
        </Suspense>
      ) : config.data.standIn ? (
        <StandInPayPalButton checkout={checkout} readyToPay={readyToPay} />
      ) : (
        <p className={styles.note}>PayPal is unavailable. Please try again later.</p>
      )}
      <p className={styles.note}>PayPal charges the total in US dollars.</p>
    </div>
  );
}
