import { z } from 'zod';
import { ConfigError } from './config-error';
import { loadConfig } from './load-config';
import { DEVELOPMENT_JWT_SECRET, serviceConfigSchema } from './service-config';
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
  it('fills every default for an empty environment', () => {
    const config = loadConfig(schema, {});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 4412,
      HOST: '127.0.0.1',
      NATS_URL: 'nats://127.0.0.1:4222',
      JWT_SECRET: DEVELOPMENT_JWT_SECRET,
      LOG_LEVEL: 'info',
      SEED_DEMO_CATALOGUE: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(`${process.cwd()}/.data/catalog`);
  });

  it('reads and converts the values it is given', () => {
    const config = loadConfig(schema, {
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
    expect(loadConfig(schema, { PORT: '  ' }).PORT).toBe(4412);
  });

  it('takes a NATS namespace of lower-case letters, digits and dashes, none by default', () => {
    expect(loadConfig(schema, {}).NATS_NAMESPACE).toBe('');
    expect(loadConfig(schema, { NATS_NAMESPACE: 'shop-2' }).NATS_NAMESPACE).toBe('shop-2');
    expect(problemsOf({ NATS_NAMESPACE: 'Shop.A' })).toContain(
      'NATS_NAMESPACE: expected lower-case',
    );
    expect(problemsOf({ NATS_NAMESPACE: 'order' })).toContain('NATS_NAMESPACE: must not be one of');
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

  it('refuses to start in production without a JWT secret', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain(
      'JWT_SECRET: is required when NODE_ENV is production',
    );
  });

  it('accepts a strong JWT secret in production and refuses a short one', () => {
    const secret = 'a'.repeat(40);
    expect(loadConfig(schema, { NODE_ENV: 'production', JWT_SECRET: secret }).JWT_SECRET).toBe(
      secret,
    );
    expect(problemsOf({ JWT_SECRET: 'short' })).toContain('JWT_SECRET');
  });

  it('works with any zod schema', () => {
    expect(loadConfig(z.object({ A: z.string() }), { A: 'x' })).toEqual({ A: 'x' });
    expect(() => loadConfig(z.object({ A: z.string() }), {})).toThrow(/A: /);
  });
});
