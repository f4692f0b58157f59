import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PayoutTransfer } from '@rpos/domain';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { type PayoutsKey, usePayoutsT } from '../payouts-texts';

/** The latest transfers and payouts of the balance account, newest first. */
export function TransfersTable({ transfers, timezone }: { transfers: PayoutTransfer[]; timezone: string }) {
  const t = usePayoutsT();
  if (transfers.length === 0) return <Typography color="text.secondary">{t('noTransfers')}</Typography>;
  return (
    <Table size="small" aria-label={t('transfers')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('date')}</TableCell>
          <TableCell>{t('transferTo')}</TableCell>
          <TableCell>{t('description')}</TableCell>
          <TableCell>{t('to')}</TableCell>
          <TableCell align="right">{t('offerAmount')}</TableCell>
          <TableCell>{t('status')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {transfers.map((x) => (
          <TableRow key={x.id}>
            <TableCell>{formatRestaurantDateTime(x.createdAt, timezone)}</TableCell>
            <TableCell>{t(`type_${x.transferTo}` as PayoutsKey)}</TableCell>
            <TableCell>{x.description}</TableCell>
            <TableCell>{x.counterparty}</TableCell>
            <TableCell align="right">{formatCents(x.amount.value)}</TableCell>
            <TableCell>{x.status}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
