import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type BackOfficeOrder,
  hasPermission,
  isOrderRefunded,
  orderDateToIso,
  readOrderOrigin,
} from '@rpos/domain';
import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useUser } from '../../auth/api/use-user';
import { useBackOfficeOrder } from '../api/back-office-orders-api';
import { useBackOfficeOrdersT } from '../back-office-orders-texts';
import { OrderItemsTable } from '../components/order-items-table';
import { PaymentPanel } from '../components/payment-panel';
import { RefundPanel } from '../components/refund-panel';
import { withReason } from '../failure-text';
import { ordersPath } from '../order-paths';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, gap: 0.5, m: 0 }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 3 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}

function OrderSummary({ order, timezone }: { order: BackOfficeOrder; timezone: string }) {
  const t = useBackOfficeOrdersT();
  const scheduled = order.order.selectedDate !== null;
  return (
    <Paper component="section" aria-label={t('orderNumber')} sx={{ p: 2, mb: 2 }}>
      <Facts
        rows={[
          [t('orderNumber'), order.orderNumber],
          [t('created'), formatRestaurantDateTime(order.createdAt, timezone)],
          [t('colTable'), order.restaurant.tableId],
          [t('orderKind'), order.kind],
          [t('colStatus'), t(`status_${order.status}`)],
          [t('colPaymentStatus'), t(`paymentStatus_${order.paymentStatus}`)],
          [t('colRefunded'), isOrderRefunded(order) ? t('yes') : t('no')],
          [t('pickupTime'), scheduled ? formatRestaurantDateTime(order.order.pickupTime, timezone) : null],
          [t('customerName'), order.customerName],
          [t('customerPhone'), order.customerPhone],
          [t('customerEmail'), order.customerEmail],
          [t('customerAddress'), order.address],
          [t('customerPostcode'), order.customerPostcode],
          [t('notes'), order.order.notes],
        ]}
      />
    </Paper>
  );
}

/**
 * /orderDetail/{orderId} (back-office.md §2.6): the order (by its number; the list's row at once,
 * then fresh), its items, a panel per payment by kind and their refunds. Without an id: /orders.
 * After a refund: back to /orders (the same day and type).
 */
export function OrderDetailPage() {
  const t = useBackOfficeOrdersT();
  const navigate = useNavigate();
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const hint = {
    type: readOrderOrigin(params.get('type')) ?? undefined,
    dateStr: orderDateToIso(params.get('date') ?? '') ? (params.get('date') ?? undefined) : undefined,
  };
  const query = useBackOfficeOrder(orderId, hint);
  const user = useUser().data;
  if (!orderId) return <Navigate to="/orders" replace />;

  const data = query.data;
  const back = data
    ? ordersPath(data.order.type, data.dateStr)
    : hint.type && hint.dateStr
      ? ordersPath(hint.type, hint.dateStr)
      : '/orders';
  const canRefund =
    !!user &&
    hasPermission({ role: user.role, permissions: user.permissions.map((p) => p.code) }, 'orderRefunds');

  return (
    <>
      <PageHeader
        title={t('detailTitle', { number: data?.order.shortNumber ?? orderId.slice(-4).toUpperCase() })}
        actions={
          <Button startIcon={<ArrowBackIcon />} component={RouterLink} to={back}>
            {t('backToOrders')}
          </Button>
        }
      />
      <QueryContent
        query={query}
        failedText={withReason(t('loadFailed'), query.error)}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {data ? (
          <>
            <OrderSummary order={data.order} timezone={data.timezone} />
            <OrderItemsTable order={data.order} currencySymbol={data.currencySymbol} />
            {data.order.payments.length === 0 ? (
              <Alert severity="info">{t('noPayment')}</Alert>
            ) : (
              data.order.payments.map((payment) => (
                <PaymentPanel
                  key={payment.paymentId}
                  payment={payment}
                  timezone={data.timezone}
                  currencySymbol={data.currencySymbol}
                >
                  <RefundPanel
                    order={data.order}
                    payment={payment}
                    dateStr={data.dateStr}
                    timezone={data.timezone}
                    currencySymbol={data.currencySymbol}
                    canRefund={canRefund && !query.isPlaceholderData}
                    onRefunded={() => void navigate(ordersPath(data.order.type, data.dateStr))}
                  />
                </PaymentPanel>
              ))
            )}
          </>
        ) : null}
      </QueryContent>
    </>
  );
}
