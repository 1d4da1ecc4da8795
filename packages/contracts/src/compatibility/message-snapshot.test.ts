import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { orderPlacedSchema, SUBJECTS } from '../events';
import { eventMessage, messageSchemas, readerSchema } from './message-schemas';
import type { JsonSchema } from './schema-refusals';
import { readSnapshot, SNAPSHOT_DIR, updateSnapshot } from './snapshot-files';
import { describeVerdict, judgeMessages, SNAPSHOT_COMMAND } from './snapshot-verdicts';

const code = messageSchemas();
const snapshot = readSnapshot(SNAPSHOT_DIR);
const PLACED = eventMessage(SUBJECTS.orderPlaced);

/** The snapshot check's verdict on one message, with `changes` made to the code's schemas. */
function verdictOn(message: string, changes: Record<string, JsonSchema>) {
  const changed = new Map([...code, ...Object.entries(changes)]);
  return judgeMessages(changed, snapshot).find((verdict) => verdict.message === message)!;
}

/** order.placed as a careless change would leave it: `items` renamed to `lines`. */
function withItemsRenamed() {
  return orderPlacedSchema.omit({ items: true }).extend({ lines: orderPlacedSchema.shape.items });
}

describe('the messages against their committed snapshot (packages/contracts/snapshots)', () => {
  it.each(judgeMessages(code, snapshot).map((verdict) => [verdict.message, verdict]))(
    '%s is as its snapshot keeps it',
    (_message, verdict) => {
      if (verdict.kind !== 'unchanged') throw new Error(describeVerdict(verdict));
    },
  );

  it('fails on an event field renamed, naming the event and the field', () => {
    const verdict = verdictOn(PLACED, { [PLACED]: readerSchema(withItemsRenamed()) });

    expect(verdict).toMatchObject({ message: 'events/order.placed', kind: 'breaking' });
    expect(describeVerdict(verdict)).toBe(
      [
        'Event order.placed changed in a way its readers cannot take:',
        '  items: older readers require it, newer writers do not send it',
        '  lines: newer readers require it, older writers do not send it',
        'Keep order.placed as it was and add the new shape beside it as order.placed.v2; see "Changing a message" in docs/events.md.',
      ].join('\n'),
    );
  });

  it('takes the renamed field as a new version kept beside the old one', () => {
    const versioned = { [`${PLACED}.v2`]: readerSchema(withItemsRenamed()) };

    expect(verdictOn(PLACED, versioned)).toEqual({ message: PLACED, kind: 'unchanged' });
    const added = verdictOn(`${PLACED}.v2`, versioned);
    expect(added).toEqual({ message: 'events/order.placed.v2', kind: 'new' });
    expect(describeVerdict(added)).toContain(SNAPSHOT_COMMAND);
  });

  it('asks for the snapshot to be updated after a change every reader takes', () => {
    const noted = readerSchema(orderPlacedSchema.extend({ giftNote: z.string().optional() }));
    const verdict = verdictOn(PLACED, { [PLACED]: noted });

    expect(verdict).toEqual({ message: 'events/order.placed', kind: 'compatible' });
    expect(describeVerdict(verdict)).toContain(SNAPSHOT_COMMAND);
  });

  it('has every message read the way zod reads it: fields a reader does not know let through', () => {
    const refusingUnknown = [...code].filter(([, schema]) => refusesUnknownFields(schema));
    expect(refusingUnknown.map(([message]) => message)).toEqual([]);
    expect(refusesUnknownFields(readerSchema(z.object({ at: z.strictObject({}) })))).toBe(true);
  });
});

describe('updateSnapshot', () => {
  let dir: string;
  const kept = () => readFile(path.join(dir, `${PLACED}.json`), 'utf8');

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'contracts-snapshot-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes every message, each to its own formatted file', async () => {
    const update = await updateSnapshot(dir, code);

    expect(update).toMatchObject({ updated: true });
    expect(readSnapshot(dir)).toEqual(code);
    expect(await kept()).toMatch(/^\{\n {2}"\$schema": .*\n\}\n$/s);
  });

  it('refuses a breaking change and writes nothing, not even the compatible ones', async () => {
    await updateSnapshot(dir, code);
    const before = await kept();
    const changed = new Map(code)
      .set(PLACED, readerSchema(withItemsRenamed()))
      .set(`${PLACED}.v2`, readerSchema(withItemsRenamed()));

    const update = await updateSnapshot(dir, changed);

    expect(update).toMatchObject({
      updated: false,
      refused: [{ message: PLACED, kind: 'breaking' }],
    });
    expect(await kept()).toBe(before);
    expect(readSnapshot(dir).has(`${PLACED}.v2`)).toBe(false);
  });

  it('refuses to drop a message that is gone from the code', async () => {
    await updateSnapshot(dir, code);
    const without = new Map(code);
    without.delete(PLACED);

    const update = await updateSnapshot(dir, without);

    expect(update).toEqual({ updated: false, refused: [{ message: PLACED, kind: 'removed' }] });
    expect(readSnapshot(dir).has(PLACED)).toBe(true);
  });
});

function refusesUnknownFields(schema: JsonSchema): boolean {
  if (typeof schema !== 'object') return false;
  if (schema.additionalProperties === false) return true;
  return Object.values(schema).some((value) =>
    Array.isArray(value)
      ? value.some((item) => refusesUnknownFields(item as JsonSchema))
      : typeof value === 'object' && value !== null && refusesUnknownFields(value as JsonSchema),
  );
}
