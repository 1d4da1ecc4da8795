// The limits part of refusalsOf (schema-refusals.ts): lengths, counts, ranges, patterns, formats.
import type { Refusal, SchemaObject, Value } from './schema-refusals';

/** A fixed value the writer sends, against the reader's limits and pattern. */
export function refusalsOfValue(reader: SchemaObject, value: Value, path: string): Refusal[] {
  const refused = (takes: string): Refusal[] => [
    { path, rule: 'values', takes, sends: JSON.stringify(value) },
  ];
  if (typeof value === 'number') {
    if (reader.minimum !== undefined && value < reader.minimum)
      return refused(`minimum ${reader.minimum}`);
    if (typeof reader.exclusiveMinimum === 'number' && value <= reader.exclusiveMinimum)
      return refused(`exclusiveMinimum ${reader.exclusiveMinimum}`);
    if (reader.maximum !== undefined && value > reader.maximum)
      return refused(`maximum ${reader.maximum}`);
    if (typeof reader.exclusiveMaximum === 'number' && value >= reader.exclusiveMaximum)
      return refused(`exclusiveMaximum ${reader.exclusiveMaximum}`);
    if (reader.multipleOf !== undefined && !isMultiple(value, reader.multipleOf))
      return refused(`multipleOf ${reader.multipleOf}`);
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (reader.minLength !== undefined && length < reader.minLength)
      return refused(`minLength ${reader.minLength}`);
    if (reader.maxLength !== undefined && length > reader.maxLength)
      return refused(`maxLength ${reader.maxLength}`);
    if (reader.pattern !== undefined && !new RegExp(reader.pattern).test(value))
      return refused(`pattern ${reader.pattern}`);
    if (reader.format !== undefined) return refused(`format ${reader.format}`);
  }
  return [];
}

/** Lengths, counts and ranges: a reader's may be looser than its writer's, never stricter. */
export function refusalsOfLimits(
  reader: SchemaObject,
  writer: SchemaObject,
  path: string,
  integers: boolean,
): Refusal[] {
  const refusals = [
    ...stricterLimits(lowerBound(reader, integers), lowerBound(writer, integers), 'lower', path),
    ...stricterLimits(upperBound(reader, integers), upperBound(writer, integers), 'upper', path),
  ];
  for (const [min, max] of [
    ['minLength', 'maxLength'],
    ['minItems', 'maxItems'],
  ] as const) {
    refusals.push(
      ...stricterLimits(inclusive(reader[min], min), inclusive(writer[min], min), 'lower', path),
      ...stricterLimits(inclusive(reader[max], max), inclusive(writer[max], max), 'upper', path),
    );
  }
  if (reader.multipleOf !== undefined) {
    const sent = writer.multipleOf;
    if (sent === undefined || !isMultiple(sent, reader.multipleOf)) {
      refusals.push({
        path,
        rule: 'bound',
        takes: `multipleOf ${reader.multipleOf}`,
        sends: sent === undefined ? 'no multipleOf' : `multipleOf ${sent}`,
      });
    }
  }
  // The pattern zod writes beside a format (uuid, date-time, email) is its rendering of that
  // format, which a zod release may reword; the format is what is compared then.
  const formatPattern = reader.format !== undefined && reader.format === writer.format;
  if (reader.pattern !== undefined && !formatPattern && reader.pattern !== writer.pattern) {
    refusals.push({
      path,
      rule: 'pattern',
      takes: `pattern ${reader.pattern}`,
      sends: writer.pattern === undefined ? 'no pattern' : `pattern ${writer.pattern}`,
    });
  }
  if (reader.format !== undefined && reader.format !== writer.format) {
    refusals.push({
      path,
      rule: 'format',
      takes: `format ${reader.format}`,
      sends: writer.format === undefined ? 'no format' : `format ${writer.format}`,
    });
  }
  return refusals;
}

interface Bound {
  value: number;
  exclusive: boolean;
  keyword: string;
}

function inclusive(value: number | undefined, keyword: string): Bound | undefined {
  return value === undefined ? undefined : { value, exclusive: false, keyword };
}

/** The stricter of `minimum` and `exclusiveMinimum`; for integers, `exclusiveMinimum 0` is `minimum 1`. */
function lowerBound(schema: SchemaObject, integers: boolean): Bound | undefined {
  const { minimum, exclusiveMinimum } = schema;
  const exclusive = typeof exclusiveMinimum === 'number' ? exclusiveMinimum : undefined;
  if (exclusive !== undefined && integers) {
    const value = Math.max(Math.floor(exclusive) + 1, minimum ?? -Infinity);
    return { value, exclusive: false, keyword: 'minimum' };
  }
  if (exclusive !== undefined && (minimum === undefined || exclusive >= minimum)) {
    return { value: exclusive, exclusive: true, keyword: 'exclusiveMinimum' };
  }
  return inclusive(minimum, 'minimum');
}

function upperBound(schema: SchemaObject, integers: boolean): Bound | undefined {
  const { maximum, exclusiveMaximum } = schema;
  const exclusive = typeof exclusiveMaximum === 'number' ? exclusiveMaximum : undefined;
  if (exclusive !== undefined && integers) {
    const value = Math.min(Math.ceil(exclusive) - 1, maximum ?? Infinity);
    return { value, exclusive: false, keyword: 'maximum' };
  }
  if (exclusive !== undefined && (maximum === undefined || exclusive <= maximum)) {
    return { value: exclusive, exclusive: true, keyword: 'exclusiveMaximum' };
  }
  return inclusive(maximum, 'maximum');
}

function stricterLimits(
  taken: Bound | undefined,
  sent: Bound | undefined,
  side: 'lower' | 'upper',
  path: string,
): Refusal[] {
  if (!taken) return [];
  const direction = side === 'lower' ? 1 : -1;
  const looser =
    sent !== undefined &&
    (direction * (sent.value - taken.value) > 0 ||
      (sent.value === taken.value && (sent.exclusive || !taken.exclusive)));
  if (looser) return [];
  const takes = `${taken.keyword} ${taken.value}`;
  const sends = sent ? `${sent.keyword} ${sent.value}` : `no ${taken.keyword}`;
  return [{ path, rule: 'bound', takes, sends }];
}

function isMultiple(value: number, of: number): boolean {
  const ratio = value / of;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}
