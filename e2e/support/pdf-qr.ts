import jsQR from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream, type PDFRef } from 'pdf-lib';

/** Points → pixels when a page is drawn for the decoder. */
const PX_PER_PT = 2;

/** The filled black rectangles of a content stream as pdf-lib draws them (q, 0 0 0 rg, translate, path). */
const RECT =
  /q\s+0 0 0 rg\s+0 w\s+\[\] 0 d\s+1 0 0 1 (-?[\d.]+) (-?[\d.]+) cm\s+(?:1 0 0 1 0 0 cm\s+)*0 0 m\s+0 (-?[\d.]+) l\s+(-?[\d.]+) -?[\d.]+ l/g;

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  if (!contents) return '';
  const lookup = (o: unknown) => page.node.context.lookup(o as PDFRef);
  const streams = contents instanceof PDFArray ? contents.asArray().map(lookup) : [lookup(contents)];
  return streams
    .map((s) => {
      if (!(s instanceof PDFRawStream)) return '';
      return Buffer.from(decodePDFRawStream(s).decode()).toString('latin1');
    })
    .join('\n');
}

/**
 * Decodes the QR code printed on each page of a PDF with an independent decoder (jsQR): the page's
 * vector squares are read from its content stream, painted on a white bitmap and scanned. Answers the
 * decoded text of each page (null where no code was found).
 */
export async function decodePdfQrCodes(bytes: Uint8Array): Promise<(string | null)[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const rects = [...contentOf(page).matchAll(RECT)].map(
      (m) => [m[1], m[2], m[4], m[3]].map(Number) as [number, number, number, number],
    );
    if (rects.length === 0) return null;
    // Only the code's square and a quiet zone around it are painted (x, y, width, height in points).
    const left = Math.min(...rects.map((r) => r[0]));
    const bottom = Math.min(...rects.map((r) => r[1]));
    const right = Math.max(...rects.map((r) => r[0] + r[2]));
    const top = Math.max(...rects.map((r) => r[1] + r[3]));
    const margin = (right - left) / 8;
    const w = Math.ceil((right - left + 2 * margin) * PX_PER_PT);
    const h = Math.ceil((top - bottom + 2 * margin) * PX_PER_PT);
    const pixels = new Uint8ClampedArray(w * h * 4).fill(255);
    for (const [x, y, rw, rh] of rects) {
      // PDF y grows upwards; the bitmap's downwards.
      const x0 = Math.round((x - left + margin) * PX_PER_PT);
      const x1 = Math.round((x + rw - left + margin) * PX_PER_PT);
      const y0 = Math.round((top + margin - (y + rh)) * PX_PER_PT);
      const y1 = Math.round((top + margin - y) * PX_PER_PT);
      for (let row = y0; row < y1; row++)
        for (let col = x0; col < x1; col++) {
          const i = (row * w + col) * 4;
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
        }
    }
    return jsQR(pixels, w, h)?.data ?? null;
  });
}
