import iconv from 'iconv-lite';
import { cjkEncodingOf, needsCjk } from './escpos-render';
import { allergyFlag } from './print-documents';

/**
 * Label printers (decision 0345): a label per dish unit, rendered in the printer's own command
 * language — TSPL for GPRINTER_LABEL (and other TSC-compatible printers), ZPL II for ZEBRA. Both are
 * short text languages; no maintained npm package renders them without native dependencies, so this
 * small renderer does.
 */

/** One label: a few short lines, the dish name large. */
export interface Label {
  /** "Table 5" or the order type ("TakeAway"). */
  heading: string;
  orderNumber: string;
  /** "1/3" when the line has several units. */
  counter: string;
  name: string;
  /** The dish's alternative name (often CJK); printed when the printer's language can. */
  altName: string | null;
  options: string[];
  /** The guest's declared allergies this dish holds, as labels (decision 0599); flagged on the label. */
  allergy?: string[];
  /** Local "DD/MM HH:mm" of the order. */
  time: string;
}

export type LabelLanguage = 'tspl' | 'zpl';

/** The label language of a printer brand; null for receipt printers (ESC/POS). */
export function labelLanguageOf(brand: string | null | undefined): LabelLanguage | null {
  const b = (brand ?? '').toUpperCase();
  if (b === 'ZEBRA') return 'zpl';
  if (b === 'GPRINTER_LABEL') return 'tspl';
  return null;
}

/** Label stock: 40 × 30 mm at 203 dpi (8 dots per mm), 2 mm gap. */
export const LABEL_WIDTH_MM = 40;
export const LABEL_HEIGHT_MM = 30;
const DOTS_PER_MM = 8;
/** Characters of the small font per label line (12-dot font on 320 dots, with margins). */
export const LABEL_COLUMNS = 24;
const MAX_OPTION_LINES = 3;

function clip(text: string, columns = LABEL_COLUMNS): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > columns ? `${t.slice(0, columns - 1)}.` : t;
}

/** Characters of the large font (the dish name) per label line. */
const NAME_COLUMNS = 18;

/** Words on lines of at most `columns`, at most `max` lines (the last clipped). */
function wrap(text: string, columns: number, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (current && `${current} ${word}`.length > columns) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, max);
  if (lines.length > max) kept[max - 1] = clip(lines.slice(max - 1).join(' '), columns);
  return kept.map((l) => clip(l, columns));
}

function latinOnly(text: string): string {
  return [...text]
    .filter((ch) => !needsCjk(ch))
    .join('')
    .trim();
}

/** The label's lines in print order, with the font size each takes (big = the dish name). */
function labelLines(label: Label, epsonLanguage: number): { text: string; big?: boolean; cjk?: boolean }[] {
  const cjk = cjkEncodingOf(epsonLanguage);
  const out: { text: string; big?: boolean; cjk?: boolean }[] = [
    { text: clip(`${label.heading} ${label.counter}`.trim()) },
    { text: clip(`#${label.orderNumber}`) },
  ];
  const name = needsCjk(label.name) && !cjk ? latinOnly(label.name) : label.name;
  const nameCjk = needsCjk(name);
  for (const part of wrap(name, nameCjk ? 12 : NAME_COLUMNS, 2))
    out.push({ text: part, big: true, cjk: nameCjk });
  const alt = label.altName?.trim();
  if (alt && alt !== label.name) {
    if (!needsCjk(alt)) out.push({ text: clip(alt) });
    else if (cjk) out.push({ text: clip(alt, 12), cjk: true });
  }
  if (label.allergy && label.allergy.length > 0) out.push({ text: clip(allergyFlag(label.allergy)) });
  const options = label.options.map((o) => (needsCjk(o) && !cjk ? latinOnly(o) : o)).filter(Boolean);
  for (const o of options.slice(0, MAX_OPTION_LINES)) out.push({ text: clip(`+ ${o}`), cjk: needsCjk(o) });
  if (options.length > MAX_OPTION_LINES) out.push({ text: `+ ${options.length - MAX_OPTION_LINES} more` });
  out.push({ text: label.time });
  return out;
}

/** TSPL's font for CJK text by Epson language: GB (simplified), Big5 (traditional), Korean. */
function tsplCjkFont(epsonLanguage: number): string {
  if (epsonLanguage === 3) return 'TST24.BF2';
  if (epsonLanguage === 4) return 'K';
  return 'TSS24.BF2';
}

