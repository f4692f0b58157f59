import Badge from '@mui/icons-material/Badge';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatRestaurantTime } from '../../../shared/format/date-time';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { usePosStaffSession, useStaffClock, useStaffSignOut } from '../api/pos-staff-api';
import { errorText } from '../error-text';
import { usePosStaffT } from '../pos-staff-texts';
import { StaffSignInForm } from './staff-sign-in-form';

/**
 * The bar's staff piece: who is at the till with Clock in / Clock out and Sign out; nobody: a Staff
 * sign-in button (the lock screen takes over when the restaurant needs someone).
 */
export function StaffBar({ timezone }: { timezone: string }) {
  const t = usePosStaffT();
  const snackbar = useSnackbar();
  const titleId = useId();
  const session = usePosStaffSession();
  const clock = useStaffClock();
  const signOut = useStaffSignOut();
  const [asking, setAsking] = useState(false);
  const fail = (e: unknown) => snackbar.error(errorText(e, t('failed')));

  if (session.isError) {
    return (
      <Button color="inherit" onClick={() => void session.refetch()} sx={{ minHeight: 44 }}>
        {t('sessionFailed')}
      </Button>
    );
  }
  const staff = session.data?.staff ?? null;
  if (!staff) {
    if (!session.data || session.data.staffRequired) return null;
    return (
      <>
        <Button color="inherit" startIcon={<Badge />} onClick={() => setAsking(true)} sx={{ minHeight: 44 }}>
          {t('signInButton')}
        </Button>
        <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{t('lockedTitle')}</DialogTitle>
          <DialogContent>
            <StaffSignInForm onSignedIn={() => setAsking(false)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{t('cancel')}</Button>
          </DialogActions>
        </Dialog>
      </>
    );
  }
  const clockedIn = staff.clockedInAt !== null;
  return (
    <>
      <Typography
        component="p"
        sx={{ whiteSpace: 'nowrap' }}
        title={
          clockedIn
            ? t('clockedInSince', { time: formatRestaurantTime(staff.clockedInAt, timezone) })
            : undefined
        }
      >
        {t('signedInAs', { name: staff.name, number: staff.staffNumber })}
      </Typography>
      <Button
        color="inherit"
        variant="outlined"
        disabled={clock.isPending}
        onClick={() =>
          clock.mutate(clockedIn ? 'checkout' : 'checkin', {
            onSuccess: () => snackbar.success(clockedIn ? t('clockedOut') : t('clockedIn')),
            onError: fail,
          })
        }
        sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
      >
        {clockedIn ? t('clockOut') : t('clockIn')}
      </Button>
      <Button
        color="inherit"
        disabled={signOut.isPending}
        onClick={() => signOut.mutate(undefined, { onError: fail })}
        sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
      >
        {t('signOut')}
      </Button>
    </>
  );
}
