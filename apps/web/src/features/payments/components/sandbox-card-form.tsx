import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PAYMENT_MESSAGES, type SandboxCardRequest } from '@rpos/domain';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { tokeniseSandboxCard } from '../api/payments-api';
import type { CardSubmitState } from '../card-state';
import {
  type CardFieldErrors,
  type CardFields,
  cardFieldErrors,
  formatCardNumber,
  formatExpiry,
} from '../card-validation';
import { reportPaymentFailure } from '../payment-log';
import { usePaymentsT } from '../payments-texts';
import { SandboxNotice } from './sandbox-notice';

interface BaseProps {
  /** The pay button's text (with the amount). */
  payLabel: string;
  /** A payment is in progress: the form is locked. */
  busy: boolean;
  /** Shows the test-provider notice with the test cards (default); off when the page shows its own. */
  showNotice?: boolean;
}

export type SandboxCardFormProps = BaseProps &
  (
    | {
        /** The drop-in: the card is tokenised (POST /sandbox/cards) and its stateData handed on. */
        onSubmit: (state: CardSubmitState) => unknown;
        payWithCard?: never;
      }
    | {
        /**
         * The hosted checkout: the page pays with the card itself. A 400 it rejects with shows its
         * message in the form; the form stays locked while it runs.
         */
        payWithCard: (card: SandboxCardRequest) => Promise<unknown>;
        onSubmit?: never;
      }
  );

const EMPTY: CardFields = { holderName: '', number: '', expiry: '', cvc: '' };

/**
 * The sandbox provider's simulated card form: holder name, number, expiry, CVC (no billing
 * address). Invalid fields → 'Invalid payment details'. As the drop-in, a valid card is tokenised by
 * POST /sandbox/cards and its stateData handed on, like a provider's widget does; on the hosted
 * checkout the page pays with it (payWithCard).
 */
export function SandboxCardForm({
  payLabel,
  busy,
  showNotice = true,
  onSubmit,
  payWithCard,
}: SandboxCardFormProps) {
  const t = usePaymentsT();
  const [fields, setFields] = useState<CardFields>(EMPTY);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lock = useRef(false);
  const locked = busy || sending;

  const set = (key: keyof CardFields, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lock.current || busy) return;
    const found = cardFieldErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(PAYMENT_MESSAGES.invalidPaymentDetails);
      onSubmit?.({ data: null, isValid: false });
      return;
    }
    setFormError(null);
    lock.current = true;
    setSending(true);
    const card: SandboxCardRequest = {
      holderName: fields.holderName.trim(),
      number: fields.number.replace(/\s/g, ''),
      expiry: fields.expiry.trim(),
      cvc: fields.cvc.trim(),
    };
    try {
      if (payWithCard) {
        await payWithCard(card);
      } else {
        const tokenised = await tokeniseSandboxCard(card);
        setSending(false);
        await onSubmit?.({ data: tokenised.stateData, isValid: true });
      }
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        setFormError(error.message || PAYMENT_MESSAGES.invalidPaymentDetails);
        onSubmit?.({ data: null, isValid: false });
      } else {
        reportPaymentFailure('Payment failed', {
          payload: { call: payWithCard ? 'sandbox/payments/card' : 'sandbox/cards' },
          error,
        });
        setFormError(PAYMENT_MESSAGES.paymentFailed);
      }
    } finally {
      setSending(false);
      lock.current = false;
    }
  }

  const touch = { '& .MuiInputBase-root': { minHeight: 52 } };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={locked} data-testid="sandbox-card-form">
      {showNotice && <SandboxNotice cards />}
      <Stack spacing={2}>
        <TextField
          label={t('holderName')}
          value={fields.holderName}
          onChange={(e) => set('holderName', e.target.value)}
          required
          autoComplete="cc-name"
          disabled={locked}
          error={Boolean(errors.holderName)}
          helperText={errors.holderName}
          sx={touch}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label={t('cardNumber')}
          value={fields.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
          required
          autoComplete="cc-number"
          disabled={locked}
          error={Boolean(errors.number)}
          helperText={errors.number}
          sx={touch}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label={t('expiry')}
            value={fields.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value, fields.expiry))}
            required
            autoComplete="cc-exp"
            placeholder="MM/YY"
            disabled={locked}
            error={Boolean(errors.expiry)}
            helperText={errors.expiry}
            sx={{ ...touch, flex: 1 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
          />
          <TextField
            label={t('cvc')}
            value={fields.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
            required
            autoComplete="cc-csc"
            disabled={locked}
            error={Boolean(errors.cvc)}
            helperText={errors.cvc}
            sx={{ ...touch, flex: 1 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
        </Stack>
        {formError && (
          <Alert severity="error" role="alert" data-testid="card-form-error">
            {formError}
          </Alert>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={locked}
          sx={{ minHeight: 52 }}
          startIcon={locked ? <CircularProgress size={20} color="inherit" /> : undefined}
        >
          {locked ? t('paying') : payLabel}
        </Button>
      </Stack>
    </Box>
  );
}
