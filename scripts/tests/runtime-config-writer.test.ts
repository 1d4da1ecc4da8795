import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENCIES, PAYMENT_CURRENCY } from '@shop/storefront-sdk';
import { CONVERTED_CURRENCIES } from '../../deploy/shell/currency-rates.cjs';

const WRITER = path.resolve(__dirname, '../../deploy/shell/write-runtime-config.mjs');
const RATES = 'PKR=281.5, GBP=0.744,CAD=1.392,AUD=1.514,EUR=0.852';

describe('write-runtime-config.mjs: the display rates', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'runtime-config-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(env: Record<string, string>) {
    const file = path.join(dir, 'runtime-config.json');
    const { CURRENCY_RATES: _r, CURRENCY_RATES_DATE: _d, ...rest } = process.env;
    const run = spawnSync(process.execPath, [WRITER, file], { env: { ...rest, ...env } });
    const config = run.status === 0 ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    return { status: run.status, stderr: run.stderr.toString(), config };
  }

  it('knows the footer’s currencies', () => {
    expect(CONVERTED_CURRENCIES).toEqual(
      CURRENCIES.map(({ code }) => code).filter((code) => code !== PAYMENT_CURRENCY),
    );
  });

  it('leaves the shipped rates in place when neither setting is given', () => {
    const { status, config } = write({});
    expect(status).toBe(0);
    expect(config).not.toHaveProperty('currency');
  });

  it('writes the rates with their day', () => {
    const { config } = write({ CURRENCY_RATES: RATES, CURRENCY_RATES_DATE: '2026-11-20' });
    expect(config.currency).toEqual({
      ratesDate: '2026-11-20',
      perUsd: { PKR: 281.5, GBP: 0.744, CAD: 1.392, AUD: 1.514, EUR: 0.852 },
    });
  });

  it.each([
    [
      { CURRENCY_RATES: 'PKR=281.5,EUR=0.85', CURRENCY_RATES_DATE: '2026-11-20' },
      'CURRENCY_RATES:',
    ],
    [{ CURRENCY_RATES: RATES.replace('0.852', 'x'), CURRENCY_RATES_DATE: '2026-11-20' }, 'EUR'],
    [{ CURRENCY_RATES: `${RATES},JPY=150`, CURRENCY_RATES_DATE: '2026-11-20' }, 'JPY'],
    [{ CURRENCY_RATES: RATES }, 'CURRENCY_RATES_DATE:'],
    [{ CURRENCY_RATES: RATES, CURRENCY_RATES_DATE: '20-11-2026' }, 'CURRENCY_RATES_DATE:'],
    [{ CURRENCY_RATES_DATE: '2026-11-20' }, 'CURRENCY_RATES:'],
  ])('stops on %j with a message naming the variable', (env, named) => {
    const { status, stderr } = write(env);
    expect(status).toBe(1);
    expect(stderr).toContain(named);
  });
});

describe('write-runtime-config.mjs: where the shell’s server reaches the remotes', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'runtime-config-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function write(env: Record<string, string>) {
    const file = path.join(dir, 'runtime-config.json');
    const rest = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.endsWith('_INTERNAL_URL')),
    );
    const run = spawnSync(process.execPath, [WRITER, file], { env: { ...rest, ...env } });
    const config = run.status === 0 ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    return { status: run.status, stderr: run.stderr.toString(), config };
  }

  it('names no server address when none is set: the server derives it from the browsers’', () => {
    const { status, config } = write({ MF_CATALOG_URL: 'https://mf-catalog.shop.example.com' });
    expect(status).toBe(0);
    expect(config).not.toHaveProperty('serverRemotes');
    expect(config.remotes.mf_catalog).toBe('https://mf-catalog.shop.example.com/mf-manifest.json');
  });

  it('points at the server build of each remote given an internal address', () => {
    const { config } = write({
      MF_CATALOG_URL: 'https://mf-catalog.shop.example.com',
      MF_CATALOG_INTERNAL_URL: 'http://mf-catalog:4301/',
      MF_CHECKOUT_INTERNAL_URL: 'http://mf-checkout:4302',
    });
    expect(config.serverRemotes).toEqual({
      mf_catalog: 'http://mf-catalog:4301/server/remoteEntry.js',
      mf_checkout: 'http://mf-checkout:4302/server/remoteEntry.js',
    });
    expect(config.remotes.mf_catalog).toBe('https://mf-catalog.shop.example.com/mf-manifest.json');
  });

  it('stops on an address that is not http(s), naming the variable', () => {
    const { status, stderr } = write({ MF_CATALOG_INTERNAL_URL: 'mf-catalog:4301' });
    expect(status).toBe(1);
    expect(stderr).toContain('MF_CATALOG_INTERNAL_URL');
  });
});
