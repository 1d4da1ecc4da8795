import { DEAD_LETTER_PREFIX, STREAMS } from '@shop/contracts';
import {
  DiscardPolicy,
  nanos,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
  type StreamInfo,
} from 'nats';
import { natsStreamName, natsSubject } from './namespace';
import { replicasFor, UNKNOWN_REPLICAS, type StreamReplicas } from './stream-replicas';

export const DEAD_LETTER_STREAM = 'DEAD_LETTER';

const DAY_MS = 24 * 60 * 60 * 1000;
const MIB = 1024 * 1024;

/** Long enough to cover a relay retrying after a crash or a short outage. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;

/**
 * What a stream keeps. Events outlive any consumer outage we plan for (a week); dead letters
 * stay a month, time to ship a fix and replay them. JetStream reserves a stream's max_bytes on
 * the server when the stream is created, so these sizes are what one platform takes from a
 * shared server's storage (about 1 GiB in all): an event is about a kilobyte, so 256 MiB holds
 * some 250,000 events of one domain a week.
 *
 * A full stream refuses the next message (DiscardPolicy.New) rather than dropping its oldest,
 * which a consumer may not have read yet: the outbox keeps a refused event and retries it, loudly
 * (see outbox-relay.ts), and a consumer keeps a message whose dead letter is refused.
 *
 * The age limit stays. Without it a stream that keeps messages by limits (as ours do) would keep
 * every consumed event and, once full, refuse every publish. Keeping messages until each
 * consumer has read them (interest retention) would drop an event published before its consumer
 * first started, would leave a new consumer no history to catch up on, and cannot be switched to
 * on an existing stream. So an event unread for a week is still dropped; long before that the
 * consumer shows as behind (EVENT_LAG_ALERT, see consumer-lag.ts) on /health and in the log.
 */
export const STREAM_LIMITS = {
  events: { maxAgeMs: 7 * DAY_MS, maxBytes: 256 * MIB },
  deadLetters: { maxAgeMs: 30 * DAY_MS, maxBytes: 64 * MIB },
} as const;

type ManagedStreamConfig = Pick<
  StreamConfig,
  | 'name'
  | 'subjects'
  | 'storage'
  | 'duplicate_window'
  | 'max_age'
  | 'max_bytes'
  | 'discard'
  | 'num_replicas'
>;

/** The stream whose subject space holds `subject`, e.g. 'order.placed' -> 'ORDER'. */
export function streamForSubject(subject: string): string {
  const match = Object.entries(STREAMS).find(([, wildcard]) => subjectMatches(wildcard, subject));
  if (!match) throw new Error(`No event stream holds subject "${subject}"`);
  return match[0];
}

export function deadLetterSubject(subject: string): string {
  return `${DEAD_LETTER_PREFIX}.${subject}`;
}

/** Every stream of a platform as the server should hold it. */
function streamConfigs(namespace = ''): ManagedStreamConfig[] {
  const wanted = [
    ...Object.entries(STREAMS).map(([name, subject]) => ({
      name,
      subject,
      limits: STREAM_LIMITS.events,
    })),
    {
      name: DEAD_LETTER_STREAM,
      subject: `${DEAD_LETTER_PREFIX}.>`,
      limits: STREAM_LIMITS.deadLetters,
    },
  ];
  return wanted.map(({ name, subject, limits }) => ({
    name: natsStreamName(namespace, name),
    subjects: [natsSubject(namespace, subject)],
    storage: StorageType.File,
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    max_age: nanos(limits.maxAgeMs),
    max_bytes: limits.maxBytes,
    discard: DiscardPolicy.New,
    num_replicas: 1,
  }));
}

/**
 * Creates every stream, or brings an existing one to today's subjects, limits and replicas; safe
 * to call from every service on every start and after NATS lost its store.
 */
export async function ensureStreams(
  jsm: JetStreamManager,
  namespace = '',
  replicas: StreamReplicas = UNKNOWN_REPLICAS,
): Promise<void> {
  for (const config of streamConfigs(namespace)) await ensureStream(jsm, config, replicas);
}

async function ensureStream(
  jsm: JetStreamManager,
  config: ManagedStreamConfig,
  replicas: StreamReplicas,
) {
  const existing = await streamInfo(jsm, config.name);
  const wanted = { ...config, num_replicas: replicasFor(replicas, existing?.config.num_replicas) };
  const { name, storage: _storage, ...changeable } = wanted;
  if (existing) {
    if (!differs(existing, changeable)) return;
    await jsm.streams.update(name, changeable);
    return;
  }
  try {
    await jsm.streams.add(wanted);
  } catch (error) {
    // Another service may have created it between our look and our add.
    if (!/already in use/i.test(String(error))) throw error;
    await jsm.streams.update(name, changeable);
  }
}

async function streamInfo(jsm: JetStreamManager, name: string): Promise<StreamInfo | undefined> {
  try {
    return await jsm.streams.info(name);
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

function differs(info: StreamInfo, wanted: Omit<ManagedStreamConfig, 'name' | 'storage'>) {
  const current = info.config;
  return (
    current.subjects.join() !== wanted.subjects.join() ||
    current.duplicate_window !== wanted.duplicate_window ||
    current.max_age !== wanted.max_age ||
    current.max_bytes !== wanted.max_bytes ||
    current.discard !== wanted.discard ||
    current.num_replicas !== wanted.num_replicas
  );
}

/** JetStream's "stream not found" / "consumer not found" answers. */
export function isNotFound(error: unknown): boolean {
  const apiError = (error as { api_error?: { code?: number } } | undefined)?.api_error;
  return apiError?.code === 404 || /not found/i.test(String(error));
}

/** Whether a subject filter such as 'order.>' takes in `subject`. */
function subjectMatches(wildcard: string, subject: string): boolean {
  const pattern = wildcard.split('.');
  const tokens = subject.split('.');
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '>') return tokens.length > i;
    if (i >= tokens.length) return false;
    if (pattern[i] !== '*' && pattern[i] !== tokens[i]) return false;
  }
  return pattern.length === tokens.length;
}
