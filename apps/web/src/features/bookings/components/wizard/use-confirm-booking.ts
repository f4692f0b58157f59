import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { reportError } from '../../../../shared/api/log-error';
import { followUrl } from '../../../payments/follow-url';
import { placeBooking } from '../../api/booking-diner-api';
import { saveBooking } from '../../booking-storage';
import { type BookingT, messageText } from '../../booking-texts';
import { afterBooking, type BookingDetails, bookingRequest, savedBookingFrom } from '../../wizard-booking';
import { bookingFailureText } from '../../wizard-errors';
import type { WizardDraft } from '../../wizard-state';

export type ConfirmPhase = 'idle' | 'posting' | 'redirecting';

/**
 * Posts the booking once (a second tap while it is on its way does nothing), keeps it on this
 * device, then goes to the deposit's payment page or to the confirmation view (diner.md §4).
 */
export function useConfirmBooking(restaurantId: string, t: BookingT) {
  const navigate = useNavigate();
  const lock = useRef(false);
  const [phase, setPhase] = useState<ConfirmPhase>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm(draft: WizardDraft, details: BookingDetails) {
    if (lock.current) return;
    lock.current = true;
    setPhase('posting');
    setFailure(null);
    try {
      const reply = await placeBooking(bookingRequest(restaurantId, draft, details));
      saveBooking(restaurantId, savedBookingFrom(reply, details));
      const next = afterBooking(reply, restaurantId);
      if (next.kind === 'confirmation') {
        navigate(next.path, { replace: true });
        return;
      }
      if (next.kind === 'payment') {
        setPhase('redirecting');
        followUrl(next.url, navigate, { replace: true });
        return;
      }
      void reportError({
        title: 'Booking deposit checkout has no page',
        message: JSON.stringify({ bookingId: reply.bookingId, sessionId: reply.sessionId }),
      });
      setFailure(t('redirectFailed'));
    } catch (error) {
      setFailure(bookingFailureText(error) ?? messageText(t, 'noTable'));
    }
    lock.current = false;
    setPhase('idle');
  }

  return { confirm, phase, failure, clearFailure: () => setFailure(null) };
}
