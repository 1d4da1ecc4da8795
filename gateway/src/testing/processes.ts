// The catalog and the gateway as real processes started from source, for the tests of what passes
// between them (refused uploads, shutdown). At info, each announces the address it listens on.
import { join, resolve } from 'node:path';
import {
  startTypeScriptProcess,
  testKeySettings,
  type TypeScriptProcess,
} from '@shop/service-kit/testing';
import { CLOSED_PORT_URL } from './loopback';

const GATEWAY_MAIN = join(__dirname, '../main.ts');
export const CATALOG_MAIN = resolve(__dirname, '../../../services/catalog/src/main.ts');

interface CatalogSettings extends Record<string, string> {
  DATABASE_URL: string;
  NATS_URL: string;
  UPLOADS_DIR: string;
}

/** The catalog service started from `main`, with no demo catalogue. */
export function startCatalogProcess(main: string, settings: CatalogSettings): TypeScriptProcess {
  return startTypeScriptProcess(main, {
    ...testKeySettings(),
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO_CATALOGUE: 'false',
    LOG_LEVEL: 'info',
    ...settings,
  });
}

/** The gateway in front of the catalog alone: the other services are down. */
export function startGatewayProcess(
  catalogUrl: string,
  settings: Record<string, string>,
): TypeScriptProcess {
  return startTypeScriptProcess(GATEWAY_MAIN, {
    PORT: '0',
    HOST: '127.0.0.1',
    CATALOG_URL: catalogUrl,
    IDENTITY_URL: CLOSED_PORT_URL,
    ORDER_URL: CLOSED_PORT_URL,
    ANALYTICS_URL: CLOSED_PORT_URL,
    LOG_LEVEL: 'info',
    ...settings,
  });
}