/** A TSPL string: double quotes are written \["] inside a quoted TEXT content. */
function tsplQuote(text: string): string {
  return text.replace(/"/g, '\\["]');
}

/**
 * TSPL (TSC/Gprinter): SIZE, GAP, CLS, one TEXT per line, PRINT. Text goes in the printer's code page:
 * CJK lines in the encoding of its language (GB18030, Big5, EUC-KR, Shift_JIS) with its CJK font.
 */
export function renderTspl(labels: readonly Label[], epsonLanguage: number, copies = 1): Uint8Array {
  const encoding = cjkEncodingOf(epsonLanguage) ?? 'latin1';
  const parts: Buffer[] = [];
  const cmd = (s: string) => parts.push(iconv.encode(`${s}\r\n`, encoding));
  cmd(`SIZE ${LABEL_WIDTH_MM} mm,${LABEL_HEIGHT_MM} mm`);
  cmd('GAP 2 mm,0 mm');
  cmd('DIRECTION 1');
  // Latin text in Windows-1252; CJK fonts read their own encoding (GB, Big5, KS) from the bytes.
  if (encoding === 'latin1') cmd('CODEPAGE 1252');
  for (const label of labels) {
    cmd('CLS');
    let y = 8;
    for (const line of labelLines(label, epsonLanguage)) {
      const font = line.cjk ? tsplCjkFont(epsonLanguage) : line.big ? '3' : '2';
      cmd(`TEXT 8,${y},"${font}",0,1,1,"${tsplQuote(line.text)}"`);
      y += line.big || line.cjk ? 30 : 24;
    }
    cmd(`PRINT 1,${Math.max(1, copies)}`);
  }
  return new Uint8Array(Buffer.concat(parts));
}

/** ZPL's scalable font for CJK by Epson language (Zebra's Andale Mono Asian fonts). */
function zplCjkFont(epsonLanguage: number): string {
  switch (epsonLanguage) {
    case 1:
      return 'E:ANMDJ.TTF';
    case 3:
      return 'E:ANMDT.TTF';
    case 4:
      return 'E:ANMDK.TTF';
    default:
      return 'E:ANMDS.TTF';
  }
}

/** ZPL field data with ^FH: the characters that are commands (^ ~) and the escape (_) as _hex. */
function zplField(text: string): string {
  return text.replace(/[_^~]/g, (ch) => `_${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * ZPL II (Zebra): one ^XA…^XZ format per label, UTF-8 (^CI28), ^PQ copies. CJK lines use the
 * printer's Asian font when its language has CJK.
 */
export function renderZpl(labels: readonly Label[], epsonLanguage: number, copies = 1): Uint8Array {
  const width = LABEL_WIDTH_MM * DOTS_PER_MM;
  const height = LABEL_HEIGHT_MM * DOTS_PER_MM;
  const formats = labels.map((label) => {
    const fields: string[] = [];
    let y = 8;
    for (const line of labelLines(label, epsonLanguage)) {
      const font = line.cjk
        ? `^A@N,26,26,${zplCjkFont(epsonLanguage)}`
        : line.big
          ? '^A0N,30,30'
          : '^A0N,22,22';
      fields.push(`^FO8,${y}${font}^FH^FD${zplField(line.text)}^FS`);
      y += line.big || line.cjk ? 32 : 24;
    }
    return `^XA^CI28^PW${width}^LL${height}^LH0,0${fields.join('')}^PQ${Math.max(1, copies)}^XZ`;
  });
  return new Uint8Array(Buffer.from(`${formats.join('\n')}\n`, 'utf8'));
}

/** The labels as they would come out, boxed, for the outbox preview (decision 0291). */
export function renderLabelPreview(labels: readonly Label[], epsonLanguage: number): string {
  const inner = LABEL_COLUMNS + 2;
  return labels
    .map((label) => {
      const rows = labelLines(label, epsonLanguage).map((l) => {
        const text = l.big ? l.text.toUpperCase() : l.text;
        return `| ${text}${' '.repeat(Math.max(0, inner - 2 - text.length))} |`;
      });
      const edge = `+${'-'.repeat(inner)}+`;
      return [edge, ...rows, edge].join('\n');
    })
    .join('\n\n');
}
