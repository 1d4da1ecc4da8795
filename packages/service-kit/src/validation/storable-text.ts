import { ERROR_MESSAGES } from '../errors/error-messages';

type Key = string | number;

interface Visit {
  value: unknown;
  key?: Key;
  parent?: Visit;
}

function pathOf(visit: Visit): Key[] {
  const path: Key[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Why PostgreSQL would refuse a string, or undefined: a NUL character (text cannot hold one) or a
 * lone UTF-16 surrogate (JSON's `"\ud800"` parses to one; it has no UTF-8 form, and jsonb refuses
 * the escape).
 */
function unstorable(text: string): string | undefined {
  if (text.includes('\0')) return ERROR_MESSAGES.nulCharacter;
  if (!text.isWellFormed()) return ERROR_MESSAGES.illFormedText;
  return undefined;
}

/**
 * The first string (value or key) the database could not store, as `path: why` (for a key, the
 * path of its object; `Text` when the value itself is that string), or undefined. Walks plain
 * objects and arrays without recursion and without copying paths: a parsed JSON body may nest
 * far deeper than the call stack.
 */
export function describeUnstorableText(value: unknown): string | undefined {
  const pending: Visit[] = [{ value }];
  const seen = new WeakSet<object>();
  const described = (visit: Visit, problem: string) =>
    `${pathOf(visit).join('.') || 'Text'}: ${problem}`;
  while (pending.length) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const problem = unstorable(current);
      if (problem) return described(visit, problem);
      continue;
    }
    if (!isPlainContainer(current) || seen.has(current)) continue;
    seen.add(current);
    const entries: Array<[Key, unknown]> = Array.isArray(current)
      ? [...current.entries()]
      : Object.entries(current);
    for (const [key, child] of entries) {
      const problem = typeof key === 'string' ? unstorable(key) : undefined;
      if (problem) return described(visit, problem);
      pending.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
}
