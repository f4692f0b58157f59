import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { OPERATION_TYPE_NAMES, orderDateToIso, type Transaction } from '@rpos/domain';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useUser } from '../../auth';
import { useRestaurantTimezone } from '../../restaurants';
import { useTransactionEvents } from '../api/live-transactions-api';
import { useTransaction } from '../api/transactions-api';
import { shortTransactionId, TRANSACTION_TYPE_NAMES } from '../transaction-files';
import { transactionsPath } from '../transaction-paths';
import { useTransactionsT } from '../transactions-texts';

/**
 * /transaction/{transactionId} (back-office.md §2.7): the bill's orders with their dishes, Transaction
 * Type, Total, Table, Table Operations and the operation history. The back link returns to the list's
 * page (and day); with no id it goes straight back to /transactions.
 */
export function TransactionDetailPage() {
  const { transactionId = '' } = useParams();
  const [params] = useSearchParams();
  const t = useTransactionsT();
  const timezone = useRestaurantTimezone();
  const bill = useTransaction(transactionId);
  useTransactionEvents();
  const user = useUser().data;
  if (!transactionId) return <Navigate to="/transactions" replace />;
  const page = Math.max(1, Number(params.get('page')) || 1) - 1;
  const date = params.get('date') ?? '';
  const back = transactionsPath(page, orderDateToIso(date) ? date : undefined);

  return (
    <>
      <PageHeader
        title={t('detailTitle', { id: shortTransactionId(transactionId) })}
        actions={
          <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
            {t('back')}
          </Button>
        }
      />
      <QueryContent
        query={bill}
        failedText={t('detailFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {bill.data ? (
          <BillDetail bill={bill.data} timezone={timezone} currencySymbol={user?.currencySymbol || '$'} />
        ) : null}
      </QueryContent>
    </>
  );
}

function BillDetail({
  bill,
  timezone,
  currencySymbol,
}: {
  bill: Transaction;
  timezone: string;
  currencySymbol: string;
}) {
  const t = useTransactionsT();
  const money = (cents: number) => formatCents(cents, currencySymbol);
  const facts: [string, string][] = [
    [t('transactionType'), TRANSACTION_TYPE_NAMES[bill.type]],
    [t('total'), money(bill.totalSpending)],
    [t('tableNo'), bill.tableNo ?? ''],
    [t('tableOperations'), bill.operationString],
    ...(bill.refunds.length > 0 ? [[t('refunded'), money(bill.totals.refunded)] as [string, string]] : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {bill.orders.map((o) => (
        <Paper key={o.orderId} sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            <Link component={RouterLink} to={`/orderDetail/${encodeURIComponent(o.orderNumber)}`}>
              {t('orderRow', { number: o.orderNumber })}
            </Link>{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {formatRestaurantDateTime(o.createdAt, timezone)}
            </Typography>
          </Typography>
          <Table size="small" aria-label={t('orderRow', { number: o.orderNumber })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('dish')}</TableCell>
                <TableCell align="right">{t('quantity')}</TableCell>
                <TableCell align="right">{t('price')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {o.dishes
                .filter((d) => !d.permanentDeletion)
                .map((d) => (
                  <TableRow key={d.lineId}>
                    <TableCell sx={d.isVoidedDish ? { textDecoration: 'line-through' } : undefined}>
                      {d.dish.name}
                      {d.isVoidedDish ? ` (${t('voided')}${d.voidReason ? `: ${d.voidReason}` : ''})` : ''}
                    </TableCell>
                    <TableCell align="right">{d.quantity}</TableCell>
                    <TableCell align="right">{money(d.lineTotal)}</TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </Paper>
      ))}
      <Paper sx={{ p: 2 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 500 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {bill.refunds.length > 0 ? (
        <Paper>
          <Typography variant="subtitle1" component="h2" sx={{ p: 2, pb: 0 }}>
            {t('refunds')}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={t('refunds')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('colTime')}</TableCell>
                  <TableCell>{t('colRefundType')}</TableCell>
                  <TableCell align="right">{t('colAmount')}</TableCell>
                  <TableCell>{t('colReason')}</TableCell>
                  <TableCell>{t('colRefundBy')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {bill.refunds.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatRestaurantDateTime(r.time, timezone)}
                    </TableCell>
                    <TableCell>{r.type}</TableCell>
                    <TableCell align="right">{money(r.amount)}</TableCell>
                    <TableCell>
                      {r.reason}
                      {r.lineIds.length > 0 ? ` · ${t('byDish', { count: r.lineIds.length })}` : ''}
                    </TableCell>
                    <TableCell>{r.createdBy}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ) : null}
      <Paper>
        <Typography variant="subtitle1" component="h2" sx={{ p: 2, pb: 0 }}>
          {t('operationHistory')}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('operationHistory')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colOperationType')}</TableCell>
                <TableCell>{t('colDetail')}</TableCell>
                <TableCell align="right">{t('colAmount')}</TableCell>
                <TableCell>{t('colUpdateTime')}</TableCell>
                <TableCell>{t('colUpdateBy')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bill.operationHistory.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={5} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                    {t('noHistory')}
                  </TableCell>
                </TableRow>
              ) : (
                bill.operationHistory.map((h, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: history rows have no id and never reorder
                  <TableRow key={i}>
                    <TableCell>{OPERATION_TYPE_NAMES[h.operationType]}</TableCell>
                    <TableCell>{h.operationName}</TableCell>
                    <TableCell align="right">{money(h.price)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatRestaurantDateTime(h.updatedAt, timezone)}
                    </TableCell>
                    <TableCell>{h.updatedBy}</TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}
