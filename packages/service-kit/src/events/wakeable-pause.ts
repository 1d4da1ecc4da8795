/** A retry loop's wait that stopping cuts short, so a stop never waits out a backoff. */
export class WakeablePause {
  private wake?: () => void;

  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  /** Ends the wait in progress, if any. */
  wakeUp(): void {
    this.wake?.();
  }
}
