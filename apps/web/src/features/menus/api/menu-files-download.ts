import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { saveCsvFile } from '../../../shared/files/csv-download';

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
      saveCsvFile(res.csv, fileName);
      return res;
    },
  });
}
