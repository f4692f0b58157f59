import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { MerchantSubscriptions, SubscriptionRow } from '@rpos/domain';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { useBillingT } from '../billing-texts';
import { planPrice } from '../format-plan';

/** The admin list: one row per restaurant, status from its first subscription, start from the active one. */
export function MerchantSubscriptionsTable({
  rows,
  total,
  page,
  pageSize,
  timezone,
  onPageChange,
}: {
  rows: MerchantSubscriptions[];
  total: number;
  page: number;
  pageSize: number;
  timezone: string;
  onPageChange: (page: number) => void;
}) {
  const t = useBillingT();
  return (
    <Paper>
      <TableContainer>
        <Table size="small" aria-label={t('subscriptionsTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('colRestaurant')}</TableCell>
              <TableCell>{t('colStatus')}</TableCell>
              <TableCell>{t('colStart')}</TableCell>
              <TableCell>{t('colPlan')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} align="center">
                  {t('noRestaurants')}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((r) => {
                const first = r.subscriptions[0];
                return (
                  <TableRow key={r.restaurantId}>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.status ?? ''}</TableCell>
                    <TableCell>{formatRestaurantDateTime(r.startDate, timezone)}</TableCell>
                    <TableCell>
                      {first
                        ? `${first.productName} ${planPrice(t, first.plan.amount, first.plan.interval)}`
                        : ''}
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
        onPageChange={(_e, p) => onPageChange(p)}
      />
    </Paper>
  );
}

/** A restaurant's own subscriptions (restaurant-config.md §2.7). */
export function OwnSubscriptionsTable({ rows, timezone }: { rows: SubscriptionRow[]; timezone: string }) {
  const t = useBillingT();
  return (
    <Paper>
      <Table size="small" aria-label={t('subscriptionsTitle')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('colPlan')}</TableCell>
            <TableCell>{t('colAmount')}</TableCell>
            <TableCell>{t('colStatus')}</TableCell>
            <TableCell>{t('colStart')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={4} align="center">
                {t('noSubscriptions')}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{s.productName}</TableCell>
                <TableCell>{planPrice(t, s.plan.amount, s.plan.interval)}</TableCell>
                <TableCell>{s.status}</TableCell>
                <TableCell>{formatRestaurantDateTime(s.current_period_start, timezone)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Paper>
  );
}
