import { useState } from 'react';
import styles from './footer.module.css';

export const CURRENCIES = [
  { country: 'Pakistan', code: 'PKR' },
  { country: 'United States', code: 'USD' },
  { country: 'United Kingdom', code: 'GBP' },
  { country: 'Canada', code: 'CAD' },
  { country: 'Australia', code: 'AUD' },
  { country: 'Europe', code: 'EUR' },
] as const;

export const DEFAULT_CURRENCY = 'PKR';

export function CurrencyPicker() {
  const [currency, setCurrency] = useState<string>(DEFAULT_CURRENCY);
  return (
    <label className={styles.currency}>
      <span className="visually-hidden">Country and currency</span>
      <select value={currency} onChange={(event) => setCurrency(event.target.value)}>
        {CURRENCIES.map(({ country, code }) => (
          <option key={code} value={code}>
            {country} ({code})
          </option>
        ))}
      </select>
    </label>
  );
}
