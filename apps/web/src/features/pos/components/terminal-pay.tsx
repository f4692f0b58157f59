import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PosPaymentResponse, SplitRequest } from '@rpos/domain';
import { useEffect, useRef, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import {
  useCancelTerminalPayment,
  usePosTerminals,
  useSandboxTerminalAnswer,
  useStartTerminalPayment,
  useTerminalPayment,
} from '../api/terminal-payments';
import { errorText } from '../error-text';
import { useTerminalPayT } from '../terminal-pay-texts';

export interface TerminalPayProps {
  billId: string;
  /** The card payment type, and what the payment settles with its surcharge and tip (null: not ready). */
  type: string;
  preview: { settles: number; surcharge: number; tip: number } | null;
  /** The split's check this pays, when the bill is split by seat or dish. */
  portion: { split: SplitRequest; portion: string } | null;
  currencySymbol: string;
  /** A terminal payment is under way: the dialog's own Pay waits. */
  onActive: (active: boolean) => void;
  /** The terminal approved and the bill recorded it. */
  onPaid: (answer: PosPaymentResponse, type: string) => void;
}

/**
 * "Card → terminal" in the pay dialog (decision 0574): shown when the restaurant has assigned
 * terminals. Sends the part (with the card type's surcharge and the tip) to the chosen terminal, waits
 * with a progress bar and Cancel while the terminal payment is polled, then hands the approved payment
 * to the dialog, or says why it was not paid (try again, or another type).
 */
export function TerminalPay(props: TerminalPayProps) {
  const t = useTerminalPayT();
  const { billId, type, preview, currencySymbol: symbol, onActive, onPaid } = props;
  const amount = preview?.settles ?? 0;
  const surcharge = preview?.surcharge ?? 0;
  const tip = preview?.tip ?? 0;
  const terminals = usePosTerminals(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const prepared = useRef<{ key: string; requestId: string } | null>(null);
  const handed = useRef<string | null>(null);
  const start = useStartTerminalPayment(billId);
  const cancel = useCancelTerminalPayment();
  const sandbox = useSandboxTerminalAnswer();
  const payment = useTerminalPayment(paymentId).data ?? null;

  const list = terminals.data?.terminals ?? [];
  const terminalId = chosen && list.some((x) => x.id === chosen) ? chosen : (list[0]?.id ?? null);
  const waiting = start.isPending || payment?.status === 'pending' || payment?.status === 'recording';
  const failed = payment && !waiting && payment.status !== 'approved' ? payment : null;

  useEffect(() => onActive(waiting), [waiting, onActive]);
  useEffect(() => () => onActive(false), [onActive]);
  useEffect(() => {
    if (payment?.status !== 'approved' || !payment.transaction || handed.current === payment.id) return;
    handed.current = payment.id;
    prepared.current = null;
    setPaymentId(null);
    onPaid(
      {
        transaction: payment.transaction,
        change: 0,
        merchantAmount: payment.amount + payment.surcharge,
        tip: payment.tip,
      },
      payment.type,
    );
  }, [payment, onPaid]);

  if (!terminals.data || list.length === 0 || !terminalId) return null;
  const total = amount + surcharge + tip;
  const money = (cents: number) => formatCents(cents, symbol);

  const send = () => {
    if (!preview || !terminalId) return;
    const key = `${terminalId}|${type}|${amount}|${tip}|${props.portion?.portion ?? ''}`;
    if (prepared.current?.key !== key) prepared.current = { key, requestId: crypto.randomUUID() };
    setError(null);
    start.mutate(
      { terminalId, type, amount, tip, ...(props.portion ?? {}), requestId: prepared.current.requestId },
      {
        onSuccess: (p) => setPaymentId(p.id),
        onError: (e) => setError(errorText(e, t('notPaid', { message: '' }))),
      },
    );
  };
  // Another try is another payment: a new requestId.
  const again = () => {
    prepared.current = null;
    setPaymentId(null);
    send();
  };

  if (waiting) {
    const name = payment?.terminalId ?? terminalId;
    return (
      <Box
        role="status"
        aria-live="polite"
        sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography sx={{ fontWeight: 600 }}>
          {start.isPending
            ? t('starting')
            : payment?.cancelRequested
              ? t('cancelling')
              : t('waiting', { terminal: name, amount: money(payment?.total ?? total) })}
        </Typography>
        <LinearProgress
          aria-label={t('waiting', { terminal: name, amount: money(total) })}
          sx={{ my: 1.5 }}
        />
        {payment && terminals.data.provider === 'sandbox' ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('sandboxHint')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              {(['approve', 'decline'] as const).map((outcome) => (
                <Button
                  key={outcome}
                  variant="outlined"
                  disabled={sandbox.isPending}
                  onClick={() => sandbox.mutate({ id: payment.id, outcome })}
                  sx={{ minHeight: 44 }}
                >
                  {t(outcome === 'approve' ? 'sandboxApprove' : 'sandboxDecline')}
                </Button>
              ))}
            </Box>
          </>
        ) : null}
        {payment ? (
          <Button
            color="inherit"
            variant="outlined"
            disabled={cancel.isPending || payment.cancelRequested || payment.status === 'recording'}
            onClick={() => cancel.mutate(payment.id, { onError: (e) => setError(errorText(e, t('cancel'))) })}
            sx={{ mt: 1.5, minHeight: 44 }}
          >
            {t('cancel')}
          </Button>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 2 }}>
      {failed ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={again}>
              {t('tryAgain')}
            </Button>
          }
        >
          {t('notPaid', { message: failed.message ?? '' })} {t('otherType')}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      {list.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('terminal')}
          value={terminalId}
          onChange={(e) => setChosen(e.target.value)}
          fullWidth
          sx={{ mb: 1 }}
        >
          {list.map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.description ? `${x.id} · ${x.description}` : x.id}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1, display: preview ? undefined : 'none' }}
      >
        {t('sendsWhat', {
          amount: money(total),
          part: money(amount),
          surcharge: money(surcharge),
          tip: money(tip),
        })}
      </Typography>
      <Button
        variant="outlined"
        size="large"
        fullWidth
        disabled={!preview || !!failed}
        onClick={send}
        sx={{ minHeight: 56 }}
      >
        {t('sendToTerminal', { amount: money(total) })}
      </Button>
    </Box>
  );
}
