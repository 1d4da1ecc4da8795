import { useId } from 'react';
import {
  CURRENCIES,
  rateDateOf,
  useCurrencySettings,
  useDisplayCurrency,
} from '@shop/storefront-sdk';
import styles from './footer.module.css';

// Named here rather than by Intl, whose short months differ between engines ('Sep', 'Sept'), so
// the server's HTML and the browser's render read alike.
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '2026-11-27' as '27 Nov 2026'. */
function rateDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/**
 * The footer's country and currency: every price in the shop is shown in the chosen currency
 * (remembered in this browser); payment stays in US dollars. Beside it, the day of the rate
 * prices are converted at.
 */
export function CurrencyPicker() {
  const [currency, setCurrency] = useDisplayCurrency();
  const settings = useCurrencySettings();
  const noteId = useId();
  const day = rateDateOf(settings, currency);
  const note = `Prices converted from US dollars at the rates of ${day}; payment is taken in US dollars.`;
  return (
    <>
      <span className={styles.currencyChoice}>
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
        <span className={styles.ratesDay} aria-hidden="true" data-testid="rates-day">
          Rates of {rateDay(day)}
        </span>
      </span>
      <span className="visually-hidden" id={noteId}>
        {note}
      </span>
    </>
  );
}
