import {
  readCurrencySettings,
  type CurrencySettings,
  type TrackingSettings,
} from '@shop/storefront-sdk';
import shippedConfig from '../../public/runtime-config.json';

/**
 * Where this environment's API and remotes live (apiBase '' is the shell's own origin). Served beside the shell as
 * /runtime-config.json, so a remote can move or be released without rebuilding the shell.
 */
export interface RuntimeConfig {
  apiBase: string;
  /** Federation name of each remote -> address of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
  /** The data layer's environment and the third-party tag ids; none by default. */
  tracking?: Partial<TrackingSettings>;
  /** The rates prices are shown at, with their day; the SDK's shipped ones when left out. */
  currency?: CurrencySettings;
}

export const RUNTIME_CONFIG_URL = '/runtime-config.json';

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = shippedConfig;

type FetchConfig = (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

// The server sends it with Cache-Control: no-cache; a plain request also matches the page's preload.
const fetchConfigFile: FetchConfig = (url) => fetch(url);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

const TRACKING_KEYS = ['environment', 'tagManagerId', 'pixelId', 'webAnalyticsId'] as const;

function readTracking(value: unknown): Partial<TrackingSettings> {
  if (typeof value !== 'object' || value === null) return {};
  const tracking: Partial<TrackingSettings> = {};
  for (const key of TRACKING_KEYS) {
    const entry = (value as Record<string, unknown>)[key];
    if (isText(entry)) tracking[key] = entry.trim();
  }
  return tracking;
}

function readCurrency(value: unknown): CurrencySettings | undefined {
  if (value === undefined) return undefined;
  const currency = readCurrencySettings(value);
  if (!currency) console.warn('[shop] runtime config: ignoring currency, its rates are incomplete');
  return currency ?? undefined;
}

function readRemotes(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const remotes: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    if (isText(entry)) remotes[name] = entry.trim();
    else console.warn(`[shop] runtime config: ignoring remote ${name}, it has no address`);
  }
  return remotes;
}

/**
 * Reads the runtime config. Anything missing or malformed falls back to the defaults shipped
 * with the shell, so a broken config file degrades to the development addresses instead of a
 * blank page.
 */
export async function loadRuntimeConfig(
  url: string = RUNTIME_CONFIG_URL,
  fetchConfig: FetchConfig = fetchConfigFile,
): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const response = await fetchConfig(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    console.warn(`[shop] ${url} could not be read, using the built-in defaults`, error);
    return DEFAULT_RUNTIME_CONFIG;
  }
  const config = (typeof body === 'object' && body !== null ? body : {}) as Partial<
    Record<keyof RuntimeConfig, unknown>
  >;
  const tracking = readTracking(config.tracking);
  const currency = readCurrency(config.currency);
  return {
    // '' is an address too: the page's own origin, whose server passes /api on to the gateway.
    apiBase:
      typeof config.apiBase === 'string' ? config.apiBase.trim() : DEFAULT_RUNTIME_CONFIG.apiBase,
    remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, ...readRemotes(config.remotes) },
    ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
    ...(currency ? { currency } : {}),
  };
}
