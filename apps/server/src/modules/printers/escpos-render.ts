import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import iconv from 'iconv-lite';

/** One line of a printed document, before it becomes ESC/POS bytes or the outbox preview. */
export interface DocLine {
  text: string;
  bold?: boolean;
  /** Double width and height (kitchen dockets' dishes and table). */
  big?: boolean;
  align?: 'left' | 'center' | 'right';
  /** A horizontal rule instead of text. */
  rule?: boolean;
  /** White on black (a declared allergy; decision 0562). */
  invert?: boolean;
}

/** A picture as RGBA pixels (printed as a GS v 0 raster image, dark pixels black). */
export interface PrintImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

export interface PrintDocument {
  title: string;
  lines: DocLine[];
  /** Printed centred above the lines (the invoice's picture, decision 0347). */
  image?: PrintImage;
}

/** Characters per line of an 80 mm paper roll in font A. */
export const PAPER_COLUMNS = 42;

/**
 * The multi-byte encoding of the printer's Epson language (decision 0290): 1 Japanese, 2 Chinese
 * Simplified (GB18030), 3 Chinese Traditional (Big5), 4 Korean. Other languages print no CJK text.
 */
export function cjkEncodingOf(epsonLanguage: number): string | null {
  switch (epsonLanguage) {
    case 1:
      return 'shift_jis';
    case 2:
      return 'gb18030';
    case 3:
      return 'big5';
    case 4:
      return 'euc-kr';
    default:
      return null;
  }
}

/** Does the text need a multi-byte (CJK) encoding? */
export function needsCjk(text: string): boolean {
  for (const ch of text) if (ch.codePointAt(0)! > 0x2e7f) return true;
  return false;
}

const FS_KANJI_ON = [0x1c, 0x26];
const FS_KANJI_OFF = [0x1c, 0x2e];

/**
 * The document as ESC/POS bytes (@point-of-sale/receipt-printer-encoder), `copies` times, each copy cut.
 * Lines in CJK go in the printer's Kanji mode, encoded with iconv-lite; a printer without a CJK
 * language gets those lines without their CJK characters.
 */
export function renderEscPos(doc: PrintDocument, epsonLanguage: number, copies = 1): Uint8Array {
  const cjk = cjkEncodingOf(epsonLanguage);
  const e = new ReceiptPrinterEncoder({ language: 'esc-pos', columns: PAPER_COLUMNS, newline: '\n' });
  for (let c = 0; c < Math.max(1, copies); c++) {
    e.initialize().codepage('auto');
    if (doc.image) {
      const { width, height, data } = doc.image;
      e.align('center')
        .image(
          { data, width, height },
          { width, height, algorithm: 'threshold', threshold: 128, mode: 'raster' },
        )
        .align('left');
    }
    for (const line of doc.lines) {
      if (line.rule) {
        e.rule();
        continue;
      }
      e.align(line.align ?? 'left');
      if (line.bold) e.bold(true);
      if (line.big) e.size(2, 2);
      if (line.invert) e.invert(true);
      if (needsCjk(line.text)) {
        if (cjk) {
          // Kanji mode bytes bypass the encoder's code pages: flush what it holds first.
          e.raw([...FS_KANJI_ON, ...iconv.encode(line.text, cjk), ...FS_KANJI_OFF, 0x0a]);
        } else {
          const latin = [...line.text]
            .filter((ch) => !needsCjk(ch))
            .join('')
            .trim();
          if (latin) e.line(latin);
        }
      } else {
        e.line(line.text);
      }
      if (line.invert) e.invert(false);
      if (line.big) e.size(1, 1);
      if (line.bold) e.bold(false);
    }
    e.align('left').newline(3).cut();
  }
  return e.encode();
}

function padLine(line: DocLine, columns: number): string {
  const width = line.big ? Math.floor(columns / 2) : columns;
  const text = line.text;
  if (line.align === 'center') return ' '.repeat(Math.max(0, Math.floor((width - text.length) / 2))) + text;
  if (line.align === 'right') return ' '.repeat(Math.max(0, width - text.length)) + text;
  return text;
}

/** The paper as plain text, for the outbox page and the job list (decision 0291). */
export function renderPreview(doc: PrintDocument): string {
  const picture: DocLine[] = doc.image
    ? [{ text: `[picture ${doc.image.width} x ${doc.image.height}]`, align: 'center' }]
    : [];
  return [...picture, ...doc.lines]
    .map((l) => (l.rule ? '-'.repeat(PAPER_COLUMNS) : padLine(l, PAPER_COLUMNS)))
    .join('\n');
}

/** A left and a right text on one line (a dish and its price). */
export function twoColumns(left: string, right: string, columns = PAPER_COLUMNS): string {
  const room = columns - right.length - 1;
  const l = left.length > room ? `${left.slice(0, Math.max(0, room - 1))}…` : left;
  return `${l}${' '.repeat(Math.max(1, columns - l.length - right.length))}${right}`;
}
