import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig } from './runtime-config';

const answering = (body: unknown, status = 200) =>
  jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }));

/** A deployment's /runtime-config.json naming the API and every remote. */
const DEPLOYED = {
  apiBase: 'https://api.shop.example',
  remotes: {
    mf_catalog: 'https://catalog.shop.example/mf-manifest.json',
    mf_checkout: 'https://checkout.shop.example/mf-manifest.json',
    mf_account: 'https://account.shop.example/mf-manifest.json',
    mf_admin: 'https://admin.shop.example/mf-manifest.json',
  },
};

describe('loadRuntimeConfig', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('reads the API address and the remotes from /runtime-config.json', async () => {
    const fetchConfig = answering(DEPLOYED);

    const config = await loadRuntimeConfig(undefined, fetchConfig);

    expect(fetchConfig).toHaveBeenCalledWith('/runtime-config.json');
    expect(config).toEqual(DEPLOYED);
  });

  it('keeps the shipped address of every remote the file leaves out', async () => {
    const config = await loadRuntimeConfig(
      undefined,
      answering({ remotes: { mf_admin: 'https://admin.shop.example/mf-manifest.json' } }),
    );

    expect(config.apiBase).toBe(DEFAULT_RUNTIME_CONFIG.apiBase);
    expect(config.remotes).toEqual({
      ...DEFAULT_RUNTIME_CONFIG.remotes,
      mf_admin: 'https://admin.shop.example/mf-manifest.json',
    });
  });

  it('ignores values that are not addresses', async () => {
    const config = await loadRuntimeConfig(
      undefined,
      answering({ apiBase: 42, remotes: { mf_catalog: '', mf_checkout: null } }),
    );
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('reads the tracking settings, and loads no third party unless its id is given', async () => {
    const config = await loadRuntimeConfig(
      undefined,
      answering({ tracking: { environment: 'staging', tagManagerId: ' GTM-ABC123 ', pixelId: 7 } }),
    );
    expect(config.tracking).toEqual({ environment: 'staging', tagManagerId: 'GTM-ABC123' });
    expect(DEFAULT_RUNTIME_CONFIG).not.toHaveProperty('tracking');
  });

  it('reads the currency rates with their day; incomplete ones leave the shipped rates', async () => {
    const currency = {
      ratesDate: '2026-11-20',
      perUsd: { PKR: 281, GBP: 0.76, CAD: 1.4, AUD: 1.53, EUR: 0.86 },
    };
    expect((await loadRuntimeConfig(undefined, answering({ currency }))).currency).toEqual(
      currency,
    );
    const partial = { ratesDate: '2026-11-20', perUsd: { EUR: 0.86 } };
    const config = await loadRuntimeConfig(undefined, answering({ currency: partial }));
    expect(config).not.toHaveProperty('currency');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('currency'));
  });

  it('falls back to the shipped defaults when the file is missing', async () => {
    expect(await loadRuntimeConfig(undefined, answering('Not found', 404))).toEqual(
      DEFAULT_RUNTIME_CONFIG,
    );
  });

  it('falls back to the shipped defaults when the file cannot be fetched or parsed', async () => {
    const unreachable = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const notJson = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => {
        throw new SyntaxError('Unexpected token <');
      },
    }));

    expect(await loadRuntimeConfig(undefined, unreachable)).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(await loadRuntimeConfig(undefined, notJson)).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it("reads an empty apiBase as the shell's own origin", async () => {
    const config = await loadRuntimeConfig(undefined, answering({ apiBase: '' }));
    expect(config.apiBase).toBe('');
  });

  it("ships the development addresses: the API at the shell's origin, remotes on 4301 to 4304", () => {
    expect(DEFAULT_RUNTIME_CONFIG).toEqual({
      apiBase: '',
      remotes: {
        mf_catalog: 'http://localhost:4301/mf-manifest.json',
        mf_checkout: 'http://localhost:4302/mf-manifest.json',
        mf_account: 'http://localhost:4303/mf-manifest.json',
        mf_admin: 'http://localhost:4304/mf-manifest.json',
      },
    });
  });
});
