import { useId } from 'react';
import { CURRENCIES, currencySettings, useDisplayCurrency } from '@shop/storefront-sdk';
import styles from './footer.module.css';

/**
 * The footer's country and currency: every price in the shop is shown in the chosen currency
 * (remembered in this browser); payment stays in US dollars.
 */
export function CurrencyPicker() {
  const [currency, setCurrency] = useDisplayCurrency();
  const noteId = useId();
  const note = `Prices converted from US dollars at the rates of ${currencySettings().ratesDate}; payment is taken in US dollars.`;
  return (
    <>
      <label className={styles.currency}>
        <span className="visually-hidden">Country and currency</span>
        <select
          value={currency}
          title={note}
          aria-describedby={noteId}
          onChange={(event) => setCurrency(event.target.value)}
        >
          {CURRENCIES.map(({ country, code }) => (
            <option key={code} value={code}>
              {country} ({code})
            </option>
          ))}
        </select>
      </label>
      <span className="visually-hidden" id={noteId}>
        {note}
      </span>
    </>
  );
}
