import { existsSync } from 'node:fs';
import { connect } from 'nats';
import { CHOSEN_PORTS, isListening } from '../../../../scripts/platform/ports.cjs';
import { startNatsServer } from './nats-server';

describe('the throwaway nats-server of a test', () => {
  it('listens below the ephemeral range and comes back on the same port after an outage', async () => {
    const nats = await startNatsServer();
    try {
      expect(nats.port).toBeGreaterThanOrEqual(CHOSEN_PORTS.min);
      expect(nats.port).toBeLessThanOrEqual(CHOSEN_PORTS.max);
      const client = await connect({ servers: nats.url });
      await client.close();

      await nats.down();
      expect(await isListening(nats.port)).toBe(false);
      await nats.up();
      const again = await connect({ servers: nats.url });
      await again.close();
    } finally {
      await nats.stop();
    }
    expect(existsSync(nats.storeDir)).toBe(false);
  });

  it('gives each test a server of its own', async () => {
    const [one, two] = await Promise.all([startNatsServer(), startNatsServer()]);
    try {
      expect(one.port).not.toBe(two.port);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
