import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type OrderSummaryResponse, shortReference } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { api } from '../../../shared/api/api-client';
import { formatCents } from '../../../shared/format/money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePrerenderedPageReady } from '../../../shared/ui/first-screen-handover';
import { QrCodeSvg } from '../../../shared/ui/qr-code-svg';
import { orderSummaryIds, orderSummaryKey } from '../api/order-page-queries';
import { OrderLines } from '../order-lines';

/**
 * /orderSuccessDetail/:menuId/:tableId(/:reference) — the diner's recent orders (diner.md §2 "Orders
 * summary"); with none yet (the header's My Orders before any order) a line and the way back to the menu.
 */
export function OrderSummaryPage() {
  const { t } = useTranslation();
  const { menuId = '', tableId = '', reference = '' } = useParams();
  const ids = orderSummaryIds(menuId, reference);
  const query = useQuery({
    enabled: ids.length > 0,
    queryKey: orderSummaryKey(menuId, ids),
    queryFn: ({ signal }) =>
      api.get<OrderSummaryResponse>('/orderSummary', {
        query: { restaurantId: menuId, orderIds: ids.join(',') },
        signal,
      }),
  });
  const menuPath = `/online/${encodeURIComponent(menuId)}/${encodeURIComponent(tableId)}`;
  const data = query.data;
  const empty = ids.length === 0 || data?.orders.length === 0;
  // A prerendered copy (decision 0605) gives way once the orders, the empty state or the error show.
  usePrerenderedPageReady(empty || !query.isPending);
  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: 8 }}>
      <Button
        component={RouterLink}
        to={menuPath}
        startIcon={<ArrowBackIcon />}
        sx={{ minHeight: 48, mb: 1 }}
      >
        {t('order.backToMenu')}
      </Button>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('order.myOrders')}
      </Typography>
      {empty ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>{t('order.noOrdersYet')}</Typography>
          <Button component={RouterLink} to={menuPath} variant="contained" size="large">
            {t('order.backToMenu')}
          </Button>
        </Paper>
      ) : null}
      {query.isPending && !empty && (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {query.isError && (
        <Alert severity="error" action={<Button onClick={() => query.refetch()}>{t('common.retry')}</Button>}>
          {t('common.retrieveFailed')}
        </Alert>
      )}
      {data && !empty && (
        <Stack spacing={2}>
          {data.orders.map((order) => (
            <Paper
              key={order.id}
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-label={t('order.orderLabel', { number: shortReference(order.orderNumber) })}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="h6" component="h2">
                  {t('order.orderNumber')} {shortReference(order.orderNumber)}
                </Typography>
                {order.paymentType === null && <Chip color="warning" label={t('order.notPaid')} />}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {order.orderTimeText}
                {order.realTableId ? ` · ${t('order.table', { table: order.realTableId })}` : ''}
              </Typography>
              <Divider sx={{ my: 1 }} />
              <OrderLines items={order.items} currency={data.currencySymbol} />
              <Divider sx={{ my: 1 }} />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography>{t('order.subtotal')}</Typography>
                <Typography>{formatCents(order.subtotal, data.currencySymbol)}</Typography>
              </Stack>
              {order.discountTotal > 0 && (
                <Stack direction="row" sx={{ justifyContent: 'space-between' }} data-testid="order-discount">
                  <Typography>{order.discountName ?? t('order.voucherDiscount')}</Typography>
                  <Typography>-{formatCents(order.discountTotal, data.currencySymbol)}</Typography>
                </Stack>
              )}
              {order.surcharges.map((s) => (
                <Stack key={s.name} direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography>{s.name}</Typography>
                  <Typography>{formatCents(s.amount, data.currencySymbol)}</Typography>
                </Stack>
              ))}
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{t('order.total')}</Typography>
                <Typography sx={{ fontWeight: 600 }}>
                  {formatCents(order.total, data.currencySymbol)}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('order.additionalCharges')}
              </Typography>
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <QrCodeSvg
                  value={order.id}
                  size={160}
                  label={t('order.qrLabel', { number: shortReference(order.orderNumber) })}
                />
              </Box>
            </Paper>
          ))}
          {data.specialTerms && <Alert severity="warning">{data.specialTerms}</Alert>}
        </Stack>
      )}
    </Container>
  );
}
