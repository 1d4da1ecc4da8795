import { setTimeout as delay } from 'node:timers/promises';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PeriodicTask } from './periodic-task';

/**
 * A provider whose work repeats on a PeriodicTask from the application's start (and once at start
 * when `runsAtStart`) until the module is destroyed, which waits for a run under way. What a run
 * reports is logged; a failed run is warned of after `failure`, and the next one runs as planned.
 * With `startWaitsMs`, the application's start (and so its first answer) waits up to that long for
 * the run at start.
 */
export abstract class ScheduledWork implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger = new Logger(this.constructor.name);
  /** Milliseconds between runs; read at start. */
  protected abstract readonly everyMs: number;
  protected abstract readonly runsAtStart: boolean;
  /** Says what a failed run could not do, ahead of its error. */
  protected abstract readonly failure: string;
  protected readonly startWaitsMs: number = 0;
  private readonly task = new PeriodicTask(
    async () => {
      const report = await this.runOnce();
      if (report) this.logger.log(report);
    },
    (error) => this.logger.warn(`${this.failure}: ${String(error)}`),
  );

  /** One run; answers what is worth logging of it, if anything. */
  protected abstract runOnce(): Promise<string | undefined>;

  async onApplicationBootstrap(): Promise<void> {
    const first = this.task.start(this.everyMs, { now: this.runsAtStart });
    if (this.startWaitsMs > 0) {
      await Promise.race([first, delay(this.startWaitsMs, undefined, { ref: false })]);
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }
}
