import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_TIMEZONE } from '@rpos/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useCustomerThemeColor } from '../../../shared/theme/customer-theme';
import { useDinerBooking, useRestaurantInfo } from '../api/booking-diner-api';
import { readSavedBooking, type SavedBooking, saveBooking } from '../booking-storage';
import { useBookingT } from '../booking-texts';
import { BookingDetailsList } from '../components/wizard/booking-details';
import { BookingStatusNote } from '../components/wizard/booking-status';
import { ConfirmationBanner } from '../components/wizard/confirmation-banner';

/** While a paid deposit may still be on its way to us (a provider's webhook), re-read this often. */
const PAID_POLL_MS = 3_000;

/** The saved booking, unless the address names another one (a checkout returning for an older booking). */
function savedFor(restaurantId: string, bookingId: string | null): SavedBooking | null {
  const saved = readSavedBooking(restaurantId);
  return saved && (!bookingId || bookingId === saved.bookingId) ? saved : null;
}

/**
 * /bookingSuccess/:restaurantId — the booking confirmation (diner.md §2): the booking saved on this
 * device, its confirmation number and details. A booking awaiting its deposit is read back from the
 * server (the checkout returns here with ?bookingId&type=success|error|cancel).
 */
export function BookingSuccessPage() {
  const t = useBookingT();
  const { restaurantId = '' } = useParams();
  const [params] = useSearchParams();
  const returnType = params.get('type');
  const info = useRestaurantInfo(restaurantId);
  useCustomerThemeColor(info.data?.restaurant.themeColor);
  const [booking, setBooking] = useState(() => savedFor(restaurantId, params.get('bookingId')));
  const refresh = useDinerBooking(booking?.bookingId ?? '', {
    enabled: booking?.status === 'pendingPayment',
    pollMs: returnType === 'success' ? PAID_POLL_MS : undefined,
  });
  const fresh = refresh.data;

  useEffect(() => {
    if (!fresh || !booking || fresh.bookingId !== booking.bookingId) return;
    if (fresh.status === booking.status && fresh.holdUntil === booking.holdUntil) return;
    const updated = { ...booking, status: fresh.status, holdUntil: fresh.holdUntil };
    saveBooking(restaurantId, updated);
    setBooking(updated);
  }, [fresh, booking, restaurantId]);

  const bookPath = `/restaurantBooking/${encodeURIComponent(restaurantId)}`;
  if (!booking)
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h1">
            {t('confirmationTitle')}
          </Typography>
          <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
            {t('noSavedBooking')}
          </Alert>
          <Button
            component={RouterLink}
            to={bookPath}
            variant="contained"
            size="large"
            sx={{ minHeight: 48 }}
          >
            {t('bookATable')}
          </Button>
        </Stack>
      </Container>
    );

  const checking = booking.status === 'pendingPayment' && refresh.isPending;
  const unpaid = booking.status === 'pendingPayment' && (returnType === 'error' || returnType === 'cancel');
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('confirmationTitle')}
        </Typography>
        <ConfirmationBanner bookingId={booking.bookingId} />
        {checking ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1 }}>
            <CircularProgress size={28} aria-hidden />
            <Typography>{t('checkingStatus')}</Typography>
          </Box>
        ) : (
          <BookingStatusNote
            status={booking.status}
            holdUntil={booking.holdUntil}
            timezone={info.data?.restaurant.timezone ?? DEFAULT_TIMEZONE}
          />
        )}
        {refresh.isError && (
          <Alert severity="error" role="alert">
            {t('statusFailed')}
          </Alert>
        )}
        {unpaid && (
          <Alert severity="error" role="alert">
            {t('paymentNotDone')}
          </Alert>
        )}
        <BookingDetailsList details={booking} />
        <Button component={RouterLink} to={bookPath} variant="outlined" size="large" sx={{ minHeight: 48 }}>
          {t('bookAgain')}
        </Button>
      </Stack>
    </Container>
  );
}
