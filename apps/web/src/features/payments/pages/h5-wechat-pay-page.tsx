import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { PAYMENT_MESSAGES } from '@rpos/domain';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { decodeH5Url } from '../base64';
import { PaymentProgress } from '../components/payment-progress';
import { reportPaymentFailure } from '../payment-log';
import { usePaymentsT } from '../payments-texts';

/**
 * /h5WechatPay?url=<base64> — decodes the wallet's H5 payment URL and sends the browser there
 * (diner.md §2). A missing or unusable url logs 'URL parameter is missing or invalid.' and says so.
 */
export function H5WechatPayPage() {
  const t = usePaymentsT();
  const [search] = useSearchParams();
  const raw = search.get('url');
  const target = useMemo(() => decodeH5Url(raw), [raw]);

  useEffect(() => {
    if (target) {
      window.location.replace(target);
      return;
    }
    console.error(PAYMENT_MESSAGES.h5UrlMissing);
    reportPaymentFailure(PAYMENT_MESSAGES.h5UrlMissing, { payload: { url: raw } });
  }, [target, raw]);

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      {target ? (
        <PaymentProgress label={t('redirecting')} />
      ) : (
        <Alert severity="error" role="alert">
          {PAYMENT_MESSAGES.h5UrlMissing}
        </Alert>
      )}
    </Container>
  );
}
