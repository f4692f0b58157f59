import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { TIMESHEET_PAGE_SIZES, type TimesheetShift } from '@rpos/domain';
import { formatRestaurantDateTime, timezoneLabel } from '../../../shared/format/date-time';
import { useStaffT } from '../staff-texts';

export interface TimesheetsTableProps {
  shifts: readonly TimesheetShift[];
  page: number;
  pageSize: number;
  timezone: string;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Name, Checkin, Checkout, Hours, Remarks; one row chosen at a time (the delete takes exactly one). */
export function TimesheetsTable(props: TimesheetsTableProps) {
  const t = useStaffT();
  const { shifts, page, pageSize, timezone } = props;
  const rows = shifts.slice(page * pageSize, (page + 1) * pageSize);
  const zoneHint = t('timeHint', { zone: timezoneLabel(timezone) });
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('timesheetTable')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('colName')}</TableCell>
              <TableCell>{t('colStaffNumber')}</TableCell>
              <TableCell>
                <Tooltip title={zoneHint}>
                  <span>{t('colCheckin')}</span>
                </Tooltip>
              </TableCell>
              <TableCell>
                <Tooltip title={zoneHint}>
                  <span>{t('colCheckout')}</span>
                </Tooltip>
              </TableCell>
              <TableCell align="right">{t('colHours')}</TableCell>
              <TableCell>{t('colRemarks')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('noTimesheets')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((s) => (
                <TableRow
                  key={s.id}
                  hover
                  selected={props.selectedId === s.id}
                  onClick={() => props.onSelect(props.selectedId === s.id ? null : s.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Radio
                      checked={props.selectedId === s.id}
                      onChange={() => props.onSelect(s.id)}
                      slotProps={{ input: { 'aria-label': t('selectRow', { name: s.name }) } }}
                    />
                  </TableCell>
                  <TableCell>{s.name}</TableCell>
                  <TableCell>{s.staffNumber}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(s.checkinTime, timezone)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(s.checkoutTime, timezone)}
                  </TableCell>
                  <TableCell align="right">{s.hours === null ? '' : s.hours.toFixed(2)}</TableCell>
                  <TableCell>{s.remarks}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={shifts.length}
        page={Math.min(page, Math.max(0, Math.ceil(shifts.length / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...TIMESHEET_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, p) => props.onPageChange(p)}
        onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
