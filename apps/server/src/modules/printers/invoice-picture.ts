import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { MAX_INPUT_PIXELS } from '../images/image-content';
import { findImageById } from '../images/images.repository';
import type { PrintImage } from './escpos-render';

/** Widest invoice picture in printer dots (48 mm at 203 dpi; the roll prints 72 mm). */
export const INVOICE_PICTURE_MAX_DOTS = 384;

/** The image id of a printImageUrl ("/api/images/{id}", absolute or not); null for any other URL. */
export function imageIdOf(url: string | null | undefined): string | null {
  const m = /(?:^|\/)api\/images\/([A-Za-z0-9_-]+)(?:[?#].*)?$/.exec(url?.trim() ?? '');
  return m?.[1] ?? null;
}

/**
 * The invoice's picture, ready for the printer (decision 0347): the restaurant's own stored image
 * (POST /restaurant/invoiceUpload) decoded with sharp — already the images module's decoder —, its
 * transparency on white, fitted into 384 × 384 dots, as RGBA. Null when there is none, it belongs to
 * another restaurant, or it cannot be decoded (the invoice then prints without it).
 */
export async function loadInvoicePicture(
  db: DbOrTx,
  restaurantId: string,
  url: string | null | undefined,
): Promise<PrintImage | null> {
  const id = imageIdOf(url);
  if (!id) return null;
  const row = await findImageById(db, id);
  if (!row || row.restaurantId !== restaurantId) return null;
  try {
    const { data, info } = await sharp(row.bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({
        width: INVOICE_PICTURE_MAX_DOTS,
        height: INVOICE_PICTURE_MAX_DOTS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) };
  } catch {
    return null;
  }
}
