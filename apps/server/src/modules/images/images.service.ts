import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { acceptedVariantTypes } from './image-variants';
import { findServedImage, type ServedImage } from './images.repository';

/** An image by id as a client with this Accept header gets it (a WebP/AVIF variant or the original), or NOT_FOUND. */
export async function getImage(db: DbOrTx, id: string, accept?: string): Promise<ServedImage> {
  const image = await findServedImage(db, id, acceptedVariantTypes(accept));
  if (!image) throw new AppError('NOT_FOUND', 'Image not found');
  return image;
}

/** The strong ETag of a representation: its SHA-256, quoted. */
export const imageEtag = (image: Pick<ServedImage, 'sha256'>): string => `"${image.sha256}"`;

/** True when an If-None-Match header names this ETag (or is *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
