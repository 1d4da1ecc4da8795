import { Injectable, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { DatabaseConnection } from '../../database/database-connection';
import { watchDatabasePool } from './database-pool-metrics';
import { watchOutbox } from './outbox-metrics';

/**
 * Points the gauges read at scrape time (the outbox, the database pool) at this service's
 * database while the app runs; with several apps in one process (tests), at the last one
 * started. The counters need nothing: the kit's HTTP, event and cache code counts as it goes.
 */
@Injectable()
export class ServiceMetrics implements OnModuleInit, OnModuleDestroy {
  private unwatch: Array<() => void> = [];

  constructor(@Optional() private readonly connection?: DatabaseConnection) {}

  onModuleInit(): void {
    if (!this.connection) return;
    this.unwatch = [watchDatabasePool(this.connection), watchOutbox(this.connection.db)];
  }

  onModuleDestroy(): void {
    for (const stop of this.unwatch) stop();
    this.unwatch = [];
  }
}
