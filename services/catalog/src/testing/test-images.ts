import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A small real picture in the given format, as a phone or an editor would save it. */
export function testImage(
  format: 'jpeg' | 'png' | 'webp',
  { width = 640, height = 480 } = {},
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 72, b: 40 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A PNG of noise, which does not compress: about width × height × 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/**
 * A decompression bomb: a tiny PNG whose header declares width × height pixels (its IHDR
 * rewritten, checksum included), far more than its data holds.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testImage('png', { width: 8, height: 8 }));
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4) ...
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const ihdrLength = png.readUInt32BE(8);
  png.writeUInt32BE(crc32(png.subarray(12, 16 + ihdrLength)), 16 + ihdrLength);
  return png;
}

/** Every file under a folder, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}
