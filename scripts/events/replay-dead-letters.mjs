#!/usr/bin/env node
// Sends the events of a subject's dead letters once more, after the cause was fixed:
//
//   npm run events:replay -- --subject order.placed [--consumer catalog-purchase-count] [--list]
//
// --subject   the plain subject the events were published on ('order.>' for all order events)
// --consumer  only the letters that durable consumer filed (<service>-<consumer>)
// --list      show the letters and change nothing
//
// NATS_URL (default nats://127.0.0.1:4222; a cluster's nodes comma-separated) and NATS_NAMESPACE name the platform, as they do for
// the services; without NATS_NAMESPACE, the one `npm start` derives from DATA_DIR (default .data)
// is used, and NATS_NAMESPACE= (empty) means plain names. Each replayed letter is removed, so running it twice replays
// nothing the second time; see "Dead letters and replay" in docs/events.md.
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { builtServiceKit, fail, platformNats } from '../platform/operator-script.mjs';

const { values } = parseArgs({
  options: {
    subject: { type: 'string' },
    consumer: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
if (!values.subject) {
  fail('Usage: npm run events:replay -- --subject <subject> [--consumer <name>] [--list]');
}
const kit = builtServiceKit();
const { listDeadLetters, natsServers, replayDeadLetters } = kit;
const { connect } = createRequire(import.meta.url)('nats');
const { natsUrl, namespace } = platformNats(kit);
const query = { subject: values.subject, consumer: values.consumer, namespace };
const where = `${values.subject}${values.consumer ? ` filed by ${values.consumer}` : ''}`;

let nc;
try {
  nc = await connect({ servers: natsServers(natsUrl), timeout: 5000 });
} catch (error) {
  fail(`Cannot reach NATS at ${natsUrl}: ${error.message}`);
}
try {
  const jsm = await nc.jetstreamManager();
  if (values.list) {
    const letters = await listDeadLetters(jsm, query);
    for (const { seq, letter } of letters) {
      const what = letter.event ? `${letter.event.type} ${letter.event.id}` : 'malformed message';
      console.log(`#${seq} ${letter.failedAt} ${letter.consumer}: ${what}: ${letter.error}`);
    }
    console.log(`${letters.length} dead letter(s) on ${where}`);
  } else {
    const { replayed, unreplayable } = await replayDeadLetters(nc.jetstream(), jsm, query);
    for (const { letter } of replayed) {
      console.log(`replayed ${letter.event.type} ${letter.event.id} for ${letter.consumer}`);
    }
    console.log(`${replayed.length} dead letter(s) on ${where} replayed`);
    if (unreplayable.length > 0) {
      console.log(`${unreplayable.length} kept: they hold no event to send (see --list)`);
    }
  }
} catch (error) {
  process.exitCode = 1;
  console.error(error.message);
} finally {
  await nc.close();
}
