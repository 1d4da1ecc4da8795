import type { z } from 'zod';
import { refusalsOfLimits, refusalsOfValue } from './schema-limits';

/** A JSON Schema as `z.toJSONSchema` writes it (draft 2020-12). */
export type JsonSchema = z.core.JSONSchema._JSONSchema;
export type SchemaObject = z.core.JSONSchema.JSONSchema;
export type Value = string | number | boolean | null;

/** What makes a reader refuse a message its writer may send. */
export type RefusalRule =
  /** The reader requires a field the writer does not have. */
  | 'required-not-sent'
  /** The reader requires a field the writer may leave out. */
  | 'required-maybe-absent'
  /** The reader takes another type (an integer where the writer sends any number, say). */
  | 'type'
  /** The reader takes fixed values (an enum, a literal) the writer's do not fit. */
  | 'values'
  /** A length, count or range that is stricter in the reader. */
  | 'bound'
  | 'pattern'
  | 'format'
  /** The reader refuses fields it does not declare, and the writer sends one. */
  | 'unknown-field-refused'
  /** A keyword this check does not compare, which differs between the two. */
  | 'unknown-keyword';

export interface Refusal {
  /** Where: `items[].size`, `counts.*` for a record's values, or '' for the message itself. */
  path: string;
  rule: RefusalRule;
  /** What the reader takes there, and what the writer sends, in JSON Schema's words. */
  takes: string;
  sends: string;
}

/** Keywords that describe a value without restricting it. */
const ANNOTATIONS = new Set([
  '$schema',
  '$id',
  '$comment',
  '$defs',
  'id',
  'title',
  'description',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
]);

/** Keywords compared below; any other one a reader has must be the same in the writer. */
const COMPARED = new Set([
  'type',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'pattern',
  'format',
]);

/**
 * The ways in which a reader holding schema `reader` may refuse a message its writer made with
 * schema `writer`; none when every message the writer may send is taken. Schemas are read as zod
 * uses them: a reader ignores fields it does not declare (unless `additionalProperties: false`),
 * a writer sends only the fields it declares (zod strips the rest before sending), and a field
 * with a `default` is always sent, filled in. Where it cannot tell, it reports a refusal.
 */
export function refusalsOf(reader: JsonSchema, writer: JsonSchema, path = ''): Refusal[] {
  if (reader === true || writer === false) return [];
  if (reader === false) return [{ path, rule: 'type', takes: 'nothing', sends: describe(writer) }];
  const writerOptions = alternativesOf(writer === true ? {} : writer);
  if (writerOptions.length > 1) {
    return writerOptions.flatMap((option) => refusalsOf(reader, option, path));
  }
  const [sent] = writerOptions;
  const readerOptions = alternativesOf(reader);
  if (readerOptions.length === 1) return refusalsOfOne(readerOptions[0], sent, path);
  // Taken when one of the reader's alternatives takes it; otherwise the closest one says why not.
  const tried = readerOptions.map((option) => refusalsOfOne(option, sent, path));
  return tried.some((refusals) => refusals.length === 0)
    ? []
    : tried.reduce((closest, refusals) => (refusals.length < closest.length ? refusals : closest));
}

/** A schema's alternatives (`anyOf`, `oneOf`, several types), each with the keywords beside them. */
function alternativesOf(schema: SchemaObject): SchemaObject[] {
  const { anyOf, oneOf, ...rest } = schema;
  const branches = anyOf ?? oneOf;
  if (branches) return branches.flatMap((branch) => alternativesOf({ ...rest, ...branch }));
  if (Array.isArray(schema.type) && schema.type.length > 1) {
    return schema.type.map((type) => ({ ...schema, type }));
  }
  return [schema];
}

function refusalsOfOne(reader: SchemaObject, writer: SchemaObject, path: string): Refusal[] {
  const typeRefusal = refusalOfType(reader, writer, path);
  if (typeRefusal) return [typeRefusal];
  const fixed = valuesOf(writer);
  return [
    ...refusalsOfValues(reader, writer, path),
    ...(fixed ? fixed.flatMap((value) => refusalsOfValue(reader, value, path)) : []),
    ...(fixed ? [] : refusalsOfLimits(reader, writer, path, integers(reader, writer))),
    ...refusalsOfObject(reader, writer, path),
    ...refusalsOfArray(reader, writer, path),
    ...refusalsOfOtherKeywords(reader, writer, path),
  ];
}

function refusalOfType(reader: SchemaObject, writer: SchemaObject, path: string) {
  const taken = typeOf(reader);
  if (taken === undefined) return undefined;
  const sent = typeOf(writer);
  if (sent === taken || (taken === 'number' && sent === 'integer')) return undefined;
  return { path, rule: 'type', takes: taken, sends: sent ?? 'any value' } satisfies Refusal;
}

/** Both integers: then `exclusiveMinimum 0` and `minimum 1` are the same bound. */
function integers(reader: SchemaObject, writer: SchemaObject): boolean {
  return typeOf(reader) === 'integer' && typeOf(writer) === 'integer';
}

function typeOf(schema: SchemaObject): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type !== undefined) return type;
  const values = valuesOf(schema);
  if (!values?.length) return undefined;
  const types = new Set(values.map(typeOfValue));
  return types.size === 1 ? [...types][0] : undefined;
}

