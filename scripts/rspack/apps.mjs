// The five frontends by federation name, with their folders and default ports (frontends.cjs).
// Each port can be overridden by its variable: SHELL_PORT, MF_CATALOG_PORT, MF_CHECKOUT_PORT ...
// The API is SHOP_API_BASE, else the gateway on GATEWAY_PORT (default 4400) of this machine.
import frontends from './frontends.cjs';

export const APPS = Object.fromEntries(
  frontends.map(({ name, federationName, portVar, port }) => [
    federationName,
    { dir: name, portVar, port },
  ]),
);

export const REMOTE_NAMES = Object.keys(APPS).filter((name) => name !== 'shell');

export const DEFAULT_API_BASE = 'http://localhost:4400';

export function appPort(name) {
  const fromEnv = process.env[APPS[name].portVar];
  return fromEnv ? Number(fromEnv) : APPS[name].port;
}

export function apiBase() {
  if (process.env.SHOP_API_BASE) return process.env.SHOP_API_BASE;
  return process.env.GATEWAY_PORT
    ? `http://localhost:${process.env.GATEWAY_PORT}`
    : DEFAULT_API_BASE;
}

/** The document the shell reads at start, for remotes served on this machine. */
export function localRuntimeConfig(host = 'localhost') {
  return {
    apiBase: apiBase(),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `http://${host}:${appPort(name)}/mf-manifest.json`]),
    ),
  };
}
