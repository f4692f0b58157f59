import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StaffBooking, StaffBookingStatus } from '@rpos/domain';
import { formatRestaurantDateTime } from '../../../../shared/format/date-time';
import { formatCents } from '../../../../shared/format/money';
import { timeRange } from '../../admin-dates';
import { BOOKING_PAGE_SIZE, BOOKING_PAGE_SIZES } from '../../admin-paging';
import { useBookingAdminT } from '../../booking-admin-texts';
import { BookingStatusActions } from './booking-status-actions';
import { BookingStatusChip } from './booking-status-chip';
import { useClientPages } from './use-client-pages';

export interface BookingsTableProps {
  bookings: readonly StaffBooking[];
  /** The date shown, DD/MM/YYYY. */
  dateLabel: string;
  timezone: string;
  /** The booking whose status is being changed. */
  busyId: string | null;
  onMove: (booking: StaffBooking, move: StaffBookingStatus) => void;
}

const COLUMNS = [
  'colNumber',
  'colName',
  'colStatus',
  'colTimeRange',
  'colGuests',
  'colTables',
  'colEmail',
  'colPhone',
  'colSpecialRequirements',
  'colCreatedTime',
  'colActions',
] as const;

/**
 * The bookings of a date (restaurant-config.md §2.4): Number, Name, Status, Start Time - End Time,
 * Guests, Tables, Email, Phone, Special Requirements, Created Time, and the status actions;
 * 5, 10 or 25 a page, 10 at first. Created Time is on the restaurant's clock.
 */
export function BookingsTable(props: BookingsTableProps) {
  const t = useBookingAdminT();
  const shown = useClientPages(props.bookings, BOOKING_PAGE_SIZE);
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('bookingsTable', { date: props.dateLabel })}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((c) => (
                <TableCell key={c} sx={{ whiteSpace: 'nowrap' }} align={c === 'colGuests' ? 'right' : 'left'}>
                  {t(c)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('noBookings', { date: props.dateLabel })}
                </TableCell>
              </TableRow>
            ) : (
              shown.rows.map((b) => (
                <TableRow key={b.id} hover data-booking-id={b.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{b.number}</TableCell>
                  <TableCell>{b.name}</TableCell>
                  <TableCell>
                    <BookingStatusChip status={b.status} />
                    {b.depositAmount ? (
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {t('depositAmount', { amount: formatCents(b.depositAmount) })}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {timeRange(b.startTime, b.endTime)}
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {b.sessionName}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{b.partySize}</TableCell>
                  <TableCell>{b.tables.map((tb) => tb.tableNumber).join(', ')}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{b.email}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.mobilePhone}</TableCell>
                  <TableCell sx={{ maxWidth: 240, whiteSpace: 'pre-wrap' }}>
                    {b.specialRequirement ?? ''}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(b.createdAt, props.timezone)}
                  </TableCell>
                  <TableCell>
                    <BookingStatusActions booking={b} busy={props.busyId === b.id} onMove={props.onMove} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[...BOOKING_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        {...shown.paginationProps}
      />
    </Paper>
  );
}
