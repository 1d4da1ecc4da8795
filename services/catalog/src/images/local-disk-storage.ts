import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isSafeKey, type FileStorage } from './file-storage';

/** The address ImagesController serves UPLOADS_DIR under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Files under one folder (UPLOADS_DIR), served by ImagesController at /uploads/<key>. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${path}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, data);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  url(key: string): string {
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  keyOf(url: string): string | undefined {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return undefined;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    return isSafeKey(key) ? key : undefined;
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Refused storage key: ${JSON.stringify(key)}`);
    return join(this.root, key);
  }
}
