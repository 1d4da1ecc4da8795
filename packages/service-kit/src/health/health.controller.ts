import { Controller, Get, HttpStatus, Inject, Optional, Res } from '@nestjs/common';
import type { Response } from 'express';
import { DatabaseConnection } from '../database/database-connection';
import { EventBus, type OutboxReport } from '../events';
import { HEALTH_OPTIONS, type HealthOptions } from './health.options';

type CheckState = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'error';
  service: string;
  checks: Record<string, CheckState>;
  /** Events waiting to be published and events given up on; absent when it cannot be read. */
  outbox?: OutboxReport;
}

const PING_TIMEOUT_MS = 2_000;

/** GET /health: 200 when every dependency answers, 503 naming the one that does not. */
@Controller('health')
export class HealthController {
  constructor(
    @Inject(HEALTH_OPTIONS) private readonly options: HealthOptions,
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
    response.status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    const outbox =
      checks.database === 'up'
        ? await this.eventBus?.outboxReport().catch(() => undefined)
        : undefined;
    return {
      status: healthy ? 'ok' : 'error',
      service: this.options.service,
      checks,
      ...(outbox ? { outbox } : {}),
    };
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
