// The soak's chaos: every 30 s one service replica, chosen at random, is killed with SIGKILL
// (no shutdown, as a node failure would) and started again 5 s later; once, a NATS node is
// stopped for 20 s. Each kill's window is kept, to compare the shoppers' times during kills
// with the steady ones. With `databases` (--db-outage), every database also refuses connections,
// its open ones terminated, for 20 s in the middle of the run, as a managed PostgreSQL's failover.
import { createRequire } from 'node:module';

const { databaseOutage } = createRequire(import.meta.url)('@shop/service-kit/testing');

const KILL_EVERY_MS = 30_000;
const DOWN_FOR_MS = 5_000;
const NATS_DOWN_FOR_MS = 20_000;
const DATABASES_DOWN_FOR_MS = 20_000;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sleeps up to `ms`, waking early when the run is over. */
async function wait(ms, until) {
  const end = Date.now() + ms;
  while (Date.now() < end && !until()) await pause(Math.min(250, end - Date.now()));
}

/**
 * In the middle of the run, every database in `urls` (name -> URL) is away for 20 s; `outage`
 * gets `from` when it begins and `to` when it ends.
 */
async function takeDatabasesAway({ urls, at, until, log, outage }) {
  await wait(at - Date.now(), until);
  if (until()) return;
  const outages = Object.values(urls).map((url) => databaseOutage(url));
  log(`databases refuse connections for ${DATABASES_DOWN_FOR_MS / 1000} s`);
  outage.from = Date.now();
  try {
    await Promise.all(outages.map((o) => o.begin()));
    await pause(DATABASES_DOWN_FOR_MS);
  } finally {
    await Promise.all(outages.map((o) => o.end()));
    outage.to = Date.now();
    log('databases accept connections again');
  }
}

export async function runChaos({ platform, until, log, databases }) {
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
  // A replica cannot start without its database: no kill is made that would start it again
  // during the outage (with a margin for its start).
  const outageAt = databases
    ? Date.now() + (databases.endsAt - Date.now()) / 2 - DATABASES_DOWN_FOR_MS / 2
    : Infinity;
  const overlapsOutage = (from) =>
    from < outageAt + DATABASES_DOWN_FOR_MS + 5_000 && from + DOWN_FOR_MS + 15_000 > outageAt;
  const databasesAway = databases
    ? takeDatabasesAway({ ...databases, at: outageAt, until, log })
    : Promise.resolve();
  for (;;) {
    await wait(KILL_EVERY_MS, until);
    if (until()) break;
    if (overlapsOutage(Date.now())) continue;
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
  await databasesAway;
  return { kills, windows, natsOutage };
}
