import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type BackOfficeOrder,
  type OnlinePaymentRefundResponse,
  type OrderPayment,
  onlinePaymentRefundBody,
  refundButtonState,
  refundListOf,
} from '@rpos/domain';
import { useRef, useState } from 'react';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useOrderRefund } from '../api/back-office-orders-api';
import { useBackOfficeOrdersT } from '../back-office-orders-texts';
import { withReason } from '../failure-text';
import { RefundDialog } from './refund-dialog';

export interface RefundPanelProps {
  order: BackOfficeOrder;
  payment: OrderPayment;
  /** The order's day (DD-MM-YY), sent as orderDate. */
  dateStr: string;
  timezone: string;
  currencySymbol: string;
  /** The user passes the order-refund check: the buttons are shown. */
  canRefund: boolean;
  onRefunded: (answer: OnlinePaymentRefundResponse) => void;
}

/**
 * A payment's refunds and its "Refund All" / "Refund Amount" buttons with the disabled states of
 * back-office.md §4 (refundButtonState); both open the refund dialog. One idempotency key per
 * dialog, so a double click refunds once.
 */
export function RefundPanel(props: RefundPanelProps) {
  const t = useBackOfficeOrdersT();
  const snackbar = useSnackbar();
  const refund = useOrderRefund();
  const [dialog, setDialog] = useState<'all' | 'amount' | null>(null);
  const key = useRef('');
  const { order, payment } = props;
  const refunds = refundListOf(order, payment.kind).filter((r) => r.paymentId === payment.paymentId);
  const state = refundButtonState(payment, refunds, refund.isPending);

  const open = (which: 'all' | 'amount') => {
    key.current = crypto.randomUUID();
    setDialog(which);
  };
  const send = (cents: number) => {
    if (payment.kind === 'wallet' && payment.totalAmount == null) {
      snackbar.error(t('walletTotalMissing'));
      return;
    }
    refund.mutate(onlinePaymentRefundBody(order, payment, cents, props.dateStr, key.current), {
      onSuccess: (answer) => {
        setDialog(null);
        snackbar.success(answer.message);
        props.onRefunded(answer);
      },
      onError: (e) => snackbar.error(withReason(t('refundFailed'), e)),
    });
  };

  return (
    <Box component="section" aria-label={t('refunds')} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('refunds')}
      </Typography>
      {refunds.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noRefunds')}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('refunds')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fieldCreated')}</TableCell>
              <TableCell align="right">{t('fieldAmount')}</TableCell>
              <TableCell>{t('fieldStatus')}</TableCell>
              <TableCell>{t('refundedBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {refunds.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{formatRestaurantDateTime(r.created, props.timezone)}</TableCell>
                <TableCell align="right">{formatCents(r.amount, props.currencySymbol)}</TableCell>
                <TableCell>{r.result === 'OK' ? t('refundDone') : t('refundPending')}</TableCell>
                <TableCell>{r.requestedBy ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {props.canRefund && state.offered ? (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5 }}>
          <Button variant="contained" disabled={state.refundAllDisabled} onClick={() => open('all')}>
            {t('refundAll')}
          </Button>
          <Button variant="outlined" disabled={state.refundAmountDisabled} onClick={() => open('amount')}>
            {t('refundAmount')}
          </Button>
        </Box>
      ) : null}
      <RefundDialog
        open={dialog !== null}
        all={dialog === 'all'}
        total={state.remaining}
        currencySymbol={props.currencySymbol}
        busy={refund.isPending}
        onConfirm={send}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
