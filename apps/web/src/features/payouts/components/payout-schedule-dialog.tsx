import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { hhmmToMinutes, PAYOUT_TIME_ZONE } from '@rpos/domain';
import { useState } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useSetPayoutSchedule } from '../api/payouts-api';
import { failureMessage } from '../failure-message';
import { usePayoutsT } from '../payouts-texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Set Payout Schedule (§2.6, §4): one daily time in the fixed Australian city's zone. */
export function PayoutScheduleDialog({
  restaurantId,
  open,
  current,
  onClose,
}: {
  restaurantId: string;
  open: boolean;
  current: { hour: number; minute: number } | null;
  onClose: () => void;
}) {
  const t = usePayoutsT();
  const snackbar = useSnackbar();
  const schedule = useSetPayoutSchedule(restaurantId);
  const [time, setTime] = useState(current ? `${pad(current.hour)}:${pad(current.minute)}` : '');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const minutes = hhmmToMinutes(time);
    if (minutes === null) {
      setError(t('payoutTimeRequired'));
      return;
    }
    schedule.mutate(
      { hour: Math.floor(minutes / 60), minute: minutes % 60 },
      {
        onSuccess: (answer) => {
          snackbar.success(answer.message);
          setError(null);
          onClose();
        },
        onError: (e) => setError(failureMessage(e, t('scheduleFailed'))),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="payout-title">
      <DialogTitle id="payout-title">{t('setPayoutSchedule')}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        <TextField
          type="time"
          label={t('payoutTime')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          helperText={t('payoutTimeHelp', { zone: PAYOUT_TIME_ZONE })}
          fullWidth
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={schedule.isPending || !time}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
