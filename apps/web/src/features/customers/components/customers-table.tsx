import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { CUSTOMER_PAGE_SIZES, type Customer } from '@rpos/domain';
import { formatRestaurantDateTime, timezoneLabel } from '../../../shared/format/date-time';
import { useCustomersT } from '../customers-texts';

export interface CustomersTableProps {
  customers: readonly Customer[];
  total: number;
  /** From 0. */
  page: number;
  pageSize: number;
  timezone: string;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Name, Phone Number, Email, Created At (the restaurant's clock), paged on the server. */
export function CustomersTable(props: CustomersTableProps) {
  const t = useCustomersT();
  const { customers, total, page, pageSize, timezone } = props;
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('colName')}</TableCell>
              <TableCell>{t('colPhone')}</TableCell>
              <TableCell>{t('colEmail')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('createdAtHint', { zone: timezoneLabel(timezone) })}>
                  <span>{t('colCreatedAt')}</span>
                </Tooltip>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {customers.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            ) : (
              customers.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{c.phoneNumber}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{c.email ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatRestaurantDateTime(c.createdAt, timezone)}
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
        rowsPerPageOptions={[...CUSTOMER_PAGE_SIZES]}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, p) => props.onPageChange(p)}
        onRowsPerPageChange={(e) => props.onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
