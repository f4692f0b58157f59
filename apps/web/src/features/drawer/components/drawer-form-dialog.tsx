import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DRAWER_REASON_MAX, parseDrawerAmount } from '@rpos/domain';
import { useState } from 'react';
import { useDrawerT } from '../drawer-texts';

export interface DrawerForm {
  title: string;
  text?: string;
  /** The amount field's label; none: no amount (a no-sale). */
  amountLabel?: string;
  /** Reasons offered; none: no reason (a float, a count). */
  reasons?: readonly string[];
  submitLabel: string;
}

/**
 * One small form for the drawer's actions: an amount in dollars and/or a reason (a preset or typed).
 * The server's refusal shows in the dialog; the dialog stays open while the call runs.
 */
export function DrawerFormDialog({
  form,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  form: DrawerForm | null;
  pending: boolean;
  error: string | null;
  onSubmit: (value: { amount: number; reason: string }) => void;
  onClose: () => void;
}) {
  const t = useDrawerT();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const close = () => {
    setAmount('');
    setReason('');
    setInvalid(false);
    onClose();
  };
  const submit = () => {
    const cents = form?.amountLabel ? parseDrawerAmount(amount) : 0;
    if (cents === null) return setInvalid(true);
    setInvalid(false);
    onSubmit({ amount: cents, reason: reason.trim() });
  };
  const ready = (!form?.amountLabel || amount.trim() !== '') && (!form?.reasons || reason.trim() !== '');

  return (
    <Dialog open={!!form} onClose={pending ? undefined : close} fullWidth maxWidth="xs">
      <DialogTitle>{form?.title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Box
          component="form"
          id="drawer-form"
          sx={{ display: 'grid', gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (ready && !pending) submit();
          }}
        >
          {form?.text ? <Box>{form.text}</Box> : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
          {form?.amountLabel ? (
            <TextField
              label={form.amountLabel}
              value={amount}
              autoFocus
              error={invalid}
              helperText={invalid ? t('invalidAmount') : undefined}
              onChange={(e) => setAmount(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': form.amountLabel } }}
            />
          ) : null}
          {form?.reasons ? (
            <>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {form.reasons.map((r) => (
                  <Chip
                    key={r}
                    label={r}
                    onClick={() => setReason(r)}
                    color={reason === r ? 'primary' : 'default'}
                  />
                ))}
              </Box>
              <TextField
                label={t('reason')}
                value={reason}
                autoFocus={!form.amountLabel}
                onChange={(e) => setReason(e.target.value.slice(0, DRAWER_REASON_MAX))}
              />
            </>
          ) : null}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          form="drawer-form"
          variant="contained"
          disabled={!ready || pending}
          startIcon={pending ? <CircularProgress size={16} aria-label={t('working')} /> : null}
        >
          {form?.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
