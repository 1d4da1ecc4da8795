import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthChecks, type CheckState } from './health-checks';
import { HEALTH_OPTIONS, type HealthOptions } from './health.options';
import { Readiness } from './readiness';

interface HealthReport {
  status: 'ok' | 'error' | 'shutting-down';
  service: string;
  checks: Record<string, CheckState>;
  /** Figures some checks report beside their state (e.g. a backlog). */
  details?: Record<string, Record<string, unknown>>;
}

/**
 * GET /health/live: the process answers. GET /health/ready (and /health, its older name): 200
 * when every dependency answers, 503 naming the one that does not, 503 once shutdown began.
 * The report names the service's dependencies: it is served on the service's own port, which
 * only the gateway and the platform reach; the gateway never relays it.
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(HEALTH_OPTIONS) private readonly options: HealthOptions,
    private readonly checks: HealthChecks,
    private readonly readiness: Readiness,
  ) {}

  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get(['ready', ''])
  async ready(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const { service } = this.options;
    if (this.readiness.isShuttingDown) {
      response.status(HttpStatus.SERVICE_UNAVAILABLE);
      return { status: 'shutting-down', service, checks: {} };
    }
    const { ready, checks, details } = await this.checks.run();
    response.status(ready ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: ready ? 'ok' : 'error', service, checks, ...(details ? { details } : {}) };
  }
}
