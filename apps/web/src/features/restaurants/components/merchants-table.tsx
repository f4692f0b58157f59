import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { MERCHANT_PAGE_SIZES, type MerchantListRow } from '@rpos/domain';
import { Link as RouterLink } from 'react-router';
import { useRestaurantsT } from '../restaurant-texts';

/** A row's page: /restaurant/{urlIdentifier}, or /restaurantGroup/{urlIdentifier} for a group. */
export const merchantPath = (r: Pick<MerchantListRow, 'type' | 'urlIdentifier'>): string =>
  `/${r.type === 'restaurantGroup' ? 'restaurantGroup' : 'restaurant'}/${encodeURIComponent(r.urlIdentifier)}`;

export function MerchantsTable({
  rows,
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: {
  rows: MerchantListRow[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const t = useRestaurantsT();
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('restaurantsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('colName')}</TableCell>
              <TableCell>{t('colIdentifier')}</TableCell>
              <TableCell>{t('colType')}</TableCell>
              <TableCell>{t('colGroup')}</TableCell>
              <TableCell>{t('colAddress')}</TableCell>
              <TableCell>{t('colAdmin')}</TableCell>
              <TableCell>{t('colOnlinePayment')}</TableCell>
              <TableCell>{t('colOnline')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8} align="center">
                  {t('noRestaurants')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={merchantPath(r)}>
                      {r.name}
                    </Link>
                  </TableCell>
                  <TableCell>{r.urlIdentifier}</TableCell>
                  <TableCell>
                    {r.type === 'restaurantGroup' ? t('typeRestaurantGroup') : t('typeRestaurant')}
                  </TableCell>
                  <TableCell>{r.groupName ?? ''}</TableCell>
                  <TableCell>{r.address ?? ''}</TableCell>
                  <TableCell>{r.restaurantAdmin ?? ''}</TableCell>
                  <TableCell>{r.onlinePayment}</TableCell>
                  <TableCell>{r.isOnline ? t('yes') : t('no')}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...MERCHANT_PAGE_SIZES]}
        onPageChange={(_e, p) => onPageChange(p)}
        onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      />
    </Paper>
  );
}
