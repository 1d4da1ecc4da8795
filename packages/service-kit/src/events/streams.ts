import { DEAD_LETTER_PREFIX, STREAMS } from '@shop/contracts';
import { nanos, StorageType, type JetStreamManager, type StreamConfig } from 'nats';

export const DEAD_LETTER_STREAM = 'DEAD_LETTER';

/** Long enough to cover a relay retrying after a crash or a short outage. */
const DUPLICATE_WINDOW_MS = 2 * 60_000;

/** The stream whose subject space holds `subject`, e.g. 'order.placed' -> 'ORDER'. */
export function streamForSubject(subject: string): string {
  const match = Object.entries(STREAMS).find(([, wildcard]) => subjectMatches(wildcard, subject));
  if (!match) throw new Error(`No event stream holds subject "${subject}"`);
  return match[0];
}

export function deadLetterSubject(subject: string): string {
  return `${DEAD_LETTER_PREFIX}.${subject}`;
}

/** Creates or updates every stream; safe to call from every service on every start. */
export async function ensureStreams(jsm: JetStreamManager): Promise<void> {
  const wanted: Array<[string, string]> = [
    ...Object.entries(STREAMS),
    [DEAD_LETTER_STREAM, `${DEAD_LETTER_PREFIX}.>`],
  ];
  for (const [name, subject] of wanted) {
    await ensureStream(jsm, {
      name,
      subjects: [subject],
      storage: StorageType.File,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    });
  }
}

async function ensureStream(
  jsm: JetStreamManager,
  config: Partial<StreamConfig> & { name: string },
) {
  const { name, subjects, duplicate_window } = config;
  const exists = await jsm.streams.info(name).then(
    () => true,
    () => false,
  );
  if (exists) {
    await jsm.streams.update(name, { subjects, duplicate_window });
    return;
  }
  try {
    await jsm.streams.add(config);
  } catch (error) {
    // Another service may have created it between our look and our add.
    if (!/already in use/i.test(String(error))) throw error;
    await jsm.streams.update(name, { subjects, duplicate_window });
  }
}

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
