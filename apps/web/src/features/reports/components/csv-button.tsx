import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { downloadCsv } from '../../../shared/files/csv-download';
import type { CsvFile } from '../report-files';
import { useReportsT } from '../reports-texts';

/** "Download CSV": the file of what the report shows; disabled until there is something to save. */
export function CsvButton({ file, label }: { file: CsvFile | null; label?: string }) {
  const t = useReportsT();
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={!file || file.rows.length === 0}
      onClick={() => {
        if (file) downloadCsv(file.fileName, file.header, file.rows);
      }}
    >
      {label ?? t('downloadCsv')}
    </Button>
  );
}
