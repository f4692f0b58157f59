/// <reference path="./subset-font.d.ts" />
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';

/**
 * Printed names in Chinese (decision 0520): Noto Sans Hans Bold (SIL OFL) from the npm package
 * @embedpdf/fonts-sc, cut by HarfBuzz's hb-subset to the characters printed, then embedded whole by
 * pdf-lib — a PDF carries a few kilobytes of font, not the 8 MB file. (pdf-lib's own subsetting writes
 * a CFF font that viewers reject, so it is not used.) Server only: the web bundle never sees it.
 */
const FONT_FILE = 'NotoSansHans-Bold.otf';

let fontBytes: Promise<Buffer> | null = null;

/** The font file, read once per process. The package's exports name only its index: go from there. */
function loadFontBytes(): Promise<Buffer> {
  if (!fontBytes) {
    const index = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
    fontBytes = readFile(join(dirname(index), '..', 'fonts', FONT_FILE));
    fontBytes.catch(() => {
      fontBytes = null;
    });
  }
  return fontBytes;
}

/** Text the standard PDF fonts (WinAnsi) can print as it is: printable ASCII and Latin-1. */
export const isLatin1 = (text: string) => /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(text);

export interface CjkFont {
  font: PDFFont;
  /** The text without the characters the font has no glyph for (they would print as empty boxes). */
  printable(text: string): string;
}

/** Embeds the CJK font in `doc`, holding exactly the characters of `texts`. */
export async function embedCjkFont(doc: PDFDocument, texts: string[]): Promise<CjkFont> {
  const characters = [...new Set([...texts.join('')])].join('');
  const subset = await subsetFont(await loadFontBytes(), characters, { targetFormat: 'sfnt' });
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(subset, { subset: false });
  const known = new Set(font.getCharacterSet());
  return {
    font,
    printable: (text) =>
      [...text]
        .filter((c) => known.has(c.codePointAt(0)!))
        .join('')
        .trim(),
  };
}
