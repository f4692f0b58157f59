import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  drawerShiftsCsv,
  drawerShiftsCsvFile,
  localClock,
  orderDateToIso,
  toOrderDateStr,
} from '@rpos/domain';
import { useSearchParams } from 'react-router';
import { saveCsvFile } from '../../../shared/files/csv-download';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { DmyDateField } from '../../../shared/ui/dmy-date-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useUser } from '../../auth';
import { useRestaurantTimezone } from '../../restaurants';
import { useDrawerShifts } from '../api/drawer-api';
import { ShiftReport } from '../components/shift-report';
import { useDrawerT } from '../drawer-texts';

/**
 * /drawerShifts (decision 0512): a restaurant day's cash drawer shifts (?date=DD-MM-YY, today at
 * first), each with its X (open) or Z (closed) report, the day's over/short, and the day as CSV.
 */
export function DrawerShiftsPage() {
  const t = useDrawerT();
  const timezone = useRestaurantTimezone();
  const currencySymbol = useUser().data?.currencySymbol ?? '$';
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const dateStr = orderDateToIso(asked) ? asked : toOrderDateStr(localClock(new Date(), timezone).isoDate);
  const day = useDrawerShifts(dateStr);
  const shifts = day.data?.shifts ?? [];

  return (
    <>
      <PageHeader
        title={t('shiftsTitle')}
        subtitle={t('shiftsSubtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <DmyDateField
              size="small"
              label={t('date')}
              value={orderDateToIso(dateStr) ?? ''}
              onChange={(iso) => iso && setParams({ date: toOrderDateStr(iso) })}
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              disabled={shifts.length === 0}
              onClick={() =>
                saveCsvFile(
                  drawerShiftsCsv(shifts, (iso) => formatRestaurantDateTime(iso, timezone)),
                  drawerShiftsCsvFile(dateStr),
                )
              }
            >
              CSV
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
        {shifts.length === 0 ? (
          <Alert severity="info">{t('noShifts')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, maxWidth: 720 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {t('dayOverShort', { amount: formatCents(day.data?.overShortTotal ?? 0, currencySymbol) })}
            </Typography>
            {shifts.map((s) => (
              <ShiftReport key={s.id} shift={s} currencySymbol={currencySymbol} />
            ))}
          </Box>
        )}
      </QueryContent>
    </>
  );
}
