// The five frontends, their federation names and default ports. Each port can be overridden by
// an environment variable named after the app: SHELL_PORT, MF_CATALOG_PORT, MF_CHECKOUT_PORT ...
// The API is SHOP_API_BASE, else the gateway on GATEWAY_PORT (default 4400) of this machine.
export const APPS = {
  shell: { dir: 'shell', port: 4300 },
  mf_catalog: { dir: 'mf-catalog', port: 4301 },
  mf_checkout: { dir: 'mf-checkout', port: 4302 },
  mf_account: { dir: 'mf-account', port: 4303 },
  mf_admin: { dir: 'mf-admin', port: 4304 },
};

export const REMOTE_NAMES = Object.keys(APPS).filter((name) => name !== 'shell');

export const DEFAULT_API_BASE = 'http://localhost:4400';

export function appPort(name) {
  const fromEnv = process.env[`${name.toUpperCase()}_PORT`];
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
