import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { BOOKING_MESSAGES, DEFAULT_TIMEZONE } from '@rpos/domain';
import { useEffect, useReducer, useState } from 'react';
import { useParams } from 'react-router';
import { useCustomerThemeColor } from '../../../shared/theme/customer-theme';
import { RenderAfterPage, usePrerenderedPageReady } from '../../../shared/ui/first-screen-handover';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useOfferedSessions, useRestaurantInfo } from '../api/booking-diner-api';
import { type BookingMessageKey, type BookingTextKey, messageText, useBookingT } from '../booking-texts';
import { BookingHeader } from '../components/wizard/booking-header';
import { ContactStep } from '../components/wizard/contact-step';
import { ReviewStep } from '../components/wizard/review-step';
import { StepMessage } from '../components/wizard/step-message';
import { TableStep } from '../components/wizard/table-step';
import { TimeStep } from '../components/wizard/time-step';
import { useConfirmBooking } from '../components/wizard/use-confirm-booking';
import { reviewDetails } from '../wizard-booking';
import { earliestBookingDate, isIsoDate } from '../wizard-dates';
import { INITIAL_WIZARD, LAST_STEP, type WizardAction, wizardReducer } from '../wizard-state';
import { stepError, validPartySize } from '../wizard-steps';

const STEP_LABELS: BookingTextKey[] = ['stepTime', 'stepTable', 'stepContact', 'stepReview'];
const CONTACT_STEP = 2;

/**
 * /restaurantBooking/:restaurantId — the diner's four-step booking wizard (diner.md §2, §4). While the
 * booking QR type is closed (decision 0122) it shows only the header and the closed text; the draft
 * stays, so the wizard goes on where it was if booking reopens (decision 0123).
 */
