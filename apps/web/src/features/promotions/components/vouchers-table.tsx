import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { PROMOTION_FORM_PATHS, VOUCHER_PAGE_SIZES, type VoucherRow, type VoucherStatus } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { useVouchersT, type VouchersKey } from '../vouchers-texts';

const STATUS_TEXT: Record<VoucherStatus, VouchersKey> = {
  active: 'statusActive',
  used: 'statusUsed',
  expired: 'statusExpired',
};

export interface VouchersTableProps {
  vouchers: readonly VoucherRow[];
  total: number;
  page: number;
  pageSize: number;
  timezone: string;
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/**
 * Checkbox, Status, Name, Description, Member Name, Updated (back-office.md §2.13); active rows are
 * highlighted; a buyNFree voucher's name opens its promotion (/buyNFree/{id}). Paged on the server.
 */
export function VouchersTable(props: VouchersTableProps) {
  const t = useVouchersT();
  const { vouchers, total, page, pageSize, timezone, selected } = props;
  const all = vouchers.length > 0 && vouchers.every((v) => selected.has(v.voucherId));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    props.onSelectedChange(next);
  };
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={all}
                  indeterminate={!all && vouchers.some((v) => selected.has(v.voucherId))}
                  onChange={() =>
                    props.onSelectedChange(all ? new Set() : new Set(vouchers.map((v) => v.voucherId)))
                  }
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('colStatus')}</TableCell>
              <TableCell>{t('colName')}</TableCell>
              <TableCell>{t('colDescription')}</TableCell>
              <TableCell>{t('colMember')}</TableCell>
              <TableCell>{t('colUpdated')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {vouchers.length === 0 ? (
              <TableRow>
                <TableCell colSpan={6} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            ) : (
              vouchers.map((v) => (
                <TableRow
                  key={v.voucherId}
                  data-status={v.status}
                  sx={
                    v.status === 'active'
                      ? { bgcolor: (th) => alpha(th.palette.success.main, 0.08) }
                      : undefined
                  }
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(v.voucherId)}
                      onChange={() => toggle(v.voucherId)}
                      slotProps={{
                        input: { 'aria-label': t('selectRow', { name: v.name, member: v.userName }) },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={v.status === 'active' ? 'success' : 'default'}
                      label={t(STATUS_TEXT[v.status])}
                    />
                  </TableCell>
                  <TableCell>
                    {v.type === 'buyNFree' && v.promotionId ? (
                      <Link component={RouterLink} to={`${PROMOTION_FORM_PATHS.buyNFree}/${v.promotionId}`}>
                        {v.name}
                      </Link>
                    ) : (
                      v.name
                    )}
                  </TableCell>
                  <TableCell>{v.description}</TableCell>
                  <TableCell>{v.userName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(v.updatedAt, timezone)}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.min(page, Math.max(0, Math.ceil(total / pageSize) - 1))}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...VOUCHER_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, p) => props.onPageChange(p)}
        onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
