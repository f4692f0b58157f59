import { CSV_BOM, type CsvCell, toCsv } from '@rpos/domain';

/**
 * The one way a screen saves a CSV file (decision 0158): the text as the browser's download, UTF-8
 * with a byte order mark (added when the text has none, as text from toCsv already does).
 */
export function saveCsvFile(text: string, fileName: string): void {
  const body = text.startsWith(CSV_BOM) ? text : `${CSV_BOM}${text}`;
  const blob = new Blob([body], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Writes a header and rows with the shared CSV writer and saves them as `fileName`. */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): void {
  saveCsvFile(toCsv(header, rows), fileName);
}
