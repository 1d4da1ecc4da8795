import {
  currencySettings,
  formatPrice,
  PAYMENT_CURRENCY,
  useDisplayCurrency,
} from '@shop/storefront-sdk';
import styles from './page-frame.module.css';

/**
 * Beside the total when prices are shown in another currency: the shop charges US dollars, and
 * this is the amount charged.
 */
export function UsdChargeNote({ amount }: { amount: number }) {
  const [currency] = useDisplayCurrency();
  if (currency === PAYMENT_CURRENCY || amount <= 0) return null;
  return (
    <p className={styles.charged} data-testid="usd-charge">
      Prices in {currency} are converted at the rates of {currencySettings().ratesDate}; payment is
      taken in US dollars. <strong>Charged in USD: {formatPrice(amount)}</strong>
    </p>
  );
}
