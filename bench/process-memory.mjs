// Where a process's memory goes, read from /proc: its resident set split into file-backed pages
// (code of node, its libraries and mapped files), the WebAssembly memory of an embedded engine
// and the other anonymous pages (V8's heap, malloc, buffers), and the process tree under a pid.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

const KB = 1024;
// V8 reserves 8 GiB of address space (10 with guards) for each WebAssembly memory so that bounds
// checks are free; nothing else in a node process reserves a region this large.
const WASM_RESERVATION_BYTES = 4n * 1024n ** 3n;

const readOr = (file, fallback) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
};

/** pid -> parent pid, for every process this user can see. */
function parents() {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOr(`/proc/${entry}/stat`, '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 1) parentOf.set(Number(entry), Number(fields[1]));
  }
  return parentOf;
}

/** Every process started under `root` (children, grandchildren ...), not `root` itself. */
export function descendants(root) {
  const parentOf = parents();
  const found = [];
  let frontier = [root];
  while (frontier.length > 0) {
    const next = [...parentOf].filter(([, ppid]) => frontier.includes(ppid)).map(([pid]) => pid);
    found.push(...next);
    frontier = next;
  }
  return found;
}

export const commandLine = (pid) => readOr(`/proc/${pid}/cmdline`, '').split('\0').filter(Boolean);

export function workingDir(pid) {
  try {
    return readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return '';
  }
}

/** VmRSS of /proc/<pid>/status, in bytes. */
export function residentBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readOr(`/proc/${pid}/status`, ''));
  return match ? Number(match[1]) * KB : 0;
}

/** One mapping of /proc/<pid>/smaps: its address range, its path and its counters in bytes. */
function mappings(pid) {
  const list = [];
  let current;
  for (const line of readOr(`/proc/${pid}/smaps`, '').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      current = {
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3],
        inode: Number(head[4]),
        path: head[5],
        counters: {},
      };
      list.push(current);
      continue;
    }
    const counter = /^(\w+):\s+(\d+) kB$/.exec(line);
    if (counter && current) current.counters[counter[1]] = Number(counter[2]) * KB;
  }
  return list;
}

/**
 * A WebAssembly memory is one reservation of many GiB, anonymous: its accessible part (rw-p)
 * and right after it the rest, inaccessible (---p), into which it grows.
 */
function wasmMemories(maps) {
  const found = new Set();
  for (const [i, m] of maps.entries()) {
    const rest = maps[i + 1];
    if (m.inode !== 0 || m.path || !m.perms.startsWith('rw') || !rest) continue;
    const reserved = rest.end - m.start;
    if (rest.start === m.end && rest.perms.startsWith('---') && reserved >= WASM_RESERVATION_BYTES)
      found.add(m);
  }
  return found;
}

/**
 * The resident set of `pid` by kind, in bytes: rss and pss (shared pages divided among the
 * processes sharing them), file (mapped files: node's code, libraries), wasm (WebAssembly
 * memories) and anon (every other anonymous page: V8's heap, malloc, buffers).
 */
export function memoryOf(pid) {
  const maps = mappings(pid);
  const wasm = wasmMemories(maps);
  const sum = (list, key) => list.reduce((total, m) => total + (m.counters[key] ?? 0), 0);
  const fileBacked = maps.filter((m) => m.inode !== 0);
  const anonymous = maps.filter((m) => m.inode === 0 && !wasm.has(m));
  return {
    rss: residentBytes(pid),
    pss: sum(maps, 'Pss'),
    file: sum(fileBacked, 'Rss'),
    wasm: sum([...wasm], 'Rss'),
    anon: sum(anonymous, 'Rss'),
  };
}
