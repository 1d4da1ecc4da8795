import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GATEWAY_CONFIG } from '../tokens';
import type { GatewayConfig } from '../config';
import { serviceUrls } from '../routes';
import type { ServiceName } from '../routes';

const HEALTH_TIMEOUT_MS = 2000;

type ServiceHealth = { status: 'up' | 'down'; checks?: unknown };

async function probe(baseUrl: string): Promise<ServiceHealth> {
  try {
    const res = await fetch(`${baseUrl}/health`, {
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as { checks?: unknown };
    return { status: res.ok ? 'up' : 'down', checks: body.checks };
  } catch {
    return { status: 'down' };
  }
}

@Controller('health')
export class HealthController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  /** The platform is healthy when every service behind the gateway says it is. */
  @Get()
  async health(@Res() reply: FastifyReply) {
    const urls = serviceUrls(this.config);
    const names = Object.keys(urls) as ServiceName[];
    const results = await Promise.all(names.map((n) => probe(urls[n])));
    const services = Object.fromEntries(names.map((n, i) => [n, results[i]]));
    const ok = results.every((r) => r.status === 'up');
    return reply
      .code(ok ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .send({ status: ok ? 'ok' : 'degraded', service: 'gateway', services });
  }
}
