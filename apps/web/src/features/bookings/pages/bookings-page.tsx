import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { StaffBooking, StaffBookingStatus } from '@rpos/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { DmyDateField } from '../../../shared/ui/dmy-date-field';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { failureMessage } from '../../menus/components/admin/use-menus-admin-t';
import { heldGuests, moveNeedsConfirmation } from '../admin-booking-status';
import { dmyOf, isIsoDate, restaurantToday, shiftIsoDate } from '../admin-dates';
import { useBookings, useRestaurantTimezone, useUpdateBookingStatus } from '../api/booking-admin-api';
import { useBookingAdminT } from '../booking-admin-texts';
import { BookingsTable } from '../components/admin/bookings-table';

/** /bookings: the bookings of a date (today on the restaurant's clock at first; ?date=YYYY-MM-DD). */
export function BookingsPage() {
  const t = useBookingAdminT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const today = restaurantToday(timezone);
  const date = isIsoDate(asked) ? asked : today;
  const list = useBookings(date);
  const status = useUpdateBookingStatus();
  const [confirming, setConfirming] = useState<{ booking: StaffBooking; move: StaffBookingStatus } | null>(
    null,
  );

  const setDate = (iso: string) => {
    if (!isIsoDate(iso)) return;
    setParams(iso === today ? {} : { date: iso }, { replace: true });
  };

  const runMove = (booking: StaffBooking, move: StaffBookingStatus) =>
    status.mutate(
      { bookingId: booking.id, status: move },
      {
        onSuccess: (res) => {
          snackbar.success(
            t('statusChanged', { number: res.booking.number, status: t(`status_${res.booking.status}`) }),
          );
          setConfirming(null);
        },
        onError: (e) => {
          snackbar.error(failureMessage(e, t('statusFailed')));
          setConfirming(null);
        },
      },
    );

  const onMove = (booking: StaffBooking, move: StaffBookingStatus) => {
    if (moveNeedsConfirmation(move)) setConfirming({ booking, move });
    else runMove(booking, move);
  };

  const bookings = list.data ?? [];
  const dateLabel = dmyOf(date);
  const confirmText = confirming
    ? {
        title: confirming.move === 'cancelled' ? t('cancelBookingTitle') : t('noShowTitle'),
        text: t(confirming.move === 'cancelled' ? 'cancelBookingText' : 'noShowText', {
          number: confirming.booking.number,
          name: confirming.booking.name,
        }),
        label: t(`move_${confirming.move}`),
      }
    : { title: '', text: '', label: '' };

  return (
    <>
      <PageHeader title={t('bookingsTitle')} subtitle={t('bookingsSubtitle')} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        <IconButton
          aria-label={t('previousDay')}
          onClick={() => setDate(shiftIsoDate(date, -1))}
          sx={{ mt: 1 }}
        >
          <ChevronLeftIcon />
        </IconButton>
        <DmyDateField
          label={t('date')}
          value={date}
          onChange={setDate}
          helperText={t('restaurantTime', { timezone })}
        />
        <IconButton aria-label={t('nextDay')} onClick={() => setDate(shiftIsoDate(date, 1))} sx={{ mt: 1 }}>
          <ChevronRightIcon />
        </IconButton>
        <Button onClick={() => setDate(today)} disabled={date === today} sx={{ mt: 1.25 }}>
          {t('today')}
        </Button>
      </Box>
      <QueryContent
        query={list}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('working')}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {t('bookingsSummary', { count: bookings.length, guests: heldGuests(bookings) })}
        </Typography>
        <BookingsTable
          key={date}
          bookings={bookings}
          dateLabel={dateLabel}
          timezone={timezone}
          busyId={status.isPending ? (status.variables?.bookingId ?? null) : null}
          onMove={onMove}
        />
      </QueryContent>
      <ConfirmDialog
        open={!!confirming}
        title={confirmText.title}
        text={confirmText.text}
        danger
        confirmLabel={confirmText.label}
        busy={status.isPending}
        onConfirm={() => confirming && runMove(confirming.booking, confirming.move)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
