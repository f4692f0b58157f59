import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findImageById, type ImageRow } from './images.repository';

/** An image by id, or NOT_FOUND. */
export async function getImage(db: DbOrTx, id: string): Promise<ImageRow> {
  const image = await findImageById(db, id);
  if (!image) throw new AppError('NOT_FOUND', 'Image not found');
  return image;
}

/** The strong ETag of an image: its SHA-256, quoted. */
export const imageEtag = (image: Pick<ImageRow, 'sha256'>): string => `"${image.sha256}"`;

/** True when an If-None-Match header names this ETag (or is *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