function typeOfValue(value: Value): string {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function valuesOf(schema: SchemaObject): Value[] | undefined {
  if (schema.const !== undefined) return [schema.const];
  return schema.enum;
}

function refusalsOfValues(reader: SchemaObject, writer: SchemaObject, path: string): Refusal[] {
  const taken = valuesOf(reader);
  if (!taken) return [];
  const takes = `only ${taken.map(show).join(' | ')}`;
  const sent = valuesOf(writer);
  if (!sent) return [{ path, rule: 'values', takes, sends: `any ${typeOf(writer) ?? 'value'}` }];
  const missing = sent.filter((value) => !taken.includes(value));
  if (missing.length === 0) return [];
  return [{ path, rule: 'values', takes, sends: `${missing.map(show).join(' | ')} too` }];
}

function refusalsOfObject(reader: SchemaObject, writer: SchemaObject, path: string): Refusal[] {
  const taken = reader.properties ?? {};
  const sent = writer.properties ?? {};
  const alwaysSent = new Set([
    ...(writer.required ?? []),
    ...Object.keys(sent).filter((name) => hasDefault(sent[name])),
  ]);
  const refusals: Refusal[] = [];
  for (const [name, schema] of Object.entries(taken)) {
    const at = join(path, name);
    const required = reader.required?.includes(name) ?? false;
    const counterpart = sent[name] ?? extraFields(writer);
    if (counterpart === undefined) {
      if (required) {
        refusals.push({ path: at, rule: 'required-not-sent', takes: 'required', sends: 'nothing' });
      }
      continue;
    }
    if (required && !alwaysSent.has(name)) {
      refusals.push({
        path: at,
        rule: 'required-maybe-absent',
        takes: 'required',
        sends: 'optional',
      });
    }
    refusals.push(...refusalsOf(schema, counterpart, at));
  }
  const unknownFields = reader.additionalProperties;
  if (unknownFields !== undefined && unknownFields !== true) {
    for (const [name, schema] of Object.entries(sent)) {
      if (name in taken) continue;
      const at = join(path, name);
      if (unknownFields === false) {
        refusals.push({
          path: at,
          rule: 'unknown-field-refused',
          takes: 'no unknown fields',
          sends: 'it',
        });
      } else {
        refusals.push(...refusalsOf(unknownFields, schema, at));
      }
    }
    const sentExtra = extraFields(writer);
    if (sentExtra !== undefined)
      refusals.push(...refusalsOf(unknownFields, sentExtra, join(path, '*')));
  }
  return refusals;
}

/** What a writer sends beyond its declared fields: a record's values; nothing for a plain object. */
function extraFields(writer: SchemaObject): JsonSchema | undefined {
  const extra = writer.additionalProperties;
  return extra === undefined || extra === false ? undefined : extra;
}

function hasDefault(schema: JsonSchema | undefined): boolean {
  return typeof schema === 'object' && schema.default !== undefined;
}

function refusalsOfArray(reader: SchemaObject, writer: SchemaObject, path: string): Refusal[] {
  const refusals: Refusal[] = [];
  reader.prefixItems?.forEach((schema, index) => {
    const counterpart = writer.prefixItems?.[index] ?? itemsOf(writer);
    refusals.push(...refusalsOf(schema, counterpart, `${path}[${index}]`));
  });
  const items = itemsOf(reader);
  if (items !== true) {
    const from = reader.prefixItems?.length ?? 0;
    const sentPrefix = writer.prefixItems?.slice(from) ?? [];
    for (const schema of [...sentPrefix, itemsOf(writer)]) {
      refusals.push(...refusalsOf(items, schema, `${path}[]`));
    }
  }
  return refusals;
}

function itemsOf(schema: SchemaObject): JsonSchema {
  const { items } = schema;
  if (items === undefined) return true;
  if (!Array.isArray(items)) return items;
  // The tuple form of drafts before 2020-12: any of the listed item schemas.
  return { anyOf: items.map((item) => (item === true ? {} : item === false ? { not: {} } : item)) };
}

/** Record keys and keywords this check does not know: the same in both, or a refusal. */
function refusalsOfOtherKeywords(
  reader: SchemaObject,
  writer: SchemaObject,
  path: string,
): Refusal[] {
  const refusals: Refusal[] = [];
  if (reader.propertyNames !== undefined) {
    refusals.push(
      ...refusalsOf(reader.propertyNames, writer.propertyNames ?? true, `${path} (its keys)`),
    );
  }
  for (const keyword of Object.keys(reader)) {
    if (ANNOTATIONS.has(keyword) || COMPARED.has(keyword)) continue;
    if (sameJson(reader[keyword], writer[keyword])) continue;
    refusals.push({
      path,
      rule: 'unknown-keyword',
      takes: `${keyword} ${JSON.stringify(reader[keyword])}`,
      sends: writer[keyword] === undefined ? `no ${keyword}` : JSON.stringify(writer[keyword]),
    });
  }
  return refusals;
}

function describe(schema: JsonSchema): string {
  if (schema === true) return 'any value';
  if (schema === false) return 'nothing';
  return typeOf(schema) ?? 'any value';
}

function show(value: Value): string {
  return JSON.stringify(value);
}

function join(path: string, field: string): string {
  return path ? `${path}.${field}` : field;
}

/** Equal as JSON, whatever the order of object keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) => Object.hasOwn(b, key) && sameJson((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}
