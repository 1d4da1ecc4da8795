// The soak's chaos: every 30 s one service replica, chosen at random, is killed with SIGKILL
// (no shutdown, as a node failure would) and started again 5 s later; once, a NATS node is
// stopped for 20 s. Each kill's window is kept, to compare the shoppers' times during kills
// with the steady ones.
const KILL_EVERY_MS = 30_000;
const DOWN_FOR_MS = 5_000;
const NATS_DOWN_FOR_MS = 20_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sleeps up to `ms`, waking early when the run is over. */
async function wait(ms, until) {
  const end = Date.now() + ms;
  while (Date.now() < end && !until()) await pause(Math.min(250, end - Date.now()));
}

export async function runChaos({ platform, until, log }) {
  const replicas = Object.values(platform.replicas).flat();
  const kills = [];
  const windows = [];
  let natsOutage = 'no';
  const outage = (async () => {
    // A third of the way in, between two kills.
    await wait(KILL_EVERY_MS * 1.5, until);
    if (until() || platform.natsNodes.length < 3) return;
    const node = 1 + Math.floor(Math.random() * platform.natsNodes.length);
    log(`stopping NATS node n${node} for ${NATS_DOWN_FOR_MS / 1000} s`);
    await platform.stopNatsNode(node);
    await pause(NATS_DOWN_FOR_MS);
    await platform.startNatsNode(node);
    natsOutage = `n${node} for ${NATS_DOWN_FOR_MS / 1000} s`;
  })();
  for (;;) {
    await wait(KILL_EVERY_MS, until);
    if (until()) break;
    const name = replicas[Math.floor(Math.random() * replicas.length)];
    const from = Date.now();
    log(`killing ${name}`);
    await platform.stopApp(name, { signal: 'SIGKILL' });
    await pause(DOWN_FOR_MS);
    await platform.startApp(name);
    kills.push(name);
    windows.push({ from, to: Date.now() + 2_000 });
  }
  await outage;
  return { kills, windows, natsOutage };
}
