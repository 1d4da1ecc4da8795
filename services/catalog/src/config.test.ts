import { ConfigError } from '@shop/service-kit';
import { testKeySettings } from '@shop/service-kit/testing';
import { loadCatalogConfig } from './config';

const load = (env: Record<string, string>) => loadCatalogConfig({ ...testKeySettings(), ...env });

describe('SEED_DEMO_CATALOGUE', () => {
  it.each([
    ['development', true],
    ['production', false],
    ['test', false],
  ])('defaults with NODE_ENV=%s to %s', (nodeEnv, seeds) => {
    expect(load({ NODE_ENV: nodeEnv }).SEED_DEMO_CATALOGUE).toBe(seeds);
  });

  it('follows the setting whatever NODE_ENV says', () => {
    expect(load({ NODE_ENV: 'production', SEED_DEMO_CATALOGUE: 'true' }).SEED_DEMO_CATALOGUE).toBe(
      true,
    );
    expect(load({ NODE_ENV: 'development', SEED_DEMO_CATALOGUE: 'no' }).SEED_DEMO_CATALOGUE).toBe(
      false,
    );
  });

  it('stops the service on a value that is not yes or no, naming the setting', () => {
    expect(() => load({ SEED_DEMO_CATALOGUE: 'maybe' })).toThrow(ConfigError);
    expect(() => load({ SEED_DEMO_CATALOGUE: 'maybe' })).toThrow(/SEED_DEMO_CATALOGUE/);
  });
});
