import { breakingChanges, type BreakingChange } from './breaking-changes';
import { ENVELOPE_MESSAGE, type MessageSchemas } from './message-schemas';
import { sameJson, type JsonSchema } from './schema-refusals';

export const SNAPSHOT_COMMAND = 'npm run contracts:snapshot -w @shop/contracts';

/** How a message's schema in the code stands against the one its snapshot keeps. */
export type Verdict =
  | { message: string; kind: 'unchanged' | 'new' | 'compatible' | 'removed' }
  | { message: string; kind: 'breaking'; changes: BreakingChange[] };

/** Every message of the code and of the snapshot, judged; in the order of their names. */
export function judgeMessages(code: MessageSchemas, snapshot: MessageSchemas): Verdict[] {
  const names = [...new Set([...code.keys(), ...snapshot.keys()])].sort();
  return names.map((name) => judgeMessage(name, code.get(name), snapshot.get(name)));
}

export function judgeMessage(
  message: string,
  inCode: JsonSchema | undefined,
  kept: JsonSchema | undefined,
): Verdict {
  if (kept === undefined) return { message, kind: 'new' };
  if (inCode === undefined) return { message, kind: 'removed' };
  if (sameJson(inCode, kept)) return { message, kind: 'unchanged' };
  const changes = breakingChanges(kept, inCode);
  return changes.length > 0
    ? { message, kind: 'breaking', changes }
    : { message, kind: 'compatible' };
}

/** What to do about a verdict, for the person who changed the contracts. */
export function describeVerdict(verdict: Verdict): string {
  const what = describeMessage(verdict.message);
  switch (verdict.kind) {
    case 'unchanged':
      return `${what} is as its snapshot keeps it.`;
    case 'new':
      return `${what} is new: write its snapshot with \`${SNAPSHOT_COMMAND}\`.`;
    case 'compatible':
      return `${what} changed in a way every reader and writer takes: update its snapshot with \`${SNAPSHOT_COMMAND}\`.`;
    case 'removed':
      return [
        `${what} is gone from the contracts, but services released earlier still read or write it.`,
        `Keep it until none does; then delete snapshots/${verdict.message}.json in the same change.`,
      ].join(' ');
    case 'breaking':
      return [
        `${what} changed in a way its readers cannot take:`,
        ...verdict.changes.map((change) => `  ${change.text}`),
        raiseVersion(verdict.message),
      ].join('\n');
  }
}

function describeMessage(message: string): string {
  if (message === ENVELOPE_MESSAGE) return 'The event envelope';
  const [kind, name] = message.split('/');
  if (kind === 'events') return `Event ${name}`;
  const part = name.slice(name.lastIndexOf('.') + 1);
  return `The ${part} of ${name.slice(0, name.lastIndexOf('.'))}`;
}

function raiseVersion(message: string): string {
  const howTo = 'see "Changing a message" in docs/events.md.';
  if (message === ENVELOPE_MESSAGE) {
    return `Every event carries the envelope: change it only in ways every reader takes; ${howTo}`;
  }
  const [kind, name] = message.split('/');
  const base = kind === 'events' ? name : name.slice(0, name.lastIndexOf('.'));
  const versioned = /^(.*)\.v(\d+)$/.exec(base);
  const next = versioned ? `${versioned[1]}.v${Number(versioned[2]) + 1}` : `${base}.v2`;
  return `Keep ${base} as it was and add the new shape beside it as ${next}; ${howTo}`;
}
