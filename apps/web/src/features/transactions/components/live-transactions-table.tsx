import DeleteIcon from '@mui/icons-material/Delete';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import {
  type LiveTransaction,
  liveStatusText,
  liveTransactionItems,
  liveTransactionLabel,
} from '@rpos/domain';
import { formatRestaurantDateTime, timezoneLabel } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { useLiveTransactionsT } from '../live-transactions-texts';

export interface LiveTransactionsTableProps {
  /** The tab's label, naming the table for screen readers. */
  label: string;
  transactions: readonly LiveTransaction[];
  timezone: string;
  /** Offered only to users who may delete bills (delTransactions). */
  onDelete?: (t: LiveTransaction) => void;
}

/** Table/Order, Total Price, Start Time, Status, Items, Actions (back-office.md §2.8). */
export function LiveTransactionsTable({
  label,
  transactions,
  timezone,
  onDelete,
}: LiveTransactionsTableProps) {
  const t = useLiveTransactionsT();
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table', { tab: label })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('colTableOrder')}</TableCell>
              <TableCell align="right">{t('colTotal')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('startTimeHint', { zone: timezoneLabel(timezone) })}>
                  <span>{t('colStart')}</span>
                </Tooltip>
              </TableCell>
              <TableCell>{t('colStatus')}</TableCell>
              <TableCell>{t('colItems')}</TableCell>
              <TableCell align="right">{t('colActions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {transactions.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            ) : (
              transactions.map((tx) => {
                const name = liveTransactionLabel(tx);
                const status = liveStatusText(tx.table);
                return (
                  <TableRow key={tx.id} data-testid="live-transaction-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{name}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatCents(tx.table.totalSpending, tx.currencySymbolString)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatRestaurantDateTime(tx.timestamp, timezone)}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={status}
                        color={status === 'Paid' ? 'success' : 'primary'}
                        variant={status === 'Paid' ? 'filled' : 'outlined'}
                      />
                    </TableCell>
                    <TableCell>{liveTransactionItems(tx)}</TableCell>
                    <TableCell align="right">
                      {onDelete ? (
                        <IconButton
                          size="small"
                          aria-label={t('delete', { label: name })}
                          onClick={() => onDelete(tx)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      ) : null}
                    </TableCell>
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
