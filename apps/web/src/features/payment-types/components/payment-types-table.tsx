import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { PAYMENT_TYPE_PAGE_SIZE, PAYMENT_TYPE_PAGE_SIZES, type PosPaymentType } from '@rpos/domain';
import { useState } from 'react';
import { usePaymentTypesT } from '../payment-types-texts';

export interface PaymentTypesTableProps {
  paymentTypes: readonly PosPaymentType[];
  selected: ReadonlySet<string>;
  onSelect: (ids: Set<string>) => void;
  onToggleEnabled: (paymentType: PosPaymentType, enabled: boolean) => void;
  onEdit: (paymentType: PosPaymentType) => void;
  /** A save is running: the switches wait. */
  busy: boolean;
}

/** The rows of one page (0-based), the last page when `page` is past the end. */
function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const p = Math.min(Math.max(0, page), last);
  return { rows: rows.slice(p * size, p * size + size), page: p };
}

/**
 * The /paymentTypes list (restaurant-config.md §2.7): checkbox, Payment Type (opens its edit dialog),
 * Surcharge Rate, Enabled switch, Sort, Description; 20, 50 or 100 a page (§9), in the server's order.
 */
export function PaymentTypesTable(props: PaymentTypesTableProps) {
  const t = usePaymentTypesT();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAYMENT_TYPE_PAGE_SIZE);
  const shown = pageOf(props.paymentTypes, page, size);
  const { selected } = props;
  const allOnPage = shown.rows.length > 0 && shown.rows.every((p) => selected.has(p.paymentTypeId));
  const someOnPage = shown.rows.some((p) => selected.has(p.paymentTypeId));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    props.onSelect(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const p of shown.rows) {
      if (on) next.add(p.paymentTypeId);
      else next.delete(p.paymentTypeId);
    }
    props.onSelect(next);
  };

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
              <TableCell>{t('colType')}</TableCell>
              <TableCell align="right">{t('colSurchargeRate')}</TableCell>
              <TableCell>{t('colEnabled')}</TableCell>
              <TableCell align="right">{t('colSort')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('colDescription')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            ) : (
              shown.rows.map((p) => (
                <TableRow key={p.paymentTypeId} hover selected={selected.has(p.paymentTypeId)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(p.paymentTypeId)}
                      onChange={(e) => toggle(p.paymentTypeId, e.target.checked)}
                      slotProps={{ input: { 'aria-label': t('select', { name: p.paymentType }) } }}
                    />
                  </TableCell>
                  <TableCell>
                    <Link
                      component="button"
                      type="button"
                      onClick={() => props.onEdit(p)}
                      aria-label={t('edit', { name: p.paymentType })}
                      sx={{ fontWeight: 500 }}
                    >
                      {p.paymentType}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{`${p.surchargeRate}%`}</TableCell>
                  <TableCell>
                    <Switch
                      checked={p.enabled}
                      disabled={props.busy}
                      onChange={(e) => props.onToggleEnabled(p, e.target.checked)}
                      slotProps={{ input: { 'aria-label': t('enable', { name: p.paymentType }) } }}
                    />
                  </TableCell>
                  <TableCell align="right">{p.sort}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{p.description}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        rowsPerPageOptions={[...PAYMENT_TYPE_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        count={props.paymentTypes.length}
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
