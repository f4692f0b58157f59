import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { BookingSession } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../../shared/format/date-time';
import { formatCents } from '../../../../shared/format/money';
import { timeRange } from '../../admin-dates';
import { SESSION_PAGE_SIZE, SESSION_PAGE_SIZES } from '../../admin-paging';
import { useBookingAdminT } from '../../booking-admin-texts';
import { useClientPages } from './use-client-pages';

export interface BookingSessionsTableProps {
  sessions: readonly BookingSession[];
  selected: ReadonlySet<string>;
  timezone: string;
  onToggle: (sessionId: string) => void;
  /** Selects or clears the sessions of the page shown. */
  onToggleAll: (sessionIds: string[], checked: boolean) => void;
}

/**
 * The sessions list (restaurant-config.md §2.4): Name (link to the form), Total Guests,
 * Start Time - End Time, Require Deposit, Updated At; 5, 10 or 25 a page, 25 at first.
 */
export function BookingSessionsTable(props: BookingSessionsTableProps) {
  const t = useBookingAdminT();
  const { selected } = props;
  const shown = useClientPages(props.sessions, SESSION_PAGE_SIZE);
  const allOnPage = shown.rows.length > 0 && shown.rows.every((s) => selected.has(s.sessionId));
  const someOnPage = shown.rows.some((s) => selected.has(s.sessionId));
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('sessionsTable')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  onChange={(e) =>
                    props.onToggleAll(
                      shown.rows.map((s) => s.sessionId),
                      e.target.checked,
                    )
                  }
                  slotProps={{ input: { 'aria-label': t('selectAllSessions') } }}
                />
              </TableCell>
              <TableCell>{t('colName')}</TableCell>
              <TableCell align="right">{t('colTotalGuests')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('colTimeRange')}</TableCell>
              <TableCell>{t('colRequireDeposit')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                {t('colUpdatedAt')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('noSessions')}
                </TableCell>
              </TableRow>
            ) : (
              shown.rows.map((s) => (
                <TableRow
                  key={s.sessionId}
                  hover
                  selected={selected.has(s.sessionId)}
                  data-session-id={s.sessionId}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(s.sessionId)}
                      onChange={() => props.onToggle(s.sessionId)}
                      slotProps={{ input: { 'aria-label': t('selectSession', { name: s.name }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`/bookingSession/${encodeURIComponent(s.sessionId)}`}
                      state={{ session: s }}
                      sx={{ fontWeight: 500 }}
                    >
                      {s.name}
                    </Link>
                    {s.sessionEnabled ? null : (
                      <Chip size="small" variant="outlined" label={t('disabledChip')} sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  <TableCell align="right">{s.guestNum}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeRange(s.startTime, s.endTime)}</TableCell>
                  <TableCell>
                    {s.depositRequired && s.deposit !== null
                      ? t('depositYes', { amount: formatCents(Math.round(s.deposit * 100)) })
                      : t('no')}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(s.updatedAt, props.timezone)}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[...SESSION_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        {...shown.paginationProps}
      />
    </Paper>
  );
}
