import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  csvToCents,
  overpaidOf,
  overpaymentPayment,
  planRefund,
  REFUND_MESSAGES,
  REFUND_REASONS,
  REOPEN_REASONS,
  refundableOf,
  refundableTipOf,
  type Transaction,
} from '@rpos/domain';
import { useId, useRef, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useRefund, useReopenBill } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { usePosT } from '../pos-texts';
import { ReasonPicker } from './reason-picker';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Refund at the POS (decision 0430): a payment of the bill (what is left of each shown), the amount —
 * on an open bill the overpayment, on a paid one any part, or the chosen dishes' sum — and a reason.
 * A tip taken with the payment can be given back too (decision 0576), apart from the sale. The
 * domain's planRefund checks it before the server checks it again under the bill's lock.
 */
export function RefundDialog({
  bill,
  open,
  currencySymbol: symbol,
  onClose,
}: {
  bill: Transaction;
  open: boolean;
  currencySymbol: string;
  onClose: () => void;
}) {
  return open ? <RefundForm bill={bill} currencySymbol={symbol} onClose={onClose} /> : null;
}

function RefundForm({
  bill,
  currencySymbol: symbol,
  onClose,
}: {
  bill: Transaction;
  currencySymbol: string;
  onClose: () => void;
}) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const refund = useRefund(bill.uuid);
  const labelId = useId();
  const payments = bill.paymentTypes.filter((p) => refundableOf(p) > 0 || refundableTipOf(p) > 0);
  const overpaid = overpaidOf(bill.balance);
  const first = bill.billPaid ? payments.at(-1) : overpaymentPayment(payments, overpaid);
  const [paymentId, setPaymentId] = useState<string | null>(first?.id ?? null);
  const [text, setText] = useState(() =>
    dollars(
      bill.billPaid ? (first ? refundableOf(first) : 0) : Math.min(overpaid, first ? refundableOf(first) : 0),
    ),
  );
  const [lineIds, setLineIds] = useState<string[]>([]);
  const [tipText, setTipText] = useState('');
  const [reason, setReason] = useState<string>(bill.billPaid ? '' : REFUND_REASONS[0]);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(crypto.randomUUID());

  const refundedLines = new Set(bill.refunds.flatMap((r) => r.lineIds));
  const dishes = bill.billPaid
    ? bill.orders.flatMap((o) =>
        o.dishes.filter((d) => !d.isVoidedDish && !d.permanentDeletion && !refundedLines.has(d.lineId)),
      )
    : [];
  const lineTotals = dishes.filter((d) => lineIds.includes(d.lineId)).map((d) => d.lineTotal);
  const amount = lineTotals.length > 0 ? lineTotals.reduce((s, l) => s + l, 0) : csvToCents(text);
  const chosen = bill.paymentTypes.find((p) => p.id === paymentId);
  const tipLeft = chosen ? refundableTipOf(chosen) : 0;
  // An empty tip field gives no tip back; anything not in dollars and cents is refused by the rule.
  const tip = tipLeft === 0 || tipText.trim() === '' ? 0 : (csvToCents(tipText) ?? Number.NaN);
  const planned = planRefund(
    { billPaid: bill.billPaid, deleted: bill.deleted, balance: bill.balance },
    bill.paymentTypes,
    { paymentId, amount, lineTotals, tip },
  );
  const handedBack = planned.ok ? planned.amount + planned.tip : 0;

  const submit = async () => {
    if (!reason.trim()) {
      setError(REFUND_MESSAGES.reasonRequired);
      return;
    }
    if (!planned.ok) {
      setError(planned.message);
      return;
    }
    setError(null);
    try {
      await refund.mutateAsync({
        paymentId,
        reason: reason.trim(),
        requestId: requestId.current,
        ...(lineIds.length > 0 ? { lineIds } : { amount: planned.amount }),
        ...(planned.tip > 0 ? { tip: planned.tip } : {}),
      });
      onClose();
      snackbar.success(
        t('refundDone', { amount: formatCents(handedBack, symbol), type: planned.payment.type }),
      );
    } catch (e) {
      setError(errorText(e, t('actionFailed')));
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('refundTitle')}
      confirmLabel={t('refundDo', { amount: formatCents(handedBack, symbol) })}
      busy={refund.isPending}
      confirmDisabled={!planned.ok}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('refundTo')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-labelledby={labelId}
        value={paymentId}
        onChange={(_e, v: string | null) => v && setPaymentId(v)}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { minHeight: 48, textTransform: 'none' } }}
      >
        {payments.map((p) => (
          <ToggleButton key={p.id} value={p.id}>
            {refundableTipOf(p) > 0
              ? t('refundLeftTip', {
                  type: p.type,
                  amount: formatCents(refundableOf(p), symbol),
                  tip: formatCents(refundableTipOf(p), symbol),
                })
              : t('refundLeft', { type: p.type, amount: formatCents(refundableOf(p), symbol) })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label={t('refundAmount', { symbol })}
        value={lineTotals.length > 0 ? dollars(amount ?? 0) : text}
        onChange={(e) => setText(e.target.value)}
        disabled={lineTotals.length > 0}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ mt: 2 }}
      />
      {tipLeft > 0 ? (
        <TextField
          label={t('refundTip', { symbol })}
          value={tipText}
          onChange={(e) => setTipText(e.target.value)}
          placeholder="0.00"
          helperText={t('refundTipHint', { amount: formatCents(tipLeft, symbol) })}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ mt: 2 }}
        />
      ) : null}
      {dishes.length > 0 ? (
        <Box role="group" aria-label={t('refundDishes')} sx={{ mt: 1 }}>
          <Typography variant="subtitle2">{t('refundDishes')}</Typography>
          {dishes.map((d) => (
            <FormControlLabel
              key={d.lineId}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  checked={lineIds.includes(d.lineId)}
                  onChange={(e) =>
                    setLineIds((ids) =>
                      e.target.checked ? [...ids, d.lineId] : ids.filter((id) => id !== d.lineId),
                    )
                  }
                />
              }
              label={`${d.quantity} × ${d.dish.name} · ${formatCents(d.lineTotal, symbol)}`}
            />
          ))}
        </Box>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <ReasonPicker
          options={REFUND_REASONS}
          value={reason}
          onChange={setReason}
          disabled={refund.isPending}
        />
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : !planned.ok && (amount || tip) ? (
        <Typography color="error" sx={{ mt: 1 }}>
          {planned.message}
        </Typography>
      ) : null}
    </ConfirmDialog>
  );
}

/** Reopen a paid bill with a reason (decision 0431): it goes back on the order screen. */
export function ReopenDialog({
  bill,
  open,
  onClose,
}: {
  bill: Transaction;
  open: boolean;
  onClose: () => void;
}) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const reopen = useReopenBill(bill.uuid);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!reason.trim()) {
      setError(REFUND_MESSAGES.reopenReasonRequired);
      return;
    }
    setError(null);
    try {
      await reopen.mutateAsync({ reason: reason.trim() });
      onClose();
      snackbar.success(t('reopened'));
    } catch (e) {
      setError(errorText(e, t('actionFailed')));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('reopenTitle')}
      confirmLabel={t('reopenDo')}
      busy={reopen.isPending}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <ReasonPicker
        options={REOPEN_REASONS}
        value={reason}
        onChange={setReason}
        disabled={reopen.isPending}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
