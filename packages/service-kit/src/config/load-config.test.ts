import { z } from 'zod';
import { ConfigError } from './config-error';
import { loadConfig } from './load-config';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSigningKeyPair } from '../auth/signing-keys';
import { testKeySettings } from '../testing/signing-keys';
import { serviceConfigSchema, tokenSigningSettings } from './service-config';
import { booleanSetting } from './settings';

const schema = serviceConfigSchema(
  { service: 'catalog', port: 4412 },
  { SEED_DEMO_CATALOGUE: booleanSetting(true) },
);

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(schema, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadConfig', () => {
  const keys = testKeySettings();
  const publicOnly = { JWT_PUBLIC_KEY: keys.JWT_PUBLIC_KEY };

  it('fills every default but the keys', () => {
    const config = loadConfig(schema, publicOnly);
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 4412,
      HOST: '127.0.0.1',
      NATS_URL: 'nats://127.0.0.1:4222',
      JWT_PUBLIC_KEY: keys.JWT_PUBLIC_KEY,
      JWT_ISSUER: 'leather-and-last/identity',
      JWT_AUDIENCE: 'leather-and-last',
      LOG_LEVEL: 'info',
      SEED_DEMO_CATALOGUE: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(`${process.cwd()}/.data/catalog`);
  });

  it('reads and converts the values it is given', () => {
    const config = loadConfig(schema, {
      ...publicOnly,
      PORT: '5000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/catalog',
      SEED_DEMO_CATALOGUE: 'false',
      LOG_LEVEL: 'debug',
    });
    expect(config.PORT).toBe(5000);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/catalog');
    expect(config.SEED_DEMO_CATALOGUE).toBe(false);
    expect(config.LOG_LEVEL).toBe('debug');
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig(schema, { ...publicOnly, PORT: '  ' }).PORT).toBe(4412);
  });

  it('takes a NATS namespace of lower-case letters, digits and dashes, none by default', () => {
    expect(loadConfig(schema, publicOnly).NATS_NAMESPACE).toBe('');
    expect(loadConfig(schema, { ...publicOnly, NATS_NAMESPACE: 'shop-2' }).NATS_NAMESPACE).toBe(
      'shop-2',
    );
    expect(problemsOf({ NATS_NAMESPACE: 'Shop.A' })).toContain(
      'NATS_NAMESPACE: expected lower-case',
    );
    expect(problemsOf({ NATS_NAMESPACE: 'order' })).toContain('NATS_NAMESPACE: must not be one of');
  });

  it('reports a consumer behind past EVENT_LAG_ALERT pending events, 1000 by default', () => {
    expect(loadConfig(schema, publicOnly).EVENT_LAG_ALERT).toBe(1000);
    expect(loadConfig(schema, { ...publicOnly, EVENT_LAG_ALERT: '250' }).EVENT_LAG_ALERT).toBe(250);
    expect(problemsOf({ EVENT_LAG_ALERT: '0' })).toContain('EVENT_LAG_ALERT');
  });

  it('names the variable that holds a wrong value', () => {
    expect(problemsOf({ PORT: 'eighty' })).toMatch(/^Invalid configuration: PORT: /);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL: expected memory://');
    expect(problemsOf({ SEED_DEMO_CATALOGUE: 'maybe' })).toContain('SEED_DEMO_CATALOGUE');
  });

  it('names every wrong variable at once', () => {
    const message = problemsOf({ PORT: '70000', NATS_URL: 'http://localhost' });
    expect(message).toContain('PORT');
    expect(message).toContain('NATS_URL');
  });

  describe('signing keys', () => {
    const identity = serviceConfigSchema({ service: 'identity', port: 4411 }, tokenSigningSettings);
    let keysDir: string;
    beforeEach(() => (keysDir = mkdtempSync(join(tmpdir(), 'keys-'))));
    afterEach(() => rmSync(keysDir, { recursive: true, force: true }));

    it('refuses to start without a key unless NODE_ENV is development or test', () => {
      expect(problemsOf({})).toContain(
        'JWT_PUBLIC_KEY: is required unless NODE_ENV is development or test',
      );
      expect(problemsOf({ NODE_ENV: 'production' })).toContain('JWT_PUBLIC_KEY: is required');
      const message = (() => {
        try {
          loadConfig(identity, {});
        } catch (error) {
          return (error as Error).message;
        }
      })();
      expect(message).toContain('JWT_PRIVATE_KEY: is required unless NODE_ENV');
    });

    it('makes one development key pair on first start, shared by every service', () => {
      const development = { NODE_ENV: 'development', DEVELOPMENT_KEYS_DIR: keysDir };
      const catalog = loadConfig(schema, development);
      const signer = loadConfig(identity, development);
      expect(signer.JWT_PUBLIC_KEY).toBe(catalog.JWT_PUBLIC_KEY);
      expect(loadConfig(schema, { ...development, NODE_ENV: 'test' }).JWT_PUBLIC_KEY).toBe(
        catalog.JWT_PUBLIC_KEY,
      );
    });

    it('refuses what is not an RSA key of 2048 bits or more', () => {
      expect(
        problemsOf({ JWT_PUBLIC_KEY: 'a-shared-secret-of-enough-length-0123456789' }),
      ).toContain('JWT_PUBLIC_KEY: expected an RSA public key (PEM) of at least 2048 bits');
    });

    it('reads a PEM written on one line with \\n, as a .env file holds it', () => {
      const oneLine = keys.JWT_PUBLIC_KEY.trim().replace(/\n/g, '\\n');
      expect(loadConfig(schema, { JWT_PUBLIC_KEY: oneLine }).JWT_PUBLIC_KEY).toBe(
        keys.JWT_PUBLIC_KEY,
      );
    });

    it('gives the signing service the public key of its private key, and refuses a mismatch', () => {
      const config = loadConfig(identity, { JWT_PRIVATE_KEY: keys.JWT_PRIVATE_KEY });
      expect(config.JWT_PUBLIC_KEY).toBe(keys.JWT_PUBLIC_KEY);
      expect(config.JWT_EXPIRES_IN).toBe('24h');
      const other = generateSigningKeyPair();
      expect(() =>
        loadConfig(identity, {
          JWT_PRIVATE_KEY: keys.JWT_PRIVATE_KEY,
          JWT_PUBLIC_KEY: other.publicKey,
        }),
      ).toThrow('JWT_PUBLIC_KEY: does not match JWT_PRIVATE_KEY');
    });
  });

  it('works with any zod schema', () => {
    expect(loadConfig(z.object({ A: z.string() }), { A: 'x' })).toEqual({ A: 'x' });
    expect(() => loadConfig(z.object({ A: z.string() }), {})).toThrow(/A: /);
  });
});
