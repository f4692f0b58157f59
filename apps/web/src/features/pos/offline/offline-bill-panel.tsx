import DoneAll from '@mui/icons-material/DoneAll';
import Payments from '@mui/icons-material/Payments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { csvToCents, isCashPaymentType, type PosPaymentType } from '@rpos/domain';
import { useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { usePosStaffMay, usePosStaffSession } from '../api/pos-staff-api';
import type { OfflineBill } from './offline-bills';
import { enqueue } from './offline-queue';
import { useOfflineT } from './offline-texts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What this device holds for the bill: its orders and payments waiting to be sent. */
export function OfflineChanges({ bill, currencySymbol }: { bill: OfflineBill; currencySymbol: string }) {
  const t = useOfflineT();
  return (
    <Box component="ul" sx={{ p: 0, m: 0 }}>
      {bill.changes.map(({ key, change, display }) => (
        <Box
          component="li"
          key={key}
          sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>
              {change.kind === 'order'
                ? t('queuedOrder')
                : change.kind === 'payment'
                  ? t('queuedPayment', {
                      type: change.type,
                      amount: formatCents(change.amount, currencySymbol),
                    })
                  : t('queuedClose')}
            </Typography>
            <Chip size="small" color="warning" label={t('waitingToSend')} />
          </Box>
          {display.lines.map((l) => (
            <Box key={l.key} sx={{ display: 'flex', gap: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {l.quantity} × {l.name}
              </Typography>
              <Typography variant="body2">{formatCents(l.lineTotal, currencySymbol)}</Typography>
            </Box>
          ))}
          {display.allergens?.length ? (
            <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
              {t('queuedAllergies', { list: display.allergens.join(', ') })}
            </Typography>
          ) : null}
          {(display.surcharges ?? []).map((s) => (
            <Box key={s.name} sx={{ display: 'flex', gap: 1 }}>
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {s.name}
              </Typography>
              <Typography variant="body2">{formatCents(s.amount, currencySymbol)}</Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

/**
 * Paying while offline (issue 31): cash (what is handed over; the change shown) and a card typed in
 * on the terminal (a payment type other than cash, with its reference), each queued with the balance
 * the device showed; Close once nothing is left. Online card payments are not offered offline.
 */
export function OfflinePayPanel({
  bill,
  paymentTypes,
  currencySymbol,
}: {
  bill: OfflineBill;
  paymentTypes: readonly PosPaymentType[];
  currencySymbol: string;
}) {
  const t = useOfflineT();
  const may = usePosStaffMay();
  const staffId = usePosStaffSession().data?.staff?.id ?? null;
  const { balance, closed } = bill.figures;
  const cashType = paymentTypes.find((p) => isCashPaymentType(p.paymentType));
  const cardTypes = paymentTypes.filter((p) => !isCashPaymentType(p.paymentType));
  const [cashText, setCashText] = useState<string | null>(null);
  const [cardText, setCardText] = useState<string | null>(null);
  const [cardType, setCardType] = useState('');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cash = csvToCents(cashText ?? dollars(Math.max(0, balance)));
  const card = csvToCents(cardText ?? dollars(Math.max(0, balance)));
  const allowed = may('posPayments');
  const base = {
    localBillId: bill.localBillId,
    transactionId: bill.transactionId,
    staffId,
  };

  const queue = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setCashText(null);
      setCardText(null);
      setReference('');
    } catch {
      setError(t('amountInvalid'));
    } finally {
      setBusy(false);
    }
  };

  const takeCash = () => {
    if (!cashType || cash === null || cash <= 0) return setError(t('amountInvalid'));
    void queue(() =>
      enqueue(
        {
          ...base,
          kind: 'payment',
          type: cashType.paymentType,
          amount: cash,
          expectedBalance: balance,
          deviceTime: new Date().toISOString(),
        },
        { billLabel: bill.label, lines: [] },
      ),
    );
  };

  const recordCard = () => {
    const type = cardTypes.find((p) => p.paymentTypeId === cardType);
    if (!type || card === null || card <= 0 || card > balance) return setError(t('amountInvalid'));
    void queue(() =>
      enqueue(
        {
          ...base,
          kind: 'payment',
          type: type.paymentType,
          amount: card,
          reference: reference.trim() || null,
          expectedBalance: balance,
          deviceTime: new Date().toISOString(),
        },
        { billLabel: bill.label, lines: [] },
      ),
    );
  };

  const close = () =>
    void queue(() =>
      enqueue(
        { ...base, kind: 'close', deviceTime: new Date().toISOString() },
        { billLabel: bill.label, lines: [] },
      ),
    );

  if (closed) return <Alert severity="success">{t('closed')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {balance > 0 && cashType ? (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={t('cashTendered')}
            value={cashText ?? dollars(balance)}
            onChange={(e) => setCashText(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            helperText={
              cash !== null && cash > balance
                ? t('changeDue', { amount: formatCents(cash - balance, currencySymbol) })
                : ' '
            }
          />
          <Button
            variant="contained"
            startIcon={<Payments />}
            disabled={busy || !allowed}
            onClick={takeCash}
            sx={{ minHeight: 40 }}
          >
            {t('takeCash')}
          </Button>
        </Box>
      ) : null}
      {balance > 0 && cardTypes.length > 0 ? (
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
          <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
            {t('cardTyped')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <TextField
              select
              label={t('cardType')}
              value={cardType}
              onChange={(e) => setCardType(e.target.value)}
              size="small"
              sx={{ minWidth: 160 }}
            >
              {cardTypes.map((p) => (
                <MenuItem key={p.paymentTypeId} value={p.paymentTypeId}>
                  {p.paymentType}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('amount')}
              value={cardText ?? dollars(balance)}
              onChange={(e) => setCardText(e.target.value)}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 120 }}
            />
            <TextField
              label={t('cardReference')}
              value={reference}
              onChange={(e) => setReference(e.target.value.slice(0, 100))}
              size="small"
            />
            <Button variant="outlined" disabled={busy || !allowed || !cardType} onClick={recordCard}>
              {t('recordCard')}
            </Button>
          </Box>
        </Box>
      ) : null}
      {balance <= 0 && (bill.figures.orders > 0 || bill.transactionId) ? (
        <Button
          variant="contained"
          color="success"
          size="large"
          startIcon={<DoneAll />}
          disabled={busy || !allowed}
          onClick={close}
        >
          {t('closeBill')}
        </Button>
      ) : null}
    </Box>
  );
}
