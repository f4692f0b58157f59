import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrderPayment } from '@rpos/domain';
import type { ReactNode } from 'react';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { type BackOfficeOrdersKey, useBackOfficeOrdersT } from '../back-office-orders-texts';

type Field = [label: BackOfficeOrdersKey, value: ReactNode];

/** The fields of back-office.md §3 "Payment kinds" that a manager reads, per kind. */
function fieldsOf(
  p: OrderPayment,
  money: (c: number) => string,
  time: (iso: string | null) => string,
): Field[] {
  const card = (brand: string | null, last4: string | null) =>
    last4 ? `${brand ?? ''} •••• ${last4}`.trim() : (brand ?? '');
  const common: Field[] = [
    ['fieldAmount', money(p.amount)],
    ['fieldRefunded', money(p.amount_refunded)],
    ['fieldCurrency', p.currency],
    ['fieldCreated', time(p.created)],
  ];
  switch (p.kind) {
    case 'card':
      return [
        ['fieldStatus', p.status],
        ...common,
        ['fieldReceived', money(p.amount_received)],
        [
          'fieldCard',
          card(p.firstCharge.paymentMethodDetails.brand, p.firstCharge.paymentMethodDetails.last4),
        ],
        ['fieldEmail', p.firstCharge.billingDetails.email ?? ''],
        ['fieldReference', p.partner_order_id],
      ];
    case 'online':
      return [
        ['fieldMethod', p.paymentMethod],
        ...common,
        ['fieldCard', p.additionalData.cardSummary ? `•••• ${p.additionalData.cardSummary}` : ''],
        ['fieldReference', p.merchantReference],
        ['fieldEventDate', time(p.eventDate)],
      ];
    case 'till':
      return [
        ['fieldResult', p.result],
        ['fieldMethod', p.paymentMethod],
        ...common,
        ['fieldCard', card(p.returnData.binBrand, p.returnData.lastFourDigits)],
        ['fieldEmail', p.customer ?? ''],
      ];
    case 'wallet':
      return [
        ['fieldOrderNo', p.orderNo],
        ...common,
        ['fieldTotalAmount', p.totalAmount == null ? '' : money(p.totalAmount)],
        ['fieldSurcharge', money(p.surchargeAmount)],
        ['fieldReference', p.merchantOrderNo],
      ];
  }
}

/** One payment of the order, shown by its kind (card, online provider, till, wallet). */
export function PaymentPanel({
  payment,
  timezone,
  currencySymbol,
  children,
}: {
  payment: OrderPayment;
  timezone: string;
  currencySymbol: string;
  /** The payment's refunds and buttons. */
  children?: ReactNode;
}) {
  const t = useBackOfficeOrdersT();
  const money = (c: number) => formatCents(c, currencySymbol);
  const time = (iso: string | null) => formatRestaurantDateTime(iso, timezone);
  const success = payment.orderStatus === 'Success';
  return (
    <Paper component="section" aria-label={t(`payment_${payment.kind}`)} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t(`payment_${payment.kind}`)}
        </Typography>
        <Chip
          size="small"
          color={success ? 'success' : 'default'}
          label={success ? t('paymentSuccess') : t('paymentFailure')}
        />
      </Box>
      {payment.needsRefund ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {t('secondPayment')}
        </Alert>
      ) : null}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, gap: 0.5, m: 0 }}
      >
        {fieldsOf(payment, money, time).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ pr: 3 }}>
              {t(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Paper>
  );
}
