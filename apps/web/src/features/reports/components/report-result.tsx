import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useReportsT } from '../reports-texts';

/** The fields of a TanStack query a report reads. */
export interface ReportQueryState {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface ReportResultProps {
  /** The calls the report shows together: one failing fails the report. */
  queries: readonly ReportQueryState[];
  /** Whether the loaded answers hold nothing to show. */
  isEmpty: () => boolean;
  /** The charts and tables, rendered only with answers in hand. */
  children: () => ReactNode;
}

/**
 * A report's states (back-office.md §4, §8): loading; on failure 'Something went wrong, please try
 * again.' (or the server's own range text for a 4xx) with the charts cleared; 'No data available for
 * the selected period.' when there is nothing; else the charts, with a thin bar while they refresh.
 */
export function ReportResult({ queries, isEmpty, children }: ReportResultProps) {
  const t = useReportsT();
  const failed = queries.find((q) => q.isError);
  if (failed) {
    const e = failed.error;
    const text = isApiError(e) && e.status >= 400 && e.status < 500 && e.message ? e.message : t('failed');
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              for (const q of queries) if (q.isError) void q.refetch();
            }}
          >
            {t('retry')}
          </Button>
        }
      >
        {text}
      </Alert>
    );
  }
  if (queries.some((q) => q.isPending)) return <PageLoader />;
  if (isEmpty()) return <Alert severity="info">{t('empty')}</Alert>;
  return (
    <Box sx={{ position: 'relative' }}>
      {queries.some((q) => q.isFetching) ? (
        <LinearProgress
          aria-label={t('querying')}
          sx={{ position: 'absolute', top: -8, left: 0, right: 0, zIndex: 1 }}
        />
      ) : null}
      {children()}
    </Box>
  );
}
