/**
 * Offers CSV text as a download named `fileName`, UTF-8 with a byte order mark so that spreadsheets
 * read accents and Chinese names. (The shared CSV download helper replaces this when it lands.)
 */
export function saveCsvFile(text: string, fileName: string): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
