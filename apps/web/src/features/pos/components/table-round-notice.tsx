import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Transaction } from '@rpos/domain';
import { useState } from 'react';
import { formatRestaurantTime } from '../../../shared/format/date-time';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useSendRound } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { usePosT } from '../pos-texts';

/** When the bill's waiting table round goes to the kitchen at the latest (its earliest), or null. */
export function roundSendsAtOf(bill: Transaction): string | null {
  const times = bill.orders.flatMap((o) => (o.roundSendsAt ? [o.roundSendsAt] : []));
  return times.length > 0 ? times.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b)) : null;
}

/**
 * Orders the table's diners paid one by one wait for the rest of the table before the kitchen gets
 * them (decision 0597): the bill says until when, and staff may send them now (decision 0600).
 */
export function TableRoundNotice({ bill, timezone }: { bill: Transaction; timezone: string }) {
  const t = usePosT();
  const snackbar = useSnackbar();
  const send = useSendRound(bill.uuid);
  const [error, setError] = useState<string | null>(null);
  const sendsAt = roundSendsAtOf(bill);
  if (!sendsAt || bill.deleted) return null;
  return (
    <Alert
      severity="info"
      sx={{ my: 1, alignItems: 'center', '& .MuiAlert-message': { flexGrow: 1 } }}
      action={
        <Button
          variant="contained"
          size="small"
          disabled={send.isPending}
          startIcon={
            send.isPending ? (
              <CircularProgress size={14} color="inherit" aria-label={t('working')} />
            ) : (
              <Send />
            )
          }
          onClick={() => {
            setError(null);
            send.mutate(undefined, {
              onSuccess: () => snackbar.success(t('roundSent')),
              onError: (e) => setError(errorText(e, t('actionFailed'))),
            });
          }}
          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
        >
          {t('sendRoundNow')}
        </Button>
      }
    >
      {t('roundWaiting', { time: formatRestaurantTime(sendsAt, timezone) })}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Alert>
  );
}
