import { z } from 'zod';
import { loadConfig } from '../../config/load-config';
import { DEFAULT_METRICS_PORT, metricsPortOf, metricsPortSetting } from './metrics-port';

const schema = z.object({ METRICS_PORT: metricsPortSetting });
const read = (METRICS_PORT?: string) => loadConfig(schema, { METRICS_PORT }).METRICS_PORT;

describe('METRICS_PORT', () => {
  it('takes a port, 0 for any free one, or off', () => {
    expect(read('9500')).toBe(9500);
    expect(read('0')).toBe(0);
    expect(read('off')).toBe('off');
  });

  it('refuses anything else, naming itself', () => {
    expect(() => read('metrics')).toThrow(
      'METRICS_PORT: expected a port number, 0 for any free port, or off',
    );
    expect(() => read('70000')).toThrow('METRICS_PORT');
  });

  it('unset, is the fixed default in production and a free port elsewhere', () => {
    expect(metricsPortOf(read(), 'production')).toBe(DEFAULT_METRICS_PORT);
    expect(metricsPortOf(read(''), 'production')).toBe(DEFAULT_METRICS_PORT);
    expect(metricsPortOf(read(), 'development')).toBe(0);
    expect(metricsPortOf(read(), 'test')).toBe(0);
    expect(metricsPortOf(read('9500'), 'test')).toBe(9500);
  });
});
