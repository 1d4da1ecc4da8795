import { refusalsOf, type JsonSchema, type Refusal } from './schema-refusals';

/** Whose reading a change breaks: readers built on the schema before it, or on the one after. */
export type BrokenReaders = 'older' | 'newer';

export interface BreakingChange extends Refusal {
  readers: BrokenReaders;
  /** One line for a person: where, what those readers take, what the other side sends. */
  text: string;
}

/**
 * What breaks when a message's schema changes from `before` to `after`, looked at both ways,
 * since each side of a message is released on its own: older readers (services not released
 * yet) get messages written to `after`, and newer readers get messages written to `before`
 * (events still in a stream, a dead letter replayed, a service not released yet). Nothing when
 * the change is safe both ways: an optional field added or removed, a description.
 */
export function breakingChanges(before: JsonSchema, after: JsonSchema): BreakingChange[] {
  return [
    ...refusalsOf(before, after).map((refusal) => explain(refusal, 'older')),
    ...refusalsOf(after, before).map((refusal) => explain(refusal, 'newer')),
  ];
}

function explain(refusal: Refusal, readers: BrokenReaders): BreakingChange {
  const sides =
    readers === 'older'
      ? { readers: 'older readers', writers: 'newer writers' }
      : { readers: 'newer readers', writers: 'older writers' };
  return {
    ...refusal,
    readers,
    text: `${refusal.path || '(the message)'}: ${phrase(refusal, sides)}`,
  };
}

function phrase(
  { rule, takes, sends }: Refusal,
  { readers, writers }: { readers: string; writers: string },
): string {
  switch (rule) {
    case 'required-not-sent':
      return `${readers} require it, ${writers} do not send it`;
    case 'required-maybe-absent':
      return `${readers} require it, ${writers} may leave it out`;
    case 'unknown-field-refused':
      return `${readers} refuse it as a field they do not know, ${writers} send it`;
    default:
      return `${readers} take ${takes}, ${writers} send ${sends}`;
  }
}
