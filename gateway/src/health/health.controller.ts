import { Controller, Get, HttpStatus, Inject, Logger, Res } from '@nestjs/common';
import type { GatewayHealth } from '@shop/contracts';
import { Readiness } from '@shop/service-kit';
import type { FastifyReply } from 'fastify';
import type { GatewayConfig } from '../config';
import { serviceUrls, type ServiceName } from '../routes';
import { GATEWAY_CONFIG } from '../tokens';

const PROBE_TIMEOUT_MS = 2000;

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/health/ready`, {
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

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
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly readiness: Readiness,
  ) {}

  /** The gateway process answers. */
  @Get('live')
  live(): GatewayHealth {
    return { status: 'ok' };
  }

  /** Ready when not shutting down and every service behind it is ready; /health is its alias. */
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
    const urls = serviceUrls(this.config);
    const names = Object.keys(urls) as ServiceName[];
    const ready = await Promise.all(names.map((name) => isReady(urls[name])));
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
