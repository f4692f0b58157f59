import { QR_ERROR_CORRECTION, qrCaption, qrTemplate } from '@rpos/domain';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { embedCjkFont, isLatin1 } from './cjk-font';

/** Template pixels → PDF points: a dine-in page is 946x1312 px, printed at 567.6x787.2 pt (20x27.8 cm). */
const SCALE = 0.6;
/** Quiet zone around the code, in modules (the QR standard's four). */
const QUIET_MODULES = 4;
const INK = rgb(0.13, 0.13, 0.13);

export interface TablesPdfInput {
  restaurantName: string;
  /** PNG bytes of the logo, or null. */
  logoPng: Uint8Array | null;
  tables: { name: string; url: string }[];
}

/** Standard PDF fonts speak WinAnsi: characters outside it are left out of the Latin texts. */
const latin1 = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '').trim();

/** A font and the text it can print: names in Latin-1 in Helvetica Bold, others in the CJK font. */
interface NameFont {
  font: PDFFont;
  printable(text: string): string;
}

/**
 * One printable PDF with a page per table on the dine-in template (decision 113): logo, restaurant
 * name, table name, the code (vector, error-correction level H) and the URL under it.
 */
export async function tablesPdf(input: TablesPdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.restaurantName} table QR codes`);
  doc.setCreator('rpos');
  const [regular, bold] = [
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  ];
  const latin: NameFont = { font: bold, printable: latin1 };
  // Chinese (or any non-Latin-1) names: one embedded font cut to the characters printed (decision 0520).
  const names = [input.restaurantName, ...input.tables.map((table) => table.name)];
  const others = names.filter((name) => !isLatin1(name));
  const cjk = others.length ? await embedCjkFont(doc, others) : null;
  const nameFont = (text: string): NameFont => (cjk && !isLatin1(text) ? cjk : latin);
  const logo = input.logoPng ? await doc.embedPng(input.logoPng) : null;
  const t = qrTemplate('dinein');
  for (const table of input.tables) {
    const page = doc.addPage([t.width * SCALE, t.height * SCALE]);
    // Template y (from the top) → PDF y (from the bottom).
    const y = (top: number) => (t.height - top) * SCALE;
    const centred = (text: string, { font, printable }: NameFont, px: number, baseline: number) => {
      const size = px * SCALE;
      const shown = printable(text);
      const width = font.widthOfTextAtSize(shown, size);
      page.drawText(shown, { x: t.cx * SCALE - width / 2, y: y(baseline), size, font, color: INK });
    };
    if (logo) drawLogo(page, logo, t.cx * SCALE, y(t.logo.top), t.logo.size * SCALE);
    centred(input.restaurantName, nameFont(input.restaurantName), t.name.size, t.name.y);
    centred(table.name, nameFont(table.name), t.title.size, t.title.y);
    drawCode(page, table.url, t.code.x * SCALE, y(t.code.y), t.code.size * SCALE);
    const plain: NameFont = { font: regular, printable: latin1 };
    centred(qrCaption('dinein'), plain, t.caption.size, t.caption.y);
    centred(table.url, plain, t.url.size, t.url.y);
  }
  return doc.save();
}

/** The logo fitted in a square whose top centre is (cx, top). */
function drawLogo(page: PDFPage, logo: PDFImage, cx: number, top: number, box: number) {
  const fit = logo.scaleToFit(box, box);
  page.drawImage(logo, { x: cx - fit.width / 2, y: top - fit.height, width: fit.width, height: fit.height });
}

/** The code as vector squares (crisp at any print size), quiet zone included, top left at (x, top). */
function drawCode(page: PDFPage, text: string, x: number, top: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  const cell = size / (modules.size + QUIET_MODULES * 2);
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per run of dark modules in a row.
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: x + (start + QUIET_MODULES) * cell,
        y: top - (row + QUIET_MODULES + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}
