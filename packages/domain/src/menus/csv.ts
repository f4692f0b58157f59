/**
 * RFC 4180 CSV: fields quoted when they hold a comma, quote or line break; quotes doubled. Pure and
 * zod-free; used by the menu CSV download and upload (menu-csv.ts).
 */

const needsQuotes = /[",\r\n]|^\s|\s$/;

/** One CSV text: a header line, then one line per row; CRLF line ends, a final line end. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) =>
    cells.map((c) => (needsQuotes.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',');
  return `${[header, ...rows].map(line).join('\r\n')}\r\n`;
}

/** Parses CSV text into rows of cells; null when a quoted field never closes. A BOM is skipped. */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (quoted) return null;
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ''));
}

/** Cents as dollars with two decimals: 1250 → '12.50'. */
export const centsToCsv = (cents: number): string => (cents / 100).toFixed(2);

/** '12.5', '12.50', '12' → cents; null when not a non-negative amount with at most two decimals. */
export function csvToCents(value: string): number | null {
  const m = /^\s*\$?(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
