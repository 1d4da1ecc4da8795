import type { LoggerService } from '@nestjs/common';
import { settleWithin } from './settle-within';

/**
 * The whole shutdown, from the signal to the exit. Shorter than the launcher's SIGKILL (10 s,
 * scripts/platform/processes.cjs) and Docker's default stop timeout (10 s), so neither ever
 * catches a service mid-write.
 */
export const SHUTDOWN_DEADLINE_MS = 6_000;

export interface ShutdownStep {
  name: string;
  timeoutMs: number;
  run(): unknown;
}

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * On the first SIGTERM or SIGINT runs the steps in order, each within its timeout, then exits:
 * 0 when every step finished in time, 1 otherwise, and 1 at the deadline whatever is still
 * running. Later signals are ignored (Ctrl-C reaches the launcher and its children alike, and the
 * launcher then sends SIGTERM too).
 */
export function exitOnSignals(
  logger: LoggerService,
  steps: () => ShutdownStep[],
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    logger.log(`${signal}: shutting down (deadline ${deadlineMs} ms)`);
    const deadline = setTimeout(() => {
      logger.error(`Shutdown deadline of ${deadlineMs} ms passed; exiting`);
      process.exit(1);
    }, deadlineMs);
    void runShutdown(logger, steps()).then((clean) => {
      clearTimeout(deadline);
      process.exit(clean ? 0 : 1);
    });
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

/** Runs each step within its timeout, going on after one fails; true when all finished in time. */
async function runShutdown(logger: LoggerService, steps: ShutdownStep[]): Promise<boolean> {
  let clean = true;
  for (const step of steps) {
    const startedAt = Date.now();
    let failure: unknown;
    const work = Promise.resolve()
      .then(() => step.run())
      .catch((error: unknown) => {
        failure = error;
      });
    const finished = await settleWithin(work, step.timeoutMs);
    if (!finished) {
      logger.warn(`Shutdown: ${step.name} did not finish within ${step.timeoutMs} ms`);
      clean = false;
    } else if (failure !== undefined) {
      logger.warn(`Shutdown: ${step.name} failed: ${String(failure)}`);
      clean = false;
    } else {
      logger.log(`Shutdown: ${step.name} done in ${Date.now() - startedAt} ms`);
    }
  }
  return clean;
}
