import { Logger } from '@nestjs/common';
import type { ServiceName } from '../routes';

/** A readiness answer slower than this counts as not ready. */
const PROBE_TIMEOUT_MS = 2000;

export interface ReplicaState {
  /** `catalog#2`, or the service's name when it has one replica. */
  name: string;
  url: string;
  ready: boolean;
}

/**
 * The replicas of one service as the gateway sees them. Requests go to the ready ones in turn
 * (round-robin); a replica whose `/health/ready` fails, or that refused a connection, gets none
 * until its readiness answers 200 again. While there is a choice (two replicas or more) each is
 * asked every REPLICA_PROBE_INTERVAL_MS; the gateway's own readiness asks them too. When none is
 * ready, requests still go to each in turn, and fail as they would have.
 */
export class ReplicaSet {
  private readonly replicas: ReplicaState[];
  private turn = 0;
  private probing?: Promise<boolean>;
  private timer?: NodeJS.Timeout;

  constructor(
    readonly service: ServiceName,
    urls: readonly string[],
    private readonly logger = new Logger('gateway'),
  ) {
    this.replicas = urls.map((url, i) => ({
      name: urls.length > 1 ? `${service}#${i + 1}` : service,
      url,
      ready: true,
    }));
  }

  get size(): number {
    return this.replicas.length;
  }

  /** Each replica, as last seen. */
  states(): ReplicaState[] {
    return this.replicas.map((replica) => ({ ...replica }));
  }

  /** Where the next request goes. */
  pick(): string {
    const ready = this.replicas.filter((replica) => replica.ready);
    const pool = ready.length > 0 ? ready : this.replicas;
    return pool[this.turn++ % pool.length].url;
  }

  /**
   * Another replica than `url`, for a request that one could not take: a ready one, else any
   * (while NATS is away every replica reports not ready, yet answers most requests); none when
   * the service has one.
   */
  another(url: string): string | undefined {
    const others = this.replicas.filter((replica) => replica.url !== url);
    const ready = others.filter((replica) => replica.ready);
    const pool = ready.length > 0 ? ready : others;
    return pool.length > 0 ? pool[this.turn++ % pool.length].url : undefined;
  }

  /** The replica refused a connection: no requests until its readiness answers again. */
  refused(url: string): void {
    const replica = this.replicas.find((r) => r.url === url);
    if (replica) this.note(replica, false, 'refused a connection');
  }

  /** Asks every replica whether it is ready (one round at a time); true when one is. */
  probe(): Promise<boolean> {
    this.probing ??= this.probeAll().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  /** Keeps asking while there is a choice between replicas. */
  startProbing(intervalMs: number): void {
    if (this.replicas.length < 2 || this.timer) return;
    void this.probe();
    this.timer = setInterval(() => void this.probe(), intervalMs);
    this.timer.unref();
  }

  stopProbing(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private async probeAll(): Promise<boolean> {
    const answers = await Promise.all(this.replicas.map((replica) => readiness(replica.url)));
    this.replicas.forEach((replica, i) => this.note(replica, answers[i] === 'ready', answers[i]));
    return this.replicas.some((replica) => replica.ready);
  }

  /** Logs when a replica's state changes, not on every probe. */
  private note(replica: ReplicaState, ready: boolean, why: string) {
    if (replica.ready === ready) return;
    replica.ready = ready;
    if (this.replicas.length < 2) return;
    if (ready)
      this.logger.log(`${replica.name} (${replica.url}) is ready: it takes requests again`);
    else
      this.logger.warn(`${replica.name} (${replica.url}) ${why}: it gets no requests until ready`);
  }
}

async function readiness(baseUrl: string): Promise<string> {
  try {
    const res = await fetch(`${baseUrl}/health/ready`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok ? 'ready' : `is not ready (${res.status})`;
  } catch (error) {
    const { cause } = error as { cause?: { code?: string } };
    return `does not answer (${cause?.code ?? (error as Error).name})`;
  }
}
