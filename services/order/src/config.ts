import { booleanSetting, loadConfig, serviceConfigSchema } from '@shop/service-kit';
import { z } from 'zod';

export const SERVICE = 'order';
export const DEFAULT_PORT = 4413;

export const orderConfigSchema = serviceConfigSchema(
  { service: SERVICE, port: DEFAULT_PORT },
  {
    /** PayPal REST app credentials; without them PayPal checkout answers 503. */
    PAYPAL_CLIENT_ID: z.string().trim().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().trim().min(1).optional(),
    /** PayPal's sandbox by default; https://api-m.paypal.com to take real payments. */
    PAYPAL_API_BASE: z.url().default('https://api-m.sandbox.paypal.com'),
    /**
     * PAYPAL_API_BASE is the platform's local stand-in (`scripts/paypal-standin.cjs`): the
     * storefront draws its own button and opens the stand-in's approval page instead of loading
     * PayPal's script.
     */
    PAYPAL_STANDIN: booleanSetting(false),
    /** How often captures left unsettled and refunds not yet made are looked for. */
    PAYMENT_RECONCILE_SECONDS: z.coerce.number().positive().default(60),
    /** How old an unsettled capture is before the reconciliation asks PayPal about it. */
    PAYMENT_SETTLE_AFTER_SECONDS: z.coerce.number().min(0).default(120),
    /**
     * A feed of euro reference rates in the ECB's eurofxref format, e.g.
     * https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml; unset, the stored rates stay.
     */
    EXCHANGE_RATES_URL: z.url().optional(),
    /** How often the feed is read (and once at start). */
    EXCHANGE_RATES_REFRESH_MINUTES: z.coerce.number().positive().default(360),
  },
);
export type OrderConfig = z.output<typeof orderConfigSchema>;

export function loadOrderConfig(
  env: Record<string, string | undefined> = process.env,
): OrderConfig {
  return loadConfig(orderConfigSchema, env);
}
