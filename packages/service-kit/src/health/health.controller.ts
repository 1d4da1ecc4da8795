import { Controller, Get, HttpStatus, Inject, Optional, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DatabaseConnection } from '../database/database-connection';
import { EventBus } from '../events';
import { HEALTH_OPTIONS, type HealthOptions } from './health.options';
import { Readiness } from './readiness';

type CheckState = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'error' | 'shutting-down';
  service: string;
  checks: Record<string, CheckState>;
}

const PING_TIMEOUT_MS = 2_000;

/**
 * GET /health: 200 when every dependency answers, 503 naming the one that does not, and 503
 * `shutting-down` once the service has begun to stop.
 */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(HEALTH_OPTIONS) private readonly options: HealthOptions,
    private readonly readiness: Readiness,
    @Optional() private readonly database?: DatabaseConnection,
    @Optional() private readonly eventBus?: EventBus,
  ) {}

  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const checks: Record<string, CheckState> = {};
    if (this.database)
      checks.database = (await answersInTime(this.database.ping())) ? 'up' : 'down';
    if (this.eventBus) checks.nats = this.eventBus.isConnected() ? 'up' : 'down';
    const healthy = Object.values(checks).every((state) => state === 'up');
    const status = this.readiness.isShuttingDown() ? 'shutting-down' : healthy ? 'ok' : 'error';
    response.status(status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status, service: this.options.service, checks };
  }
}

async function answersInTime(ping: Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping.then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
