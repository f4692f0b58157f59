import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  csvToCents,
  isCashPaymentType,
  type PosPaymentResponse,
  type PosPaymentType,
  type SplitRequest,
  TIP_MESSAGES,
  type Transaction,
} from '@rpos/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCents } from '../../../shared/format/money';
import { usePayment } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { planSplit, previewPayment, quickCashAmounts } from '../model/pay-plan';
import { checksOf, nextCheck, planChecks } from '../model/split-checks';
import { useKeptItemChecks } from '../model/use-kept-item-checks';
import { usePosT } from '../pos-texts';
import { CheckList, ItemChecksEditor } from './split-checks';
import { type SplitInputs, SplitPlanner } from './split-planner';
import { TerminalPay } from './terminal-pay';
import { type TipChoice, TipPicker, tipOf } from './tip-picker';

const dollars = (cents: number) => (cents / 100).toFixed(2);

export interface PaidResult {
  answer: PosPaymentResponse;
  /** The change to give for this payment (the server's, from the cash tendered). */
  change: number;
}

export interface PayDialogProps {
  bill: Transaction;
  open: boolean;
  paymentTypes: readonly PosPaymentType[];
  currencySymbol: string;
  onClose: () => void;
  onPaid: (result: PaidResult) => void;
}

/**
 * The pay dialog (decision 0148): a payment type from the enabled ones (their surcharge rate shown),
 * the amount prefilled with what is due, quick cash amounts and the change due for cash, the card
 * surcharge a payment adds; the balance whole, split evenly or by amounts and paid part by part with
 * any types. Each payment carries a requestId made when it is prepared, so a double tap or a retry
 * after a lost answer pays once.
 */
