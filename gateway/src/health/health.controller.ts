import { Controller, Get, HttpStatus, Inject, Logger, Res } from '@nestjs/common';
import type { GatewayHealth } from '@shop/contracts';
import { Readiness } from '@shop/service-kit';
import type { FastifyReply } from 'fastify';
import { REPLICA_SETS, type ReplicaSets } from '../balancing/replica-sets';
import type { ServiceName } from '../routes';

/**
 * The public health answers carry a status and nothing else: which service or dependency is
 * down is for operators, who read it from each service's own port (and from this log).
 */
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('gateway');
  private lastDown = '';
  /** One probe round at a time: callers arriving meanwhile share it, so the public route cannot multiply load on the services. */
  private probing?: Promise<ServiceName[]>;

  constructor(
    @Inject(REPLICA_SETS) private readonly replicas: ReplicaSets,
    private readonly readiness: Readiness,
  ) {}

  /** The gateway process answers. */
  @Get('live')
  live(): GatewayHealth {
    return { status: 'ok' };
  }

  /**
   * Ready when not shutting down and every service behind it has a ready replica; /health is its
   * alias. Which replicas are not ready is logged as it changes (balancing/replica-set.ts).
   */
  @Get(['ready', ''])
  async ready(@Res() reply: FastifyReply) {
    if (this.readiness.isShuttingDown) return this.answer(reply, 'shutting-down');
    this.probing ??= this.probe().finally(() => {
      this.probing = undefined;
    });
    const down = await this.probing;
    return this.answer(reply, down.length ? 'degraded' : 'ok');
  }

  private async probe(): Promise<ServiceName[]> {
    const names = Object.keys(this.replicas) as ServiceName[];
    const ready = await Promise.all(names.map((name) => this.replicas[name].probe()));
    const down = names.filter((_, i) => !ready[i]);
    this.noteDown(down);
    return down;
  }

  private answer(reply: FastifyReply, status: GatewayHealth['status']) {
    const code = status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE;
    return reply.code(code).send({ status } satisfies GatewayHealth);
  }

  /** Logs when the set of unready services changes, not on every probe. */
  private noteDown(down: ServiceName[]) {
    const key = down.join(',');
    if (key === this.lastDown) return;
    this.lastDown = key;
    if (down.length) this.logger.warn(`not ready: ${key}`);
    else this.logger.log('every service is ready');
  }
}
