/**
 * sessionStorage and localStorage reads and writes that never throw: tracking runs in private
 * modes, full storage and sandboxed frames, where storage itself can throw.
 */
type Area = 'session' | 'local';

function area(name: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return name === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readValue(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeValue(name: Area, key: string, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Without storage the value lives as long as the page: tracking goes on regardless.
  }
}