export function PayDialog(props: PayDialogProps) {
  const titleId = useId();
  // While a terminal waits on the card, Escape and the backdrop do not close the dialog: the till
  // would lose sight of a payment the terminal may still approve.
  const [terminalBusy, setTerminalBusy] = useState(false);
  return (
    <Dialog
      open={props.open}
      onClose={terminalBusy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      {props.open ? <PayForm {...props} titleId={titleId} onTerminalBusy={setTerminalBusy} /> : null}
    </Dialog>
  );
}

function PayForm({
  bill,
  paymentTypes,
  currencySymbol: symbol,
  onClose,
  onPaid,
  titleId,
  onTerminalBusy,
}: PayDialogProps & { titleId: string; onTerminalBusy: (busy: boolean) => void }) {
  const t = usePosT();
  const pay = usePayment(bill.uuid);
  const [inputs, setInputs] = useState<SplitInputs>(() => ({
    mode: bill.splitChecks?.length ? 'item' : 'none',
    evenText: '2',
    amountTexts: [''],
  }));
  const [locked, setLocked] = useState<{ parts: number[]; paid: number } | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [entry, setEntry] = useState<{ key: string; text: string } | null>(null);
  const [result, setResult] = useState<{
    type: string;
    merchantAmount: number;
    change: number;
    tip: number;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tipChoice, setTipChoice] = useState<TipChoice>({ kind: 'none' });
  // A split by dish is kept on the bill (decision 0583): closed and opened again, the checks are there.
  const [itemChecks, setItemChecks, checksSaveError] = useKeptItemChecks(bill);
  const [chosenCheck, setChosenCheck] = useState<string | null>(null);
  const prepared = useRef<{ key: string; requestId: string } | null>(null);
  const inFlight = useRef(false);
  const [terminalBusy, setTerminalBusy] = useState(false);
  useEffect(() => onTerminalBusy(terminalBusy), [terminalBusy, onTerminalBusy]);

  const balance = bill.balance;
  const amounts = inputs.amountTexts.map((a) => (a.trim() === '' ? null : csvToCents(a)));
  const plan = locked
    ? { ok: true as const, parts: locked.parts }
    : planSplit(balance, inputs.mode, Number(inputs.evenText || 0), amounts);
  const next = locked?.paid ?? 0;
  const stale = !!locked && locked.parts.slice(next).reduce((s, p) => s + p, 0) !== balance;
  // A split by seat or dish (decision 0501): its checks from the bill; the chosen one is paid next.
  const checkSplit: SplitRequest | null =
    inputs.mode === 'seat'
      ? { by: 'seat' }
      : inputs.mode === 'item'
        ? { by: 'item', checks: checksOf(itemChecks.assigned, itemChecks.count) }
        : null;
  const checkPlan = checkSplit ? planChecks(bill, checkSplit) : null;
  const check = checkPlan?.ok ? nextCheck(checkPlan.checks, chosenCheck) : null;
  const checksStarted = !!checkPlan?.ok && checkPlan.checks.some((c) => c.paid > 0);
  const due = checkSplit
    ? Math.max(0, Math.min(check?.due ?? 0, balance))
    : plan.ok && !stale
      ? (plan.parts[next] ?? 0)
      : 0;
  const type = paymentTypes.find((p) => p.paymentTypeId === typeId) ?? null;
  const cash = !!type && isCashPaymentType(type.paymentType);
  const editable = inputs.mode === 'none' || cash;
  // Cash tendered covers the part and the tip (decision 0500): the amount offered starts there.
  const cashTip = cash ? (tipOf(tipChoice, due) ?? 0) : 0;
  const entryKey = `${next}|${due}|${cashTip}|${check?.label ?? ''}`;
  const text = entry?.key === entryKey ? entry.text : dollars(due + cashTip);
  const entered = editable ? csvToCents(text) : due;
  const tip = tipOf(tipChoice, cash ? due : (entered ?? 0));
  const preview =
    type && due > 0
      ? tip === null
        ? { ok: false as const, message: TIP_MESSAGES.tipInvalid }
        : previewPayment(bill, type, due, entered, tip)
      : null;
  const canPay = !!preview?.ok && !pay.isPending && !terminalBusy;
  const portion = checkSplit && check ? { split: checkSplit, portion: check.label } : null;

  // A payment the server recorded, at the till or on a terminal (decision 0574).
  const paid = (answer: PosPaymentResponse, typeName: string) => {
    prepared.current = null;
    // The server recorded the cash tendered and worked out the change (decision 0434).
    const change = answer.change;
    setResult({ type: typeName, merchantAmount: answer.merchantAmount, change, tip: answer.tip });
    if (checkSplit) {
      setChosenCheck(null);
      setTypeId(null);
    } else if (inputs.mode !== 'none' && plan.ok) {
      setLocked({ parts: plan.parts, paid: next + 1 });
      // The next part chooses its own type: cash is not carried over to a card payer.
      setTypeId(null);
    }
    // Each payer chooses their own tip.
    setTipChoice({ kind: 'none' });
    onPaid({ answer, change });
  };

  const submit = () => {
    if (inFlight.current || !type || !preview?.ok) return;
    const { request } = preview;
    const key = `${type.paymentType}|${request.amount}|${request.tip ?? 0}|${next}|${due}|${check?.label ?? ''}`;
    if (prepared.current?.key !== key) prepared.current = { key, requestId: crypto.randomUUID() };
    const requestId = prepared.current.requestId;
    inFlight.current = true;
    setError(null);
    pay.mutate(
      { ...request, ...(portion ?? {}), requestId },
      {
        onSuccess: (answer) => paid(answer, request.type),
        onError: (e) => setError(errorText(e, t('actionFailed'))),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>
        {t('payTitle')} · {t('balanceDue', { amount: formatCents(balance, symbol) })}
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
          <SplitPlanner
            inputs={inputs}
            onChange={setInputs}
            plan={plan}
            paidParts={next}
            locked={!!locked || checksStarted}
            currencySymbol={symbol}
            checks={
              <>
                {inputs.mode === 'item' ? (
                  <ItemChecksEditor
                    bill={bill}
                    value={itemChecks}
                    onChange={setItemChecks}
                    saveError={checksSaveError}
                  />
                ) : null}
                {checkPlan ? (
                  <CheckList
                    plan={checkPlan}
                    chosen={check?.label ?? null}
                    onChoose={setChosenCheck}
                    currencySymbol={symbol}
                  />
                ) : null}
              </>
            }
          />
          <Box
            component="form"
            noValidate
            aria-label={t('pay')}
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            {stale ? (
              <Alert
                severity="warning"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => setLocked(null)}>
                    {t('planAgain')}
                  </Button>
                }
              >
                {t('balanceChanged')}
              </Alert>
            ) : null}
            <Typography variant="subtitle2" sx={{ mb: 1 }} id={`${titleId}-types`}>
              {t('paymentType')}
            </Typography>
            {paymentTypes.length === 0 ? (
              <Alert severity="warning">{t('noPaymentTypes')}</Alert>
            ) : (
              <ToggleButtonGroup
                exclusive
                color="primary"
                aria-labelledby={`${titleId}-types`}
                value={typeId}
                onChange={(_e, v: string | null) => v && !terminalBusy && setTypeId(v)}
                sx={{
                  flexWrap: 'wrap',
                  gap: 1,
                  '& .MuiToggleButton-root': {
                    minHeight: 52,
                    minWidth: 96,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    textTransform: 'none',
                    flexDirection: 'column',
                  },
                }}
              >
                {paymentTypes.map((p) => (
                  <ToggleButton key={p.paymentTypeId} value={p.paymentTypeId}>
                    <span>{p.paymentType}</span>
                    {p.surchargeRate > 0 && !isCashPaymentType(p.paymentType) ? (
                      <Typography component="span" variant="caption">
                        {t('surchargeRate', { rate: p.surchargeRate })}
                      </Typography>
                    ) : null}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            {due > 0 ? (
              <Typography sx={{ mt: 2, fontWeight: 600 }}>
                {t('due', { amount: formatCents(due, symbol) })}
              </Typography>
            ) : null}
            <TextField
              label={cash ? t('cashTendered', { symbol }) : t('amountToPay', { symbol })}
              value={editable ? text : dollars(due)}
              onChange={(e) => setEntry({ key: entryKey, text: e.target.value })}
              disabled={!editable || due <= 0}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ mt: 1 }}
            />
            {cash && due > 0 ? (
              <Box
                role="group"
                aria-label={t('quickCash')}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
              >
                <Button
                  variant="outlined"
                  onClick={() => setEntry({ key: entryKey, text: dollars(due + cashTip) })}
                  sx={{ minHeight: 44 }}
                >
                  {t('exact')}
                </Button>
                {quickCashAmounts(due + cashTip).map((a) => (
                  <Button
                    key={a}
                    variant="outlined"
                    onClick={() => setEntry({ key: entryKey, text: dollars(a) })}
                    sx={{ minHeight: 44 }}
                  >
                    {formatCents(a, symbol)}
                  </Button>
                ))}
              </Box>
            ) : null}
            {due > 0 ? (
              <TipPicker
                choice={tipChoice}
                onChange={setTipChoice}
                settles={cash ? due : (entered ?? 0)}
                currencySymbol={symbol}
              />
            ) : null}
            <Box aria-live="polite" sx={{ mt: 2, minHeight: 24 }}>
              {preview && !preview.ok ? (
                <Typography color="error">{preview.message}</Typography>
              ) : preview?.ok && cash ? (
                <Typography sx={{ fontWeight: 700 }}>
                  {t('changeDue', { amount: formatCents(preview.change, symbol) })}
                </Typography>
              ) : preview?.ok && preview.surcharge > 0 ? (
                <Typography>
                  {t('cardSurcharge', {
                    amount: formatCents(preview.surcharge, symbol),
                    total: formatCents(preview.merchantAmount, symbol),
                  })}
                </Typography>
              ) : preview?.ok ? (
                <Typography color="text.secondary">{t('noSurcharge')}</Typography>
              ) : !type && paymentTypes.length > 0 ? (
                <Typography color="text.secondary">{t('chooseType')}</Typography>
              ) : null}
            </Box>
            {result ? (
              <Alert severity="success" sx={{ mt: 1 }}>
                {t('paymentDone', { amount: formatCents(result.merchantAmount, symbol), type: result.type })}
                {result.change > 0
                  ? ` ${t('paymentChange', { amount: formatCents(result.change, symbol) })}`
                  : ''}
                {result.tip > 0 ? ` ${t('tipLine', { amount: formatCents(result.tip, symbol) })}` : ''}
              </Alert>
            ) : null}
            {error ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {error}
              </Alert>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={!canPay}
              startIcon={
                pay.isPending ? <CircularProgress size={18} color="inherit" aria-label={t('paying')} /> : null
              }
              sx={{ mt: 2, minHeight: 56, fontSize: '1.1rem' }}
            >
              {pay.isPending
                ? t('paying')
                : t('payAmount', { amount: formatCents(preview?.ok ? preview.charged : due, symbol) })}
            </Button>
            {type && !cash ? (
              <TerminalPay
                billId={bill.uuid}
                type={type.paymentType}
                preview={preview?.ok && !pay.isPending ? preview : null}
                portion={portion}
                currencySymbol={symbol}
                onActive={setTerminalBusy}
                onPaid={paid}
              />
            ) : null}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pay.isPending || terminalBusy} sx={{ minHeight: 44 }}>
          {t('close')}
        </Button>
      </DialogActions>
    </>
  );
}
