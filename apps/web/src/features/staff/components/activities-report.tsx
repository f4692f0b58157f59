import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type StaffActivity, staffActivityReport } from '@rpos/domain';
import { useMemo } from 'react';
import { formatCents } from '../../../shared/format/money';
import { useStaffT } from '../staff-texts';
import { activityTypeKey } from './activity-type-label';

/** The report view (decision 0244): per staff member and activity type, how many and how much. */
export function ActivitiesReport({
  list,
  currencySymbol,
}: {
  list: readonly StaffActivity[];
  currencySymbol: string;
}) {
  const t = useStaffT();
  const lines = useMemo(() => staffActivityReport(list), [list]);
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('reportTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('colStaffName')}</TableCell>
              <TableCell>{t('colType')}</TableCell>
              <TableCell align="right">{t('colCount')}</TableCell>
              <TableCell align="right">{t('colAmount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('noActivities')}
                </TableCell>
              </TableRow>
            ) : (
              lines.map((l) => {
                const key = activityTypeKey(l.operationType);
                return (
                  <TableRow key={`${l.staffName}|${l.operationType}`}>
                    <TableCell>{l.staffName}</TableCell>
                    <TableCell>{key ? t(key) : l.operationType}</TableCell>
                    <TableCell align="right">{l.count}</TableCell>
                    <TableCell align="right">{formatCents(l.amount, currencySymbol)}</TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
