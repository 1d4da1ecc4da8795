/**
 * Background work a service repeats (sweeping expired holds, settling payments, pruning old rows):
 * every `everyMs`, and once at start when asked, never two runs at once (a run still going when the
 * next is due is not doubled), never keeping the process alive. A failed run goes to `failed`, and
 * the next one runs as planned. `stop()` ends the schedule and waits for a run under way.
 */
export class PeriodicTask {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Answers once the run at start (if asked for) has ended, however it ended. */
  start(everyMs: number, { now = false }: { now?: boolean } = {}): Promise<void> {
    if (now) this.run();
    this.timer = setInterval(() => this.run(), everyMs);
    this.timer.unref();
    return this.running ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private run(): void {
    if (this.running) return;
    this.running = this.work()
      .then(() => undefined, this.failed)
      .finally(() => {
        this.running = undefined;
      });
  }
}
