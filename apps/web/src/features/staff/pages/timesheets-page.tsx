import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  checkTimesheetRange,
  localClock,
  searchShifts,
  TIMESHEET_MESSAGES,
  TIMESHEET_PAGE_SIZE,
  timesheetEndFieldError,
  timesheetsCsv,
  timesheetsCsvFile,
  toOrderDateStr,
} from '@rpos/domain';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { saveCsvFile } from '../../../shared/files/csv-download';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DmyDateField } from '../../../shared/ui/dmy-date-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRestaurantTimezone } from '../../restaurants';
import { useDeleteTimesheet, useTimesheets } from '../api/timesheets-api';
import { TimesheetsTable } from '../components/timesheets-table';
import { useStaffT } from '../staff-texts';

const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * /timesheets (back-office.md §2.12, §5): Start Date and End Date (the last 7 days at first), Query,
 * search, pages of 20/50/100, the CSV (Name, Checkin, Checkout, Hours), delete exactly one row, add.
 */
export function TimesheetsPage() {
  const t = useStaffT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const today = localClock(new Date(), timezone).isoDate;
  const [start, setStart] = useState(daysBefore(today, 6));
  const [end, setEnd] = useState(today);
  const [range, setRange] = useState({
    start: toOrderDateStr(daysBefore(today, 6)),
    end: toOrderDateStr(today),
  });
  const [rangeError, setRangeError] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(TIMESHEET_PAGE_SIZE);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const sheet = useTimesheets(range);
  const remove = useDeleteTimesheet();

  const loaded = sheet.data?.shifts;
  const shifts = useMemo(() => searchShifts(loaded ?? [], search), [loaded, search]);
  const chosen = shifts.find((s) => s.id === selectedId) ?? null;
  const endError = start && end ? timesheetEndFieldError(start, end) : null;
  const format = (iso: string) => formatRestaurantDateTime(iso, timezone);

  const onQuery = () => {
    const asked = { start: start ? toOrderDateStr(start) : '', end: end ? toOrderDateStr(end) : '' };
    const check = checkTimesheetRange(asked.start, asked.end, today);
    setRangeError(check.ok ? null : check.message);
    if (!check.ok) return;
    setRange(asked);
    setPage(0);
    setSelectedId(null);
  };

  const onDownload = () => {
    if (shifts.length === 0) return snackbar.error(t('nothingToDownload'));
    saveCsvFile(timesheetsCsv(shifts, format), timesheetsCsvFile(range.start, range.end));
    snackbar.success(t('downloaded'));
  };

  const onDelete = () => {
    if (!chosen) return;
    remove.mutate(
      { id: chosen.id, dateStr: chosen.dateStr },
      {
        onSuccess: (r) => {
          setConfirming(false);
          setSelectedId(null);
          snackbar.success(r.message);
        },
        onError: (e) => {
          setConfirming(false);
          snackbar.error(isApiError(e) && e.status < 500 ? e.message : t('loadFailed'));
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('timesheetsTitle')} subtitle={t('timesheetsSubtitle')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
        <DmyDateField size="small" label={t('startDate')} value={start} max={today} onChange={setStart} />
        <DmyDateField
          size="small"
          label={t('endDate')}
          value={end}
          max={today}
          error={endError ?? undefined}
          onChange={setEnd}
        />
        <Button variant="contained" onClick={onQuery}>
          {t('query')}
        </Button>
        <TextField
          type="search"
          size="small"
          label={t('search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={t('downloadCsv')}>
          <span>
            <IconButton aria-label={t('downloadCsv')} onClick={onDownload} disabled={!sheet.data}>
              <DownloadIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('deleteTimesheet')}>
          <IconButton
            aria-label={t('deleteTimesheet')}
            onClick={() => (chosen ? setConfirming(true) : snackbar.error(TIMESHEET_MESSAGES.selectOne))}
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('addTimesheet')}>
          <IconButton aria-label={t('addTimesheet')} component={RouterLink} to="/timesheet/add">
            <AddIcon />
          </IconButton>
        </Tooltip>
      </Box>
      {rangeError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {rangeError}
        </Alert>
      ) : null}
      <QueryContent
        query={sheet}
        failedText={
          isApiError(sheet.error) && sheet.error.status === 400 ? sheet.error.message : t('loadFailed')
        }
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        <TimesheetsTable
          shifts={shifts}
          page={page}
          pageSize={pageSize}
          timezone={timezone}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </QueryContent>
      <ConfirmDialog
        open={confirming && chosen !== null}
        title={t('deleteTimesheetTitle')}
        text={
          chosen
            ? t('deleteTimesheetText', {
                name: chosen.name,
                checkin: chosen.checkinTime ? format(chosen.checkinTime) : '—',
                checkout: chosen.checkoutTime ? format(chosen.checkoutTime) : '—',
              })
            : ''
        }
        confirmLabel={t('delete')}
        danger
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
