import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAYMENT_MESSAGES } from '@rpos/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { lastFourUpper } from '../components/payment-header';
import { usePaymentsT } from '../payments-texts';

/** Tells a framing page (the app's web view) how the payment ended. */
export function postPaymentMessage(type: 'payment_success' | 'payment_failure'): void {
  if (window.parent && window.parent !== window) window.parent.postMessage({ type }, '*');
}

/**
 * /obPaymentSuccess/:orderNumber and /obPaymentError/:orderNumber — the result pages of app orders
 * (diner.md §2), with the order number's last 4 characters.
 */
export function ObPaymentResultPage({ result }: { result: 'success' | 'error' }) {
  const t = usePaymentsT();
  const { orderNumber = '' } = useParams();
  const ok = result === 'success';
  useEffect(() => postPaymentMessage(ok ? 'payment_success' : 'payment_failure'), [ok]);
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      {ok ? (
        <CheckCircleIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
      ) : (
        <ErrorIcon color="error" sx={{ fontSize: 72 }} aria-hidden />
      )}
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {ok ? t('paymentSuccess') : t('paymentError')}
      </Typography>
      <Typography variant="body1" role={ok ? undefined : 'alert'}>
        {ok ? t('paymentSuccessText') : PAYMENT_MESSAGES.resultFailed}
      </Typography>
      {orderNumber && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h6" component="p" data-testid="result-order-number">
            {t('orderNumberLabel', { number: lastFourUpper(orderNumber) })}
          </Typography>
        </Box>
      )}
    </Container>
  );
}

export const ObPaymentSuccessPage = () => <ObPaymentResultPage result="success" />;
export const ObPaymentErrorPage = () => <ObPaymentResultPage result="error" />;
