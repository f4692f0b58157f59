import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { PAYMENT_MESSAGES } from '@rpos/domain';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { PaymentProgress } from '../components/payment-progress';
import { PaymentResultView } from '../components/payment-result-view';
import { paymentPaths } from '../payment-paths';
import { usePaymentsT } from '../payments-texts';
import { useCardPaymentFlow } from '../use-card-payment-flow';
import { postPaymentMessage } from './ob-payment-result-page';

/** How long the failure variant shows its message before returning to the menu (a snackbar's 2 s). */
export const RESULT_RETURN_DELAY_MS = 2000;

/**
 * /paymentResult/success/:orderNumber? and /paymentResult/failure/:orderNumber? (diner.md §2). The
 * success variant reads type and redirectResult: a redirectResult is checked through the details call
 * first. The failure variant shows 'Payment failed, please try again.' and returns to
 * /online/{menuId}/{tableId} (query menuId and tableId).
 */
export function PaymentResultPage({ variant }: { variant: 'success' | 'failure' }) {
  const t = usePaymentsT();
  const navigate = useNavigate();
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const redirectResult = variant === 'success' ? search.get('redirectResult') : null;
  const menuId = search.get('menuId');
  const tableId = search.get('tableId');
  const [outcome, setOutcome] = useState<'checking' | 'success' | 'failure'>(
    variant === 'failure' ? 'failure' : redirectResult ? 'checking' : 'success',
  );

  const flow = useCardPaymentFlow({
    call: 'adyenPayments',
    body: () => {
      throw new Error('Nothing is paid on the result page');
    },
    onAuthorised: () => setOutcome('success'),
    onNotAuthorised: () => setOutcome('failure'),
    onRedirect: () => setOutcome('failure'),
    onDetailsError: () => setOutcome('failure'),
    notify: () => undefined,
  });
  const checkDetails = flow.details;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!redirectResult || handled.current === redirectResult) return;
    handled.current = redirectResult;
    void checkDetails({ details: { redirectResult } }, PAYMENT_MESSAGES.resultFailed);
  }, [redirectResult, checkDetails]);

  useEffect(() => {
    if (outcome === 'checking') return;
    postPaymentMessage(outcome === 'success' ? 'payment_success' : 'payment_failure');
    if (outcome !== 'failure' || !menuId || !tableId) return;
    const timer = window.setTimeout(
      () => navigate(paymentPaths.menu({ menuId, tableId }), { replace: true }),
      RESULT_RETURN_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [outcome, menuId, tableId, navigate]);

  if (outcome === 'checking')
    return (
      <Container maxWidth="sm">
        <PaymentProgress label={t('checkingPayment')} />
      </Container>
    );
  const ok = outcome === 'success';
  return (
    <PaymentResultView ok={ok} orderNumber={orderNumber}>
      {!ok && menuId && tableId && (
        <Button
          component={RouterLink}
          to={paymentPaths.menu({ menuId, tableId })}
          variant="contained"
          sx={{ mt: 3, minHeight: 48 }}
        >
          {t('backToMenu')}
        </Button>
      )}
    </PaymentResultView>
  );
}

export const PaymentResultSuccessPage = () => <PaymentResultPage variant="success" />;
export const PaymentResultFailurePage = () => <PaymentResultPage variant="failure" />;
