import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { type BackOfficeOrder, isOrderRefunded, ORDERS_PAGE_SIZE, ORDERS_PAGE_SIZES } from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { useBackOfficeOrdersT } from '../back-office-orders-texts';

export interface OrdersTableProps {
  orders: readonly BackOfficeOrder[];
  timezone: string;
  currencySymbol: string;
  /** Where an order's id links to (its detail, with the day and type). */
  detailPath: (order: BackOfficeOrder) => string;
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
}

/** The rows of one page (0-based), the last page when `page` is past the end. */
function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const p = Math.min(Math.max(0, page), last);
  return { rows: rows.slice(p * size, p * size + size), page: p };
}

/**
 * Today's orders (back-office.md §2.6): Order Id (opens the detail), Created Time, Customer, Table,
 * Status, Payment Status, Refunded, Total; selectable rows; 100 a page (50 or 100, §9).
 */
export function OrdersTable(props: OrdersTableProps) {
  const t = useBackOfficeOrdersT();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(ORDERS_PAGE_SIZE);
  const shown = pageOf(props.orders, page, size);
  const { selected } = props;
  const allOnPage = shown.rows.length > 0 && shown.rows.every((o) => selected.has(o.id));
  const someOnPage = shown.rows.some((o) => selected.has(o.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    props.onSelect(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const o of shown.rows) {
      if (on) next.add(o.id);
      else next.delete(o.id);
    }
    props.onSelect(next);
  };
  const narrow = { display: { xs: 'none', md: 'table-cell' } };

  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allOnPage}
                  indeterminate={someOnPage && !allOnPage}
                  disabled={shown.rows.length === 0}
                  onChange={(e) => toggleAll(e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('colOrderId')}</TableCell>
              <TableCell>{t('colCreated')}</TableCell>
              <TableCell>{t('colCustomer')}</TableCell>
              <TableCell>{t('colTable')}</TableCell>
              <TableCell sx={narrow}>{t('colStatus')}</TableCell>
              <TableCell>{t('colPaymentStatus')}</TableCell>
              <TableCell>{t('colRefunded')}</TableCell>
              <TableCell align="right">{t('colTotal')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            ) : (
              shown.rows.map((o) => (
                <TableRow key={o.id} hover selected={selected.has(o.id)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(o.id)}
                      onChange={(e) => toggle(o.id, e.target.checked)}
                      slotProps={{ input: { 'aria-label': t('select', { number: o.shortNumber }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={props.detailPath(o)}
                      title={o.orderNumber}
                      sx={{ fontWeight: 500, fontFamily: 'monospace' }}
                    >
                      {o.shortNumber}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(o.createdAt, props.timezone)}
                  </TableCell>
                  <TableCell>{o.customerName}</TableCell>
                  <TableCell>{o.restaurant.tableId}</TableCell>
                  <TableCell sx={narrow}>{t(`status_${o.status}`)}</TableCell>
                  <TableCell>{t(`paymentStatus_${o.paymentStatus}`)}</TableCell>
                  <TableCell>{isOrderRefunded(o) ? t('yes') : t('no')}</TableCell>
                  <TableCell align="right">{formatCents(o.total, props.currencySymbol)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[...ORDERS_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        count={props.orders.length}
        page={shown.page}
        rowsPerPage={size}
        onPageChange={(_e, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </Paper>
  );
}
