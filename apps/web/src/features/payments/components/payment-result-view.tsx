import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAYMENT_MESSAGES } from '@rpos/domain';
import type { ReactNode } from 'react';
import { usePaymentsT } from '../payments-texts';
import { lastFourUpper } from './payment-header';

/**
 * How a payment ended: the icon, the title, the text ('Payment failed, please try again.' on a
 * failure, as an alert), the order number's last 4 characters, and what the page adds below.
 */
export function PaymentResultView(props: { ok: boolean; orderNumber: string; children?: ReactNode }) {
  const t = usePaymentsT();
  const { ok, orderNumber } = props;
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
        <Typography variant="h6" component="p" sx={{ mt: 2 }} data-testid="result-order-number">
          {t('orderNumberLabel', { number: lastFourUpper(orderNumber) })}
        </Typography>
      )}
      {props.children}
    </Container>
  );
}
