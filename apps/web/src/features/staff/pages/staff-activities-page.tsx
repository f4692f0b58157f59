import DownloadIcon from '@mui/icons-material/Download';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  localClock,
  orderDateToIso,
  STAFF_ACTIVITY_PAGE_SIZE,
  staffActivitiesCsv,
  staffActivitiesCsvFile,
  toOrderDateStr,
} from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { saveCsvFile } from '../../../shared/files/csv-download';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { DmyDateField } from '../../../shared/ui/dmy-date-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth';
import { useRestaurantTimezone } from '../../restaurants';
import { useStaffActivities } from '../api/timesheets-api';
import { ActivitiesReport } from '../components/activities-report';
import { ActivitiesTable } from '../components/activities-table';
import { useStaffT } from '../staff-texts';

/**
 * /staffActivities (back-office.md §2.12, §8): one restaurant day (?date=DD-MM-YY, today at first;
 * changing it stays on the route), the table or the report, Export CSV, the way to /transactions.
 */
export function StaffActivitiesPage() {
  const t = useStaffT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const currencySymbol = useUser().data?.currencySymbol ?? '$';
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const dateStr = orderDateToIso(asked) ? asked : toOrderDateStr(localClock(new Date(), timezone).isoDate);
  const [view, setView] = useState<'table' | 'report'>('table');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(STAFF_ACTIVITY_PAGE_SIZE);
  const day = useStaffActivities(dateStr);
  const list = day.data?.staffActivityList ?? [];

  const onExport = () => {
    if (list.length === 0) return snackbar.error(t('noActivitiesToDownload'));
    try {
      const csv = staffActivitiesCsv(list, (iso) => formatRestaurantDateTime(iso, timezone));
      saveCsvFile(csv, staffActivitiesCsvFile(dateStr));
      snackbar.success(t('downloaded'));
    } catch {
      snackbar.error(t('csvFailed'));
    }
  };

  return (
    <>
      <PageHeader
        title={t('activitiesTitle')}
        subtitle={t('activitiesSubtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <DmyDateField
              size="small"
              label={t('date')}
              value={orderDateToIso(dateStr) ?? ''}
              onChange={(iso) => {
                if (!iso) return;
                setPage(0);
                setParams({ date: toOrderDateStr(iso) });
              }}
            />
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              aria-label={t('view')}
              onChange={(_e, next) => next && setView(next)}
            >
              <ToggleButton value="table">{t('tableView')}</ToggleButton>
              <ToggleButton value="report">{t('reportView')}</ToggleButton>
            </ToggleButtonGroup>
            <Button variant="outlined" startIcon={<DownloadIcon />} disabled={!day.data} onClick={onExport}>
              {t('exportCsv')}
            </Button>
            <Button
              component={RouterLink}
              to={`/transactions?date=${dateStr}`}
              startIcon={<ReceiptLongIcon />}
            >
              {t('transactions')}
            </Button>
          </Box>
        }
      />
      <QueryContent
        query={day}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {view === 'table' ? (
          <ActivitiesTable
            list={list}
            page={page}
            pageSize={pageSize}
            timezone={timezone}
            currencySymbol={currencySymbol}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(0);
            }}
          />
        ) : (
          <ActivitiesReport list={list} currencySymbol={currencySymbol} />
        )}
      </QueryContent>
    </>
  );
}
