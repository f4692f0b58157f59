import { AppError } from '../../platform/errors';

/** Largest image the server stores (the staff screens upload a 400x400 JPEG of ~50-150 KB). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/**
 * Most pixels a picture may claim (sharp's limitInputPixels for every decode): a small file whose
 * header claims 100000 × 100000 pixels is a decompression bomb, refused before anything decodes it.
 */
export const MAX_INPUT_PIXELS = 40_000_000;
export const TOO_MANY_PIXELS = 'This picture is too large: at most 40 megapixels, please.';

/** The size read from a header, refused (400) past MAX_INPUT_PIXELS. */
function sized(contentType: ImageContent['contentType'], width: number, height: number): ImageContent | null {
  if (width <= 0 || height <= 0) return null;
  if (width * height > MAX_INPUT_PIXELS) throw new AppError('VALIDATION', TOO_MANY_PIXELS);
  return { contentType, width, height };
}

export interface ImageContent {
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What an upload really is, read from its bytes (never from its name or declared type): a PNG (signature and IHDR
 * header) or a JPEG (SOI marker and a start-of-frame segment), with its size in pixels; null otherwise.
 * A header claiming more than MAX_INPUT_PIXELS throws a 400 (decision 0391).
 */
export function detectImage(bytes: Buffer): ImageContent | null {
  if (
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR'
  ) {
    const width = bytes.readUInt32BE(16);
    const height = bytes.readUInt32BE(20);
    return sized('image/png', width, height);
  }
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan before any frame header
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return null;
      const height = bytes.readUInt16BE(at + 5);
      const width = bytes.readUInt16BE(at + 7);
      return sized('image/jpeg', width, height);
    }
    at += 2 + length;
  }
  return null;
}
