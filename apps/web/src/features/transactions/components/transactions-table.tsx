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
import type { Transaction } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import {
  paymentTypesText,
  refundsText,
  shortTransactionId,
  TRANSACTION_TYPE_NAMES,
} from '../transaction-files';
import { transactionPath } from '../transaction-paths';
import { useTransactionsT } from '../transactions-texts';

/** §9: transactions default 10 a page, options 5, 10, 25. */
export const TRANSACTION_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_TRANSACTION_PAGE_SIZE = 10;

export interface TransactionsTableProps {
  transactions: readonly Transaction[];
  timezone: string;
  currencySymbol: string;
  /** 0-based page; the page kept in the address so the detail's back link returns to it. */
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  /** Rows are selectable only for a user who may delete (canDeleteTransactions). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  /** The empty row's text (no bills that day, or none matching the search). */
  emptyText: string;
  /** The list's day (DD-MM-YY), carried to the detail so its back link returns to it. */
  dateStr?: string;
}

/** The rows of one page (0-based), the last page when `page` is past the end. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const p = Math.min(Math.max(0, page), last);
  return { rows: rows.slice(p * size, p * size + size), page: p };
}

/**
 * The day's bills (back-office.md §2.7): the id as its last 6 characters opening the detail, orders
 * opening /orderDetail/{orderNumber}, type, table, total, paid time, payment types and operations.
 */
export function TransactionsTable(props: TransactionsTableProps) {
  const t = useTransactionsT();
  const shown = pageOf(props.transactions, props.page, props.size);
  const { selected } = props;
  const allOnPage = shown.rows.length > 0 && shown.rows.every((x) => selected.has(x.uuid));
  const someOnPage = shown.rows.some((x) => selected.has(x.uuid));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    props.onSelect(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const x of shown.rows) {
      if (on) next.add(x.uuid);
      else next.delete(x.uuid);
    }
    props.onSelect(next);
  };
  const columns = props.selectable ? 9 : 8;

  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              {props.selectable ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allOnPage}
                    indeterminate={someOnPage && !allOnPage}
                    disabled={shown.rows.length === 0}
                    onChange={(e) => toggleAll(e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('selectAll') } }}
                  />
                </TableCell>
              ) : null}
              <TableCell>{t('colId')}</TableCell>
              <TableCell>{t('colOrders')}</TableCell>
              <TableCell>{t('colType')}</TableCell>
              <TableCell>{t('colTable')}</TableCell>
              <TableCell align="right">{t('colTotal')}</TableCell>
              <TableCell>{t('colPaidTime')}</TableCell>
              <TableCell>{t('colPaymentTypes')}</TableCell>
              <TableCell>{t('colOperations')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : (
              shown.rows.map((x) => {
                const short = shortTransactionId(x.uuid);
                return (
                  <TableRow key={x.uuid} hover selected={selected.has(x.uuid)}>
                    {props.selectable ? (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(x.uuid)}
                          disabled={x.deleted}
                          onChange={(e) => toggle(x.uuid, e.target.checked)}
                          slotProps={{ input: { 'aria-label': t('select', { id: short }) } }}
                        />
                      </TableCell>
                    ) : null}
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Link
                        component={RouterLink}
                        to={transactionPath(x.uuid, shown.page, props.dateStr)}
                        title={x.uuid}
                        sx={{ fontWeight: 500, fontFamily: 'monospace' }}
                      >
                        {short}
                      </Link>
                      {x.deleted ? (
                        <Chip
                          size="small"
                          color="error"
                          variant="outlined"
                          label={
                            x.deletedReason
                              ? t('deletedBecause', { reason: x.deletedReason })
                              : t('deletedTag')
                          }
                          sx={{ ml: 1 }}
                        />
                      ) : null}
                    </TableCell>
                    <TableCell>
                      {x.orders.map((o, i) => (
                        <span key={o.orderId}>
                          {i > 0 ? ', ' : null}
                          <Link
                            component={RouterLink}
                            to={`/orderDetail/${encodeURIComponent(o.orderNumber)}`}
                          >
                            {o.orderNumber}
                          </Link>
                        </span>
                      ))}
                    </TableCell>
                    <TableCell>{TRANSACTION_TYPE_NAMES[x.type]}</TableCell>
                    <TableCell>{x.tableNo ?? ''}</TableCell>
                    <TableCell align="right">
                      {formatCents(x.totalSpending, props.currencySymbol)}
                      {x.refunds.length > 0 ? (
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          title={refundsText(x)}
                          label={t('refundedTag', {
                            amount: formatCents(x.totals.refunded, props.currencySymbol),
                          })}
                          sx={{ ml: 1 }}
                        />
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatRestaurantDateTime(x.payTime, props.timezone)}
                    </TableCell>
                    <TableCell>{paymentTypesText(x)}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>{x.operationString}</TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[...TRANSACTION_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        count={props.transactions.length}
        page={shown.page}
        rowsPerPage={props.size}
        onPageChange={(_e, next) => props.onPage(next, props.size)}
        onRowsPerPageChange={(e) => props.onPage(0, Number(e.target.value))}
      />
    </Paper>
  );
}
