/**
 * Where product images are kept. Keys are relative names (`products/<uuid>.webp`); `url` is the
 * address the shop shows for a key. LocalDiskStorage keeps them under UPLOADS_DIR, served by
 * ImagesController; an object store (S3-compatible) can take its place behind this interface.
 */
export interface FileStorage {
  /** Stores `data` under `key`, whole or not at all. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes `key`; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  url(key: string): string;
  /** The key behind a URL this storage gave out; undefined for any other URL. */
  keyOf(url: string): string | undefined;
}

export const FILE_STORAGE = Symbol('FileStorage');

/** Keys are plain relative paths: no parent steps, no hidden or absolute names. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    !key.startsWith('/') &&
    key.split('/').every((part) => part !== '' && !part.startsWith('.')) &&
    !key.includes('\\') &&
    !key.includes('\0')
  );
}
