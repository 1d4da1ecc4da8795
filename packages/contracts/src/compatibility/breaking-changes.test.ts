import { breakingChanges } from './breaking-changes';
import type { JsonSchema, SchemaObject } from './schema-refusals';

const uuid = { type: 'string', format: 'uuid' } as const;
const int = { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 } as const;

/** An object message, the way zod writes one for readers: undeclared fields are let through. */
function message(
  properties: Record<string, JsonSchema>,
  required = Object.keys(properties),
): SchemaObject {
  return { type: 'object', properties, required };
}

/** The breaking changes as `readers path rule`, for short expectations. */
function breaks(before: JsonSchema, after: JsonSchema): string[] {
  return breakingChanges(before, after).map(({ readers, path, rule }) =>
    `${readers} ${path} ${rule}`.trim(),
  );
}

describe('breakingChanges: what a change of a message schema breaks', () => {
  const placed = message({ orderId: uuid, amount: { type: 'number', minimum: 0 } });

  describe('changes every reader takes', () => {
    it('finds nothing in an unchanged schema', () => {
      expect(breaks(placed, structuredClone(placed))).toEqual([]);
    });

    it('lets an optional field be added', () => {
      const after = message(
        { orderId: uuid, amount: { type: 'number', minimum: 0 }, note: { type: 'string' } },
        ['orderId', 'amount'],
      );
      expect(breaks(placed, after)).toEqual([]);
    });

    it('lets an optional field be removed', () => {
      const before = message({ orderId: uuid, note: { type: 'string' } }, ['orderId']);
      expect(breaks(before, message({ orderId: uuid }))).toEqual([]);
    });

    it('lets a field with a default be added, since every writer fills it in', () => {
      const after = message({ orderId: uuid, restock: { type: 'boolean', default: true } }, [
        'orderId',
      ]);
      expect(breaks(message({ orderId: uuid }), after)).toEqual([]);
    });

    it('lets a required field take a default, since writers still always send it', () => {
      const before = message({ restock: { type: 'boolean' } });
      const after = message({ restock: { type: 'boolean', default: true } }, []);
      expect(breaks(before, after)).toEqual([]);
    });

    it('ignores descriptions and titles', () => {
      const after = message({
        orderId: { ...uuid, description: 'The order' },
        amount: { type: 'number', minimum: 0, title: 'Amount' },
      });
      expect(breaks(placed, after)).toEqual([]);
    });

    it('reads a positive integer the same whether its bound is exclusive or not', () => {
      const before = message({ quantity: { type: 'integer', exclusiveMinimum: 0, maximum: 99 } });
      const after = message({ quantity: { type: 'integer', minimum: 1, maximum: 99 } });
      expect(breaks(before, after)).toEqual([]);
    });

    it('takes a union whose alternatives moved around', () => {
      const before = message({ size: { anyOf: [{ type: 'string' }, { type: 'null' }] } });
      const after = message({ size: { type: ['null', 'string'] } });
      expect(breaks(before, after)).toEqual([]);
    });
  });

  describe('fields', () => {
    it('breaks older readers when a required field is removed', () => {
      expect(breaks(placed, message({ orderId: uuid }))).toEqual([
        'older amount required-not-sent',
      ]);
    });

    it('breaks both ways when a field is renamed, naming both names', () => {
      const after = message({ orderId: uuid, total: { type: 'number', minimum: 0 } });
      const changes = breakingChanges(placed, after);
      expect(changes.map(({ text }) => text)).toEqual([
        'amount: older readers require it, newer writers do not send it',
        'total: newer readers require it, older writers do not send it',
      ]);
    });

    it('breaks newer readers when an optional field is made required', () => {
      const before = message({ orderId: uuid, note: { type: 'string' } }, ['orderId']);
      expect(breaks(before, message({ orderId: uuid, note: { type: 'string' } }))).toEqual([
        'newer note required-maybe-absent',
      ]);
    });

    it('breaks older readers when a required field is made optional', () => {
      const after = message({ orderId: uuid, amount: { type: 'number', minimum: 0 } }, ['orderId']);
      expect(breaks(placed, after)).toEqual(['older amount required-maybe-absent']);
    });

    it('breaks newer readers when a new field is required', () => {
      const after = message({ ...placed.properties, currency: { type: 'string' } });
      expect(breaks(placed, after)).toEqual(['newer currency required-not-sent']);
    });

    it('finds a field removed deep inside, with its path', () => {
      const line = (properties: Record<string, JsonSchema>): SchemaObject => ({
        type: 'array',
        minItems: 1,
        items: message(properties),
      });
      const before = message({ items: line({ productId: uuid, name: { type: 'string' } }) });
      const after = message({ items: line({ productId: uuid }) });
      expect(breaks(before, after)).toEqual(['older items[].name required-not-sent']);
    });

    it('breaks older readers that refuse unknown fields when a field is added', () => {
      const before = { ...message({ orderId: uuid }), additionalProperties: false };
      const after = {
        ...message({ orderId: uuid, note: { type: 'string' } }, ['orderId']),
        additionalProperties: false,
      };
      expect(breaks(before, after)).toEqual(['older note unknown-field-refused']);
    });
  });

  describe('types', () => {
    it('breaks newer readers when a string becomes an enum', () => {
      const before = message({ reason: { type: 'string' } });
      const after = message({ reason: { type: 'string', enum: ['logout-all', 'password-reset'] } });
      expect(breakingChanges(before, after).map(({ text }) => text)).toEqual([
        'reason: newer readers take only "logout-all" | "password-reset", older writers send any string',
      ]);
    });

    it('breaks newer readers when a number becomes an integer', () => {
      const before = message({ count: { type: 'number' } });
      expect(breaks(before, message({ count: int }))).toEqual(['newer count type']);
    });

    it('breaks newer readers when a union loses an alternative', () => {
      const before = message({ size: { type: ['string', 'null'] } });
      const after = message({ size: { type: 'string' } });
      expect(breakingChanges(before, after).map(({ text }) => text)).toEqual([
        'size: newer readers take string, older writers send null',
      ]);
    });

    it('breaks older readers when a type is widened: they refuse the wider values', () => {
      expect(breaks(message({ count: int }), message({ count: { type: 'number' } }))).toEqual([
        'older count type',
      ]);
      const nullable = message({ size: { anyOf: [{ type: 'string' }, { type: 'null' }] } });
      expect(breaks(message({ size: { type: 'string' } }), nullable)).toEqual(['older size type']);
    });

    it('breaks both ways when a type is swapped for another', () => {
      const before = message({ version: { type: 'string' } });
      expect(breaks(before, message({ version: int }))).toEqual([
        'older version type',
        'newer version type',
      ]);
    });

    it('breaks newer readers when an array item type is narrowed', () => {
      const before = message({ ids: { type: 'array', items: { type: 'string' } } });
      const after = message({ ids: { type: 'array', items: uuid } });
      expect(breaks(before, after)).toEqual(['newer ids[] format']);
    });

    it('checks record values, and keys', () => {
      const record = (values: JsonSchema, keys: JsonSchema = { type: 'string' }): SchemaObject => ({
        type: 'object',
        propertyNames: keys,
        additionalProperties: values,
      });
      const before = message({ counts: record({ type: 'number' }) });
      expect(breaks(before, message({ counts: record(int) }))).toEqual(['newer counts.* type']);
      const byProduct = message({ counts: record({ type: 'number' }, uuid) });
      expect(breaks(before, byProduct)).toEqual(['newer counts (its keys) format']);
    });
  });

  describe('values', () => {
    const status = (values: string[]) => message({ status: { type: 'string', enum: values } });

    it('breaks newer readers when an enum value is removed', () => {
      expect(breaks(status(['Cancelled', 'Refunded']), status(['Cancelled']))).toEqual([
        'newer status values',
      ]);
    });

    it('breaks older readers when an enum value is added: they do not know it', () => {
      const changes = breakingChanges(status(['Cancelled']), status(['Cancelled', 'Refunded']));
      expect(changes.map(({ text }) => text)).toEqual([
        'status: older readers take only "Cancelled", newer writers send "Refunded" too',
      ]);
    });

    it('compares literals as one-value enums', () => {
      const literal = (value: boolean) => message({ reserved: { type: 'boolean', const: value } });
      expect(breaks(literal(true), literal(false))).toEqual([
        'older reserved values',
        'newer reserved values',
      ]);
    });

    it('takes an enum turned into a string only where the string takes every value', () => {
      const before = status(['Cancelled', 'Refunded']);
      const after = message({ status: { type: 'string', minLength: 1 } });
      // Older readers refuse the other strings; every older value is a string of at least 1.
      expect(breaks(before, after)).toEqual(['older status values']);
    });
  });

  describe('limits', () => {
    it('breaks newer readers when a bound is tightened, older ones when it is loosened', () => {
      const lines = (max: number) => message({ lines: { type: 'array', maxItems: max } });
      expect(breaks(lines(100), lines(50))).toEqual(['newer lines bound']);
      expect(breaks(lines(50), lines(100))).toEqual(['older lines bound']);
    });

    it('breaks newer readers when a minimum is added to a number', () => {
      const before = message({ amount: { type: 'number' } });
      expect(breakingChanges(before, placed).map(({ text }) => text)).toContain(
        'amount: newer readers take minimum 0, older writers send no minimum',
      );
    });

    it('breaks older readers when a required length is dropped', () => {
      const before = message({ name: { type: 'string', minLength: 1 } });
      expect(breaks(before, message({ name: { type: 'string' } }))).toEqual(['older name bound']);
    });

    it('breaks both ways when a pattern changes', () => {
      const code = (pattern: string) => message({ code: { type: 'string', pattern } });
      expect(breaks(code('^[A-Z]{3}$'), code('^[A-Z]{2}$'))).toEqual([
        'older code pattern',
        'newer code pattern',
      ]);
    });

    it('compares a format, not the pattern zod writes for it, which a zod release may reword', () => {
      const id = (pattern: string) => message({ id: { type: 'string', format: 'uuid', pattern } });
      expect(breaks(id('^[0-9a-f-]{36}$'), id('^[0-9a-fA-F-]{36}$'))).toEqual([]);
      expect(breaks(message({ id: { type: 'string', format: 'uuid' } }), id('^x$'))).toEqual([]);
    });

    it('reports a keyword it does not compare when it differs', () => {
      const before = message({ ids: { type: 'array', items: { type: 'string' } } });
      const after = message({
        ids: { type: 'array', items: { type: 'string' }, uniqueItems: true },
      });
      expect(breaks(before, after)).toEqual(['newer ids unknown-keyword']);
    });
  });

  describe('unions of objects', () => {
    const answer = (reservedFields: Record<string, JsonSchema>): SchemaObject => ({
      oneOf: [
        message({ reserved: { type: 'boolean', const: true }, ...reservedFields }),
        message({ reserved: { type: 'boolean', const: false }, message: { type: 'string' } }),
      ],
    });

    it('matches each alternative to its counterpart', () => {
      const before = answer({ expiresAt: { type: 'string', format: 'date-time' } });
      expect(breaks(before, structuredClone(before))).toEqual([]);
    });

    it('names the field an alternative lost', () => {
      const before = answer({ expiresAt: { type: 'string', format: 'date-time' } });
      expect(breaks(before, answer({}))).toEqual(['older expiresAt required-not-sent']);
    });
  });
});
