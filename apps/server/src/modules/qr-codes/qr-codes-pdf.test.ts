import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { tablesPdf } from './qr-codes-pdf';

/** The Unicode text each embedded font maps its glyphs back to (its ToUnicode CMap), by font name. */
async function fontsOf(bytes: Uint8Array): Promise<Map<string, string>> {
  const doc = await PDFDocument.load(bytes);
  const fonts = new Map<string, string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const name = object.get(PDFName.of('BaseFont'))?.toString() ?? '';
    const toUnicode = object.lookup(PDFName.of('ToUnicode'));
    let text = '';
    if (toUnicode instanceof PDFRawStream) {
      const cmap = inflateSync(toUnicode.contents).toString('latin1');
      // Destination code points of bfchar/bfrange entries: <src> <dst> → dst as UTF-16BE hex.
      for (const [, hex] of cmap.matchAll(/<[0-9a-fA-F]+> <([0-9a-fA-F]{4,})>/g))
        text += String.fromCharCode(...hex!.match(/.{4}/g)!.map((h) => Number.parseInt(h, 16)));
    }
    // A Type0 font and its descendant share the name; the Type0 carries the ToUnicode map.
    fonts.set(name, (fonts.get(name) ?? '') + text);
  }
  return fonts;
}

const site = 'https://order.example.com/online/goldendragon/';

describe('the table codes PDF (decision 0520)', () => {
  it('prints Chinese restaurant and table names with an embedded font cut to their characters', async () => {
    const pdf = await tablesPdf({
      restaurantName: '金龍餐廳 Golden Dragon',
      logoPng: null,
      tables: [
        { name: '包間 1', url: `${site}1` },
        { name: 'Table 2', url: `${site}2` },
        { name: '露台 3', url: `${site}3` },
      ],
    });
    const fonts = await fontsOf(pdf);
    const cjk = [...fonts].find(([name]) => name.includes('NotoSansHans'));
    expect(cjk, [...fonts.keys()].join(', ')).toBeDefined();
    for (const c of '金龍餐廳包間露台') expect(cjk![1]).toContain(c);
    // Only the characters printed: a few kilobytes of font, not the 8 MB file.
    expect(cjk![1].length).toBeLessThan(30);
    expect(pdf.byteLength).toBeLessThan(80_000);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(3);
  });

  it('embeds no font file when every name is Latin-1', async () => {
    const pdf = await tablesPdf({
      restaurantName: 'Bondi Bites Café',
      logoPng: null,
      tables: [{ name: 'Table 1', url: `${site}1` }],
    });
    const fonts = await fontsOf(pdf);
    expect([...fonts.keys()].sort()).toEqual(['/Helvetica', '/Helvetica-Bold']);
    expect(pdf.byteLength).toBeLessThan(20_000);
  });
});
