import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { QUEUE_GUESTS_MAX, QUEUE_MESSAGES, QUEUE_NAME_MAX } from '@rpos/domain';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';
import { RecaptchaLoadError } from '../../../shared/api/recaptcha';
import { RenderAfterPage } from '../../../shared/ui/first-screen-handover';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useJoinQueue } from '../api/use-join-queue';
import { type QueueFormValues, queueFieldError } from '../queue-form-rules';
import { queueMessage, useQueueT } from '../queue-texts';

export interface QueueJoined {
  token: string;
  reference: string;
}

/**
 * The server's refusal (400, 404, 502 carry the texts to show) or reCAPTCHA's failure to load,
 * otherwise the spec's queue failure.
 */
function joinFailure(error: unknown): string {
  if (error instanceof RecaptchaLoadError) return error.message;
  if (isApiError(error) && [400, 404, 502].includes(error.status) && error.message) return error.message;
  return QUEUE_MESSAGES.failed;
}

/**
 * The queue form (diner.md §2 "Online queue"): name, number of guests, mobile number, Submit. Every
 * wrong field shows its message; Submit shows progress and cannot send twice.
 */
export function QueueForm({
  restaurantId,
  restaurantName,
  onJoined,
}: {
  restaurantId: string;
  restaurantName: string;
  onJoined: (joined: QueueJoined) => void;
}) {
  const t = useQueueT();
  const join = useJoinQueue();
  const sending = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<QueueFormValues>({
    defaultValues: { name: '', guestNum: '', phoneNumber: '' },
  });
  const { errors } = formState;
  const rule = (field: keyof QueueFormValues) => ({
    validate: (value: string) => queueFieldError[field](value) ?? true,
  });
  const fieldError = (message: string | undefined) => (message ? queueMessage(t, message) : ' ');

  const onSubmit = handleSubmit(async (values) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const res = await join.mutateAsync({
        name: values.name.trim(),
        guestNum: Number(values.guestNum.trim()),
        phoneNumber: values.phoneNumber.trim(),
        restaurantId,
        restaurantName,
      });
      onJoined({ token: res.token, reference: res.reference });
    } catch (error) {
      setFailure(joinFailure(error));
    } finally {
      sending.current = false;
    }
  });

  const busy = join.isPending;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-label={t('title')}>
      <TextField
        label={t('name')}
        autoComplete="name"
        required
        fullWidth
        error={!!errors.name}
        helperText={fieldError(errors.name?.message)}
        slotProps={{ htmlInput: { maxLength: QUEUE_NAME_MAX } }}
        {...muiRegister(register('name', rule('name')))}
      />
      <TextField
        label={t('guests')}
        type="number"
        required
        fullWidth
        error={!!errors.guestNum}
        helperText={fieldError(errors.guestNum?.message)}
        slotProps={{ htmlInput: { min: 1, max: QUEUE_GUESTS_MAX, step: 1, inputMode: 'numeric' } }}
        {...muiRegister(register('guestNum', rule('guestNum')))}
      />
      <RenderAfterPage step={2}>
        <TextField
          label={t('mobile')}
          type="tel"
          autoComplete="tel"
          required
          fullWidth
          error={!!errors.phoneNumber}
          helperText={fieldError(errors.phoneNumber?.message)}
          slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 10 } }}
          {...muiRegister(register('phoneNumber', rule('phoneNumber')))}
        />
        {failure ? (
          <Alert severity="error" role="alert">
            {queueMessage(t, failure)}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={
            busy ? <CircularProgress size={18} color="inherit" aria-label={t('submitting')} /> : null
          }
        >
          {t('submit')}
        </Button>
      </RenderAfterPage>
    </Stack>
  );
}
