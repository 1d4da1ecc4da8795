import { ConfigError } from '@shop/service-kit';
import { loadGatewayConfig } from './config';

function refusal(env: Record<string, string>): string {
  try {
    loadGatewayConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('gateway settings', () => {
  it('limits every address to 600 requests a minute, counted in memory, by default', () => {
    const config = loadGatewayConfig({});
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(600);
    expect(config.AUTH_RATE_LIMIT_PER_MINUTE).toBe(30);
    expect(config.RATE_LIMIT_REDIS_URL).toBeUndefined();
  });

  it('takes a redis:// or rediss:// URL for shared counters, and nothing else', () => {
    const url = 'rediss://user:secret@cache.internal:6380/2';
    expect(loadGatewayConfig({ RATE_LIMIT_REDIS_URL: url }).RATE_LIMIT_REDIS_URL).toBe(url);
    expect(refusal({ RATE_LIMIT_REDIS_URL: 'http://127.0.0.1:6379' })).toContain(
      'RATE_LIMIT_REDIS_URL: expected a redis:// or rediss:// URL',
    );
  });

  it('refuses a headers timeout longer than the request timeout, which includes it', () => {
    expect(refusal({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toContain(
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    );
  });

  describe('the services’ addresses', () => {
    it('take one URL, or the replicas of a service comma-separated', () => {
      const config = loadGatewayConfig({
        CATALOG_URL: 'http://127.0.0.1:4412',
        ORDER_URL: 'http://127.0.0.1:4413, http://127.0.0.1:41234',
      });
      expect(config.CATALOG_URL).toEqual(['http://127.0.0.1:4412']);
      expect(config.ORDER_URL).toEqual(['http://127.0.0.1:4413', 'http://127.0.0.1:41234']);
      expect(loadGatewayConfig({}).IDENTITY_URL).toEqual(['http://127.0.0.1:4411']);
    });

    it('refuses what is not an http address, and a replica named twice', () => {
      expect(refusal({ ORDER_URL: 'http://127.0.0.1:4413,order:4413' })).toContain(
        'ORDER_URL: expected http:// or https:// URLs, comma-separated, not "order:4413"',
      );
      expect(refusal({ ORDER_URL: 'http://127.0.0.1:4413,' })).toContain('ORDER_URL');
      expect(refusal({ ORDER_URL: 'http://127.0.0.1:4413,http://127.0.0.1:4413/' })).toContain(
        'ORDER_URL: names http://127.0.0.1:4413 twice',
      );
    });

    it('take NATS_URL as one server or the nodes of a cluster', () => {
      const nodes = 'nats://127.0.0.1:4222,nats://127.0.0.1:4223,nats://127.0.0.1:4224';
      expect(loadGatewayConfig({ NATS_URL: nodes }).NATS_URL).toBe(nodes);
    });

    it('are asked whether they are ready every second unless told otherwise', () => {
      expect(loadGatewayConfig({}).REPLICA_PROBE_INTERVAL_MS).toBe(1000);
      expect(
        loadGatewayConfig({ REPLICA_PROBE_INTERVAL_MS: '250' }).REPLICA_PROBE_INTERVAL_MS,
      ).toBe(250);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([[{}], [{ TRUST_PROXY: 'false' }], [{ TRUST_PROXY: '0' }]])(
      'trusts nothing when unset or false: %j',
      (env) => {
        expect(loadGatewayConfig(env).TRUST_PROXY).toBe(false);
      },
    );

    it('takes a hop count', () => {
      expect(loadGatewayConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
      expect(loadGatewayConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    });

    it('takes the load balancers’ addresses and ranges', () => {
      expect(
        loadGatewayConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8,loopback' }).TRUST_PROXY,
      ).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    });

    it.each(['true', 'TRUE', 'yes', '*', 'all'])(
      'refuses %s at start, naming the variable and saying why',
      (value) => {
        const message = refusal({ TRUST_PROXY: value });
        expect(message).toContain(`TRUST_PROXY: "${value}" would trust every address`);
        expect(message).toContain('choose its own address through X-Forwarded-For');
      },
    );

    it('refuses what is neither a count nor an address', () => {
      expect(refusal({ TRUST_PROXY: '10.0.0.0/8, balancer.internal, 10.0.0.1/33' })).toContain(
        'TRUST_PROXY: expected false, a hop count or comma-separated addresses/CIDRs, not "balancer.internal", "10.0.0.1/33"',
      );
    });
  });
});
