import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { STAFF_ACTIVITY_PAGE_SIZES, type StaffActivity } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { useStaffT } from '../staff-texts';
import { activityTypeKey } from './activity-type-label';

export interface ActivitiesTableProps {
  list: readonly StaffActivity[];
  page: number;
  pageSize: number;
  timezone: string;
  currencySymbol: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Activity Type, Activity Content, Update Time, Amount, Staff Name, Details (a bill's links to it). */
export function ActivitiesTable(props: ActivitiesTableProps) {
  const t = useStaffT();
  const { list, page, pageSize } = props;
  const rows = list.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('activitiesTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('colType')}</TableCell>
              <TableCell>{t('colContent')}</TableCell>
              <TableCell>{t('colTime')}</TableCell>
              <TableCell align="right">{t('colAmount')}</TableCell>
              <TableCell>{t('colStaffName')}</TableCell>
              <TableCell>{t('colDetails')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('noActivities')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((a) => {
                const key = activityTypeKey(a.operationType);
                return (
                  <TableRow key={a.id}>
                    <TableCell>{key ? t(key) : a.operationType}</TableCell>
                    <TableCell>{a.operationName}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatRestaurantDateTime(a.updatedAt, props.timezone)}
                    </TableCell>
                    <TableCell align="right">{formatCents(a.price, props.currencySymbol)}</TableCell>
                    <TableCell>
                      {a.staffName}
                      {a.approvedBy ? (
                        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                          {t('approvedBy', { name: a.approvedBy })}
                        </Box>
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {a.transactionId ? (
                        <Link
                          component={RouterLink}
                          to={`/transaction/${encodeURIComponent(a.transactionId)}`}
                          title={t('openBill')}
                        >
                          {a.details}
                        </Link>
                      ) : (
                        a.details
                      )}
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={list.length}
        page={Math.min(page, Math.max(0, Math.ceil(list.length / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...STAFF_ACTIVITY_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, p) => props.onPageChange(p)}
        onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
