import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_DIR_LOCK_FILE } from './data-dir-lock';
import { EmbeddedDatabase } from './embedded-database';

// Boots the embedded engine in two processes.
jest.setTimeout(60_000);

const HOLDER = join(__dirname, 'hold-embedded-database.fixture.ts');

/** Another process with the embedded database in `dataDir` open. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('open')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}:\n${output}`)));
  });
  return child;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('the embedded data folder lock', () => {
  let dataDir: string;
  let holder: ChildProcess | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kit-lock-'));
  });
  afterEach(async () => {
    holder?.kill('SIGKILL');
    if (holder) await exited(holder);
    holder = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process, naming the folder and DATABASE_URL, until the first is gone', async () => {
    holder = await holdInAnotherProcess(dataDir);

    const refused = EmbeddedDatabase.open(dataDir);
    await expect(refused).rejects.toThrow(
      `The embedded database in ${dataDir} is already open by process ${holder.pid}`,
    );
    await expect(refused).rejects.toThrow('setting DATABASE_URL');

    // A crash leaves the lock file behind; its owner is gone, so the next start takes over.
    holder.kill('SIGKILL');
    await exited(holder);
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(true);
    const database = await EmbeddedDatabase.open(dataDir);
    await database.close();
  });

  it('refuses a second open in the same process and lets go on close', async () => {
    const first = await EmbeddedDatabase.open(dataDir);
    await expect(EmbeddedDatabase.open(dataDir)).rejects.toThrow(
      `The embedded database in ${dataDir} is already open by process ${process.pid}`,
    );
    await first.close();
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);

    const again = await EmbeddedDatabase.open(dataDir);
    await again.close();
  });
});
