import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { BOOKING_MESSAGES, type BookingSession } from '@rpos/domain';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useBookingSessions } from '../api/booking-admin-api';
import { useBookingAdminT } from '../booking-admin-texts';
import { BookingSessionForm } from '../components/admin/booking-session-form';

/** /bookingSession (new) and /bookingSession/:sessionId (edit): the booking session form. */
export function BookingSessionPage() {
  const { sessionId } = useParams();
  const t = useBookingAdminT();
  const handed = (useLocation().state as { session?: BookingSession } | null)?.session;
  const list = useBookingSessions();

  if (!sessionId) return <BookingSessionForm key="new" />;
  const session =
    list.data?.find((s) => s.sessionId === sessionId) ??
    (handed?.sessionId === sessionId && !list.data ? handed : undefined);
  if (session) return <BookingSessionForm key={session.sessionId} session={session} />;
  if (list.isPending) return <PageLoader />;
  return (
    <Alert
      severity="error"
      action={
        list.isError ? (
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        ) : (
          <Button color="inherit" size="small" component={RouterLink} to="/bookingSessions">
            {t('backToSessions')}
          </Button>
        )
      }
    >
      {list.isError ? t('loadFailed') : BOOKING_MESSAGES.sessionNotFound}
    </Alert>
  );
}
