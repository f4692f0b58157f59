import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRINT_JOB_PAGE_SIZES, type PrintJob } from '@rpos/domain';
import { Fragment, useState } from 'react';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useRestaurantTimezone } from '../../restaurants';
import { usePrintJobs, useRetryPrintJob } from '../api/printing-api';
import { PrintingFrame } from '../components/printing-frame';
import { failureText } from '../printing-failure';
import { usePrintingT } from '../printing-texts';

const FILTERS = ['all', 'problem', 'outbox', 'printed'] as const;
const STATUS_COLOR: Record<PrintJob['status'], 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'info',
  sending: 'info',
  retrying: 'warning',
  printed: 'success',
  failed: 'error',
  outbox: 'default',
};

/** The paper of a job as text, in a monospace box as wide as an 80 mm roll. */
export function PaperPreview({ text, label }: { text: string; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        fontFamily: 'monospace',
        fontSize: 13,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        p: 2,
        m: 0,
        maxWidth: '46ch',
        whiteSpace: 'pre-wrap',
        boxShadow: 1,
      }}
    >
      {text}
    </Box>
  );
}

/**
 * /printJobs: every print job, newest first, paged on the server; each opens to its paper preview
 * (the outbox of the offline default); failed, waiting and outbox jobs can be sent again (decision 0291).
 */
export function PrintJobsPage() {
  const t = usePrintingT();
  const snackbar = useSnackbar();
  const user = useUser();
  const timezone = useRestaurantTimezone();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PRINT_JOB_PAGE_SIZES[0]);
  const [open, setOpen] = useState<string | null>(null);
  const jobs = usePrintJobs(filter, page, pageSize, !!user.data?.restaurantId);
  const retry = useRetryPrintJob();
  const rows = jobs.data?.jobs ?? [];

  return (
    <PrintingFrame title={t('jobsTitle')} subtitle={t('jobsSubtitle')}>
      {() => (
        <>
          <TextField
            select
            size="small"
            label={t('filter')}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as (typeof FILTERS)[number]);
              setPage(0);
            }}
            sx={{ mb: 2, minWidth: 220 }}
          >
            {FILTERS.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`filter_${f}`)}
              </MenuItem>
            ))}
          </TextField>
          <QueryContent
            query={jobs}
            failedText={t('loadFailed')}
            retryLabel={t('retry')}
            refreshingLabel={t('refreshing')}
          >
            {rows.length === 0 ? (
              <Typography color="text.secondary">{t('noJobs')}</Typography>
            ) : (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label={t('jobsTable')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('colCreated')}</TableCell>
                      <TableCell>{t('colDocument')}</TableCell>
                      <TableCell>{t('colOrder')}</TableCell>
                      <TableCell>{t('colPrinter')}</TableCell>
                      <TableCell>{t('colStatus')}</TableCell>
                      <TableCell>{t('colAttempts')}</TableCell>
                      <TableCell>{t('colError')}</TableCell>
                      <TableCell align="right">{t('colActions')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((j) => (
                      <Fragment key={j.id}>
                        <TableRow hover>
                          <TableCell>{formatRestaurantDateTime(j.createdAt, timezone)}</TableCell>
                          <TableCell>
                            <Button
                              size="small"
                              onClick={() => setOpen(open === j.id ? null : j.id)}
                              aria-label={t('showPreview', { title: j.title })}
                            >
                              {j.title}
                            </Button>
                          </TableCell>
                          <TableCell>{j.orderNumber ?? ''}</TableCell>
                          <TableCell>{j.printerName ?? '—'}</TableCell>
                          <TableCell>
                            <Chip
                              size="small"
                              color={STATUS_COLOR[j.status]}
                              label={t(`status_${j.status}`)}
                            />
                          </TableCell>
                          <TableCell>{j.attempts}</TableCell>
                          <TableCell sx={{ maxWidth: 280 }}>{j.lastError ?? ''}</TableCell>
                          <TableCell align="right">
                            {['failed', 'retrying', 'outbox'].includes(j.status) ? (
                              <Button
                                size="small"
                                disabled={retry.isPending}
                                onClick={() =>
                                  retry.mutate(j.id, {
                                    onSuccess: () => snackbar.success(t('retried')),
                                    onError: (e) => snackbar.error(failureText(e, t('saveFailed'))),
                                  })
                                }
                              >
                                {t('sendAgain')}
                              </Button>
                            ) : null}
                          </TableCell>
                        </TableRow>
                        {open === j.id ? (
                          <TableRow>
                            <TableCell colSpan={8}>
                              <PaperPreview text={j.preview} label={t('preview')} />
                            </TableCell>
                          </TableRow>
                        ) : null}
                      </Fragment>
                    ))}
                  </TableBody>
                </Table>
                <TablePagination
                  component="div"
                  count={jobs.data?.total ?? 0}
                  page={page}
                  rowsPerPage={pageSize}
                  rowsPerPageOptions={[...PRINT_JOB_PAGE_SIZES]}
                  labelRowsPerPage={t('rowsPerPage')}
                  onPageChange={(_, p) => setPage(p)}
                  onRowsPerPageChange={(e) => {
                    setPageSize(Number(e.target.value));
                    setPage(0);
                  }}
                />
              </TableContainer>
            )}
          </QueryContent>
        </>
      )}
    </PrintingFrame>
  );
}
