import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';

export type MenuCsvKind = 'group' | 'item';

interface CsvDownload {
  kind: MenuCsvKind;
  csv: string;
}

/** GET /downloadMenuCSV/:menuId/:kind, saved as a .csv file by the browser. */
export function useDownloadMenuCsv() {
  return useMutation({
    mutationFn: async ({
      menuId,
      kind,
      fileName,
    }: {
      menuId: string;
      kind: MenuCsvKind;
      fileName: string;
    }) => {
      const res = await api.get<CsvDownload>(`/downloadMenuCSV/${encodeURIComponent(menuId)}/${kind}`);
      saveTextFile(res.csv, fileName);
      return res;
    },
  });
}

/** Offers `text` as a download named `fileName` (UTF-8 with a BOM, so spreadsheets read accents). */
export function saveTextFile(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
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
