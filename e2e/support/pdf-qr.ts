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
    const { width, height } = page.getSize();
    const w = Math.ceil(width * PX_PER_PT);
    const h = Math.ceil(height * PX_PER_PT);
    const pixels = new Uint8ClampedArray(w * h * 4).fill(255);
    const text = contentOf(page);
    for (const m of text.matchAll(RECT)) {
      const [x, y, rh, rw] = [m[1], m[2], m[3], m[4]].map(Number) as [number, number, number, number];
      // PDF y grows upwards; the bitmap's downwards.
      const left = Math.round(x * PX_PER_PT);
      const right = Math.round((x + rw) * PX_PER_PT);
      const top = Math.round((height - y - rh) * PX_PER_PT);
      const bottom = Math.round((height - y) * PX_PER_PT);
      for (let row = Math.max(0, top); row < Math.min(h, bottom); row++)
        for (let col = Math.max(0, left); col < Math.min(w, right); col++) {
          const i = (row * w + col) * 4;
          pixels[i] = pixels[i + 1] = pixels[i + 2] = 0;
        }
    }
    return jsQR(pixels, w, h)?.data ?? null;
  });
}