export function BookingWizardPage() {
  const t = useBookingT();
  const { restaurantId = '' } = useParams();
  const info = useRestaurantInfo(restaurantId);
  const restaurant = info.data?.restaurant;
  useCustomerThemeColor(restaurant?.themeColor);
  usePrerenderedPageReady(!info.isPending);
  const timezone = restaurant?.timezone ?? DEFAULT_TIMEZONE;
  const [{ step, draft }, dispatch] = useReducer(wizardReducer, INITIAL_WIZARD);
  const [error, setError] = useState<BookingMessageKey | null>(null);
  const booking = useConfirmBooking(restaurantId, t);

  const minDate = earliestBookingDate(new Date(), timezone);
  const canAsk = validPartySize(draft.partySize) && isIsoDate(draft.dateStr) && draft.dateStr >= minDate;
  const offered = useOfferedSessions(
    restaurantId,
    canAsk ? { dateStr: draft.dateStr, partySize: draft.partySize ?? 0 } : null,
  );
  const session = offered.data?.sessions.find((s) => s.id === draft.sessionId);
  useBookingClosedState(info, offered, booking.failure);

  if (info.isPending) return <PageLoader />;
  if (info.isError || !restaurant)
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <Alert severity="error" role="alert">
          {t('restaurantFailed')}
        </Alert>
      </Container>
    );

  if (info.data.bookingClosed)
    return (
      <Container maxWidth="sm" sx={{ py: 3 }}>
        <BookingHeader
          name={restaurant.name}
          altName={restaurant.altName}
          disclaimer={info.data.disclaimer}
        />
        <Alert severity="warning" role="status" data-testid="booking-closed">
          {messageText(t, 'closed')}
        </Alert>
      </Container>
    );

  const act = (action: WizardAction) => {
    setError(null);
    booking.clearFailure();
    dispatch(action);
  };
  const firstError = (at: number) => stepError(at, draft, { now: new Date(), timezone, session });
  const next = () => {
    const found = firstError(step);
    setError(found);
    if (!found) dispatch({ type: 'next' });
  };
  const confirm = () => {
    const found = firstError(LAST_STEP);
    setError(found);
    if (!found && session) void booking.confirm(draft, reviewDetails(draft, session, restaurant));
  };
  const lostSession = step === 1 && !session;
  const busy = booking.phase !== 'idle';

  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <BookingHeader name={restaurant.name} altName={restaurant.altName} disclaimer={info.data.disclaimer} />
      {/* While the page takes over from the server's copy, the steps render a task after the
          header and the step's form a task later still (decision 0610). */}
      <RenderAfterPage>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {STEP_LABELS.map((label) => (
            <Step key={label}>
              <StepLabel>{t(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </RenderAfterPage>
      <RenderAfterPage step={2}>
        {step === 0 && (
          <TimeStep
            partySize={draft.partySize}
            dateStr={draft.dateStr}
            minDate={minDate}
            sessionId={draft.sessionId}
            slots={{
              asked: canAsk,
              loading: offered.isFetching && !offered.data,
              failed: offered.isError,
              sessions: offered.data?.sessions ?? [],
            }}
            currencySymbol={restaurant.currencySymbol}
            onPartySize={(partySize) => act({ type: 'partySize', partySize })}
            onDate={(dateStr) => act({ type: 'date', dateStr })}
            onSession={(sessionId) => act({ type: 'session', sessionId })}
          />
        )}
        {step === 1 && (
          <TableStep
            session={session}
            partySize={draft.partySize ?? 0}
            tables={draft.tables}
            onToggle={(tableNumber) => act({ type: 'toggleTable', tableNumber })}
            onReset={() => act({ type: 'reset' })}
          />
        )}
        {step === CONTACT_STEP && (
          <ContactStep
            values={draft}
            error={error}
            onChange={(field, value) => act({ type: 'contact', field, value })}
          />
        )}
        {step === LAST_STEP && session && (
          <ReviewStep
            details={reviewDetails(draft, session, restaurant)}
            agreed={draft.agreeTerms}
            onAgree={(agreed) => act({ type: 'terms', agreed })}
          />
        )}
        <StepMessage
          message={booking.failure ?? (error && step !== CONTACT_STEP ? messageText(t, error) : null)}
        />
        {!lostSession && (
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            {step > 0 && (
              <Button
                variant="outlined"
                size="large"
                sx={{ flex: 1, minHeight: 48 }}
                disabled={busy}
                onClick={() => act({ type: 'back' })}
              >
                {t('back')}
              </Button>
            )}
            {step < LAST_STEP ? (
              <Button variant="contained" size="large" sx={{ flex: 1, minHeight: 48 }} onClick={next}>
                {t('next')}
              </Button>
            ) : (
              <Button
                variant="contained"
                size="large"
                sx={{ flex: 1, minHeight: 48 }}
                disabled={busy}
                onClick={confirm}
                startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden /> : undefined}
              >
                {booking.phase === 'redirecting' ? t('redirecting') : busy ? t('confirming') : t('confirm')}
              </Button>
            )}
          </Stack>
        )}
      </RenderAfterPage>
    </Container>
  );
}

/**
 * Keeps the closed state current without a stream (decision 0123): when restaurantInfo and the sessions
 * answer disagree on bookingClosed, the switch flipped between them and the older one is read again;
 * a booking refused as closed reads restaurantInfo again, so the page swaps to the closed text.
 */
function useBookingClosedState(
  info: ReturnType<typeof useRestaurantInfo>,
  offered: ReturnType<typeof useOfferedSessions>,
  failure: string | null,
) {
  const infoClosed = info.data?.bookingClosed;
  const sessionsClosed = offered.data?.bookingClosed;
  const { refetch: refetchInfo, dataUpdatedAt: infoAt } = info;
  const { refetch: refetchSessions, dataUpdatedAt: sessionsAt } = offered;
  useEffect(() => {
    if (infoClosed === undefined || sessionsClosed === undefined || infoClosed === sessionsClosed) return;
    if (infoAt <= sessionsAt) void refetchInfo();
    else void refetchSessions();
  }, [infoClosed, sessionsClosed, infoAt, sessionsAt, refetchInfo, refetchSessions]);
  useEffect(() => {
    if (failure === BOOKING_MESSAGES.closed) void refetchInfo();
  }, [failure, refetchInfo]);
}
