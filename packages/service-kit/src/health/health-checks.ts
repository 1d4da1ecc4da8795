import { Injectable, Optional } from '@nestjs/common';
import { DatabaseConnection } from '../database/database-connection';
import { EventBus } from '../events';

export type CheckState = 'up' | 'down';

/** A check's answer: a state, or a state with figures worth reporting (a backlog, an age). */
type CheckResult = CheckState | { state: CheckState; detail: Record<string, unknown> };

/** One named dependency of readiness. A check that throws, or does not answer in time, is down. */
type HealthCheck = () => CheckResult | Promise<CheckResult>;

interface HealthChecksReport {
  ready: boolean;
  checks: Record<string, CheckState>;
  details?: Record<string, Record<string, unknown>>;
}

const CHECK_TIMEOUT_MS = 2_000;

/**
 * The dependencies a service needs to be ready, by name. The database and the event bus are
 * checked when the app has them; other modules add theirs with `add` (in `onModuleInit`).
 */
@Injectable()
export class HealthChecks {
  private readonly checks = new Map<string, HealthCheck>();

  constructor(@Optional() database?: DatabaseConnection, @Optional() eventBus?: EventBus) {
    if (database) this.add('database', () => database.ping().then(() => 'up'));
    if (eventBus) {
      this.add('nats', () => (eventBus.isConnected() ? 'up' : 'down'));
      // Readable means up: a backlog (events pending for a consumer, rows waiting in the outbox,
      // a full stream) is reported, not a reason to stop taking requests.
      this.add('consumers', () => {
        const consumers = eventBus.consumerReports();
        const up = Object.values(consumers).every(({ state }) => state === 'up');
        return Object.keys(consumers).length
          ? { state: up ? 'up' : 'down', detail: consumers }
          : 'up';
      });
      this.add('outbox', async () => ({
        state: 'up',
        detail: { ...(await eventBus.outboxReport()) },
      }));
    }
  }

  add(name: string, check: HealthCheck): void {
    if (this.checks.has(name)) throw new Error(`health check "${name}" is already registered`);
    this.checks.set(name, check);
  }

  async run(): Promise<HealthChecksReport> {
    const entries = [...this.checks];
    const results = await Promise.all(entries.map(([, check]) => answerInTime(check)));
    const checks: Record<string, CheckState> = {};
    const details: Record<string, Record<string, unknown>> = {};
    entries.forEach(([name], i) => {
      const result = results[i];
      checks[name] = typeof result === 'string' ? result : result.state;
      if (typeof result !== 'string') details[name] = result.detail;
    });
    return {
      ready: Object.values(checks).every((state) => state === 'up'),
      checks,
      ...(Object.keys(details).length ? { details } : {}),
    };
  }
}

async function answerInTime(check: HealthCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), timeout]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
