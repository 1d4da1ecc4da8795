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
 * The path of the first string holding a NUL character (for a key, the path of its object), or
 * undefined. Walks plain objects and arrays without recursion and without copying paths: a
 * parsed JSON body may nest far deeper than the call stack.
 */
export function findNulCharacter(value: unknown): Key[] | undefined {
  const pending: Visit[] = [{ value }];
  const seen = new WeakSet<object>();
  while (pending.length) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\0')) return pathOf(visit);
      continue;
    }
    if (!isPlainContainer(current) || seen.has(current)) continue;
    seen.add(current);
    const entries: Array<[Key, unknown]> = Array.isArray(current)
      ? [...current.entries()]
      : Object.entries(current);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && key.includes('\0')) return pathOf(visit);
      pending.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
}
