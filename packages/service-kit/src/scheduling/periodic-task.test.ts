import { PeriodicTask } from './periodic-task';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noFailure = (error: unknown) => expect(error).toBeUndefined();

describe('a periodic task', () => {
  it('runs at start when asked and then on schedule, never two runs at once', async () => {
    let runs = 0;
    let overlapping = 0;
    let inRun = false;
    const task = new PeriodicTask(async () => {
      if (inRun) overlapping += 1;
      inRun = true;
      runs += 1;
      await sleep(45);
      inRun = false;
    }, noFailure);
    task.start(10, { now: true });
    await sleep(5);
    expect(runs).toBe(1);
    await sleep(150);
    await task.stop();
    expect(overlapping).toBe(0);
    expect(runs).toBeGreaterThanOrEqual(3);
    const stopped = runs;
    await sleep(50);
    expect(runs).toBe(stopped);
  });

  it('answers from start once the run at start has ended, failed or not', async () => {
    let ended = false;
    const task = new PeriodicTask(
      async () => {
        await sleep(40);
        ended = true;
        throw new Error('feed away');
      },
      () => undefined,
    );
    await task.start(10_000, { now: true });
    expect(ended).toBe(true);
    await task.stop();
  });

  it('hands a failed run to its handler and goes on with the next', async () => {
    const failures: unknown[] = [];
    let runs = 0;
    const task = new PeriodicTask(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      (error) => failures.push(error),
    );
    task.start(10);
    await sleep(60);
    await task.stop();
    expect(failures).toEqual([new Error('database away')]);
    expect(runs).toBeGreaterThan(1);
  });

  it('waits for the run under way when stopped', async () => {
    let finished = false;
    const task = new PeriodicTask(async () => {
      await sleep(40);
      finished = true;
    }, noFailure);
    task.start(1000, { now: true });
    await task.stop();
    expect(finished).toBe(true);
  });
});
