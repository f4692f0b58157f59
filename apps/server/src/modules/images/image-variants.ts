import sharp, { type Sharp } from 'sharp';
import type { IMAGE_VARIANT_TYPES } from '../../db/schema';
import { MAX_INPUT_PIXELS } from './image-content';

export type ImageVariantType = (typeof IMAGE_VARIANT_TYPES)[number];

export interface ImageVariant {
  contentType: ImageVariantType;
  bytes: Buffer;
  width: number;
  height: number;
}

/** A variant keeps at most this many pixels on its longest side (a phone never shows more). */
export const MAX_VARIANT_SIDE = 1600;
/** Pictures larger than this are not decoded (a 2 MB PNG can claim far more pixels). */

/**
 * How each format is encoded. An upload gets both formats at a careful effort (one image, once);
 * the demo seed, which every e2e run and many server tests go through, gets WebP at a low effort:
 * AVIF at a useful effort costs ~1 s per picture here (decision 90).
 */
const ENCODERS = {
  upload: {
    'image/avif': (s: Sharp) => s.avif({ quality: 50, effort: 2 }),
    'image/webp': (s: Sharp) => s.webp({ quality: 80, effort: 4 }),
  },
  seed: {
    'image/webp': (s: Sharp) => s.webp({ quality: 75, effort: 2 }),
  },
} as const satisfies Record<string, Partial<Record<ImageVariantType, (s: Sharp) => Sharp>>>;

/**
 * The picture in modern formats, each kept only when smaller than the original (a tiny PNG can be
 * smaller than its WebP). A picture sharp cannot read gets no variant: the original is still served.
 */
export async function makeImageVariants(
  bytes: Buffer,
  mode: keyof typeof ENCODERS = 'upload',
): Promise<ImageVariant[]> {
  const encoders = Object.entries(ENCODERS[mode]) as [ImageVariantType, (s: Sharp) => Sharp][];
  try {
    // eslint-disable-next-line no-restricted-syntax -- image encoding on sharp's threads, no query
    const made = await Promise.all(
      encoders.map(async ([contentType, encode]) => {
        const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize(MAX_VARIANT_SIDE, MAX_VARIANT_SIDE, { fit: 'inside', withoutEnlargement: true });
        const { data, info } = await encode(pipeline).toBuffer({ resolveWithObject: true });
        return { contentType, bytes: data, width: info.width, height: info.height };
      }),
    );
    return made.filter((v) => v.bytes.length < bytes.length);
  } catch {
    return [];
  }
}

/**
 * The variant types a client's Accept header lists without q=0, in the server's preference (AVIF,
 * then WebP); empty: the original. `*\/*` or `image/*` alone do not count: a client that says only
 * that may not decode either format.
 */
export function acceptedVariantTypes(accept: string | undefined): ImageVariantType[] {
  if (!accept) return [];
  const listed = new Set<string>();
  for (const part of accept.toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (type && !(q && Number(q.slice(2)) === 0)) listed.add(type);
  }
  return (['image/avif', 'image/webp'] as const).filter((t) => listed.has(t));
}
