import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { postSandboxChallenge } from '../api/payments-api';
import { useSandboxPayment } from '../api/use-sandbox-payment';
import { PaymentProgress } from '../components/payment-progress';
import { SandboxNotice } from '../components/sandbox-notice';
import { SandboxPaymentSummary } from '../components/sandbox-payment-summary';
import { followUrl } from '../follow-url';
import { reportPaymentFailure } from '../payment-log';
import { usePaymentsT } from '../payments-texts';

/**
 * /sandbox/challenge/:paymentId — the sandbox's 3-D Secure-style page: Pass or Fail, then back to the
 * card page with the redirectResult (which the card page checks through the details call).
 */
export function SandboxChallengePage() {
  const t = usePaymentsT();
  const navigate = useNavigate();
  const { paymentId = '' } = useParams();
  const info = useSandboxPayment(paymentId);
  const [busy, setBusy] = useState<'pass' | 'fail' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lock = useRef(false);

  async function decide(outcome: 'pass' | 'fail') {
    if (lock.current) return;
    lock.current = true;
    setBusy(outcome);
    setError(null);
    try {
      const answer = await postSandboxChallenge(paymentId, outcome);
      if (answer.returnUrl) followUrl(answer.returnUrl, navigate, { replace: true });
      else setError(t('alreadyDecided'));
    } catch (e) {
      reportPaymentFailure('Sandbox challenge failed', { payload: { paymentId, outcome }, error: e });
      setError(isApiError(e) ? e.message : t('alreadyDecided'));
      lock.current = false;
      setBusy(null);
    }
  }

  if (info.isPending)
    return (
      <Container maxWidth="sm">
        <PaymentProgress label={t('loadingPayment')} />
      </Container>
    );
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('challengeTitle')}
      </Typography>
      <SandboxNotice notice={info.data?.notice} />
      {info.isError || !info.data ? (
        <Alert severity="error" role="alert">
          {info.error?.message}
        </Alert>
      ) : (
        <>
          <SandboxPaymentSummary info={info.data} />
          {!info.data.challengePending ? (
            <Alert severity="info">{t('alreadyDecided')}</Alert>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>{t('challengeText')}</Typography>
              <Stack spacing={2}>
                <Button
                  variant="contained"
                  color="success"
                  size="large"
                  sx={{ minHeight: 52 }}
                  disabled={busy !== null}
                  onClick={() => decide('pass')}
                  startIcon={busy === 'pass' ? <CircularProgress size={20} color="inherit" /> : undefined}
                >
                  {t('challengePass')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  size="large"
                  sx={{ minHeight: 52 }}
                  disabled={busy !== null}
                  onClick={() => decide('fail')}
                  startIcon={busy === 'fail' ? <CircularProgress size={20} color="inherit" /> : undefined}
                >
                  {t('challengeFail')}
                </Button>
              </Stack>
            </>
          )}
        </>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Container>
  );
}
