import { newPasswordSchema } from '@shop/contracts';
import {
  booleanSetting,
  loadConfig,
  portSetting,
  serviceConfigSchema,
  tokenSigningSettings,
} from '@shop/service-kit';
import { z } from 'zod';

export const SERVICE = 'identity';
export const DEFAULT_PORT = 4411;

/** The back office account `npm start` makes when the settings name none (as the launcher does). */
export const DEFAULT_ADMIN_EMAIL = 'admin@leatherandlast.test';
export const DEFAULT_SMTP_FROM = 'Leather & Last <no-reply@leatherandlast.test>';
/** The development inbox `npm start` runs (scripts/mail-catcher.cjs). */
export const DEFAULT_SMTP_PORT = 4025;
/** A sign-up answers only once the mail was handed over, so a silent mail server must not hold it. */
export const DEFAULT_SMTP_TIMEOUT_MS = 5_000;

const identitySettings = {
  ...tokenSigningSettings,
  /** The back office account made (or promoted) at start. */
  ADMIN_EMAIL: z.email({ error: 'expected an e-mail address' }).default(DEFAULT_ADMIN_EMAIL),
  /** Required in production; without it elsewhere no admin account is made. */
  ADMIN_PASSWORD: newPasswordSchema.optional(),
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: portSetting(DEFAULT_SMTP_PORT),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: booleanSetting(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().min(1).default(DEFAULT_SMTP_FROM),
  /** The most a mail may take, connection included; after it the sign-up answers emailSent false. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_SMTP_TIMEOUT_MS),
  /** The storefront's address: verification links point at `${SHOP_URL}/verify-email`. */
  SHOP_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// address' })
    .default('http://localhost:4300')
    .transform((url) => url.replace(/\/+$/, '')),
};

export const identityConfigSchema = serviceConfigSchema(
  { service: SERVICE, port: DEFAULT_PORT },
  identitySettings,
).superRefine((config, ctx) => {
  // Anywhere else an absent password only means no admin account is made at start.
  if (config.NODE_ENV === 'production' && !config.ADMIN_PASSWORD)
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_PASSWORD'],
      message: 'is required when NODE_ENV is production (the back office account)',
    });
});
export type IdentityConfig = z.output<typeof identityConfigSchema>;

export function loadIdentityConfig(
  env: Record<string, string | undefined> = process.env,
): IdentityConfig {
  return loadConfig(identityConfigSchema, env);
}
