import Papa from 'papaparse';

/**
 * The product's one CSV writer and reader (decision 0158), on papaparse: RFC 4180 (a field is quoted
 * when it holds a comma, a quote, a line break or edge spaces; quotes doubled; CRLF line ends), UTF-8
 * with a byte order mark so that Excel reads Chinese names, and spreadsheet formulas defused.
 */

export const CSV_BOM = '\uFEFF';

/** A cell as given: numbers and booleans as written, null and undefined as empty. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * Text a spreadsheet would run as a formula: starting with = + - @ or a tab or carriage return. A plain
 * number (-12.50, +3) is left alone: it is a value, not a formula, and must stay a number in Excel.
 */
const FORMULA_START = /^(?![-+]?\d+(?:\.\d+)?$)[=+\-@\t\r]/;
/** What the writer makes of such a cell: a leading apostrophe, so the spreadsheet shows it as text. */
const DEFUSED = /^'(?=[=+\-@\t\r])/;

/**
 * One CSV file's text: the BOM, a header line, then one line per row, each ended by CRLF. Cells that
 * would start a formula get a leading apostrophe (parseCsv takes it off again).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = Papa.unparse([[...header], ...rows.map((r) => [...r])], {
    newline: '\r\n',
    escapeFormulae: FORMULA_START,
    quotes: false,
  });
  return `${CSV_BOM}${body}\r\n`;
}

/** Rows of records as CSV, the columns in the order given (the header is their names). */
export function recordsToCsv<C extends string>(
  columns: readonly C[],
  records: readonly Readonly<Record<C, CsvCell>>[],
): string {
  return toCsv(
    columns,
    records.map((r) => columns.map((c) => r[c])),
  );
}

/**
 * The rows of CSV text, cells as text; null when a quoted field never closes. A BOM is skipped, blank
 * lines are dropped, any of CRLF, LF or CR ends a line, and the writer's apostrophe before a formula
 * character is taken off, so a file this product wrote reads back as it was.
 */
export function parseCsv(text: string): string[][] | null {
  const result = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true });
  if (result.errors.some((e) => e.code === 'MissingQuotes')) return null;
  return result.data.map((row) => row.map((cell) => cell.replace(DEFUSED, '')));
}

/** Cents as dollars with two decimals: 1250 → '12.50'. */
export const centsToCsv = (cents: number): string => (cents / 100).toFixed(2);

/** '12.5', '12.50', '12' → cents; null when not a non-negative amount with at most two decimals. */
export function csvToCents(value: string): number | null {
  const m = /^\s*\$?(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
