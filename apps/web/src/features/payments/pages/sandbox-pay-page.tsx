import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SandboxCheckoutCardRequest, SandboxDecision, SandboxPageKind } from '@rpos/domain';
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { formatCents } from '../../../shared/format/money';
import { postSandboxCheckoutCard, postSandboxDecision } from '../api/payments-api';
import { useSandboxPayment } from '../api/use-sandbox-payment';
import { PaymentProgress } from '../components/payment-progress';
import { SandboxCardForm } from '../components/sandbox-card-form';
import { SandboxNotice } from '../components/sandbox-notice';
import { SandboxPaymentSummary } from '../components/sandbox-payment-summary';
import { WalletQr } from '../components/wallet-qr';
import { followUrl } from '../follow-url';
import { reportPaymentFailure } from '../payment-log';
import { type PaymentTextKey, usePaymentsT } from '../payments-texts';

const TITLE: Record<SandboxPageKind, PaymentTextKey> = {
  card: 'cardTitle',
  checkout: 'checkoutTitle',
  till: 'tillTitle',
  wallet: 'walletTitle',
  paypal: 'paypalTitle',
};

/**
 * The decisions a page offers as buttons. The card drop-in's payment can only be cancelled here; the
 * hosted checkout is paid with its card form and offers Cancel beside it.
 */
const DECISIONS: Record<SandboxPageKind, SandboxDecision[]> = {
  card: ['cancel'],
  checkout: ['cancel'],
  till: ['approve', 'decline', 'cancel'],
  wallet: ['approve', 'decline', 'cancel'],
  paypal: ['approve', 'decline', 'cancel'],
};

const OPEN = new Set(['created', 'pending', 'requiresAction']);

/**
 * /sandbox/pay/:paymentId — the sandbox's hosted pages, chosen by the payment's kind: hosted card
 * checkout, till page, wallet QR/H5 page, PayPal approval page. Each says it is a test provider. The
 * checkout takes a test card (POST /sandbox/payments/{id}/card: paid, declined, or the 3-D Secure
 * page first); the others' buttons approve or decline; every page can cancel. Then the browser goes
 * where the server says.
 */
export function SandboxPayPage() {
  const t = usePaymentsT();
  const navigate = useNavigate();
  const { paymentId = '' } = useParams();
  const info = useSandboxPayment(paymentId);
  const [busy, setBusy] = useState<SandboxDecision | 'card' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lock = useRef(false);

  async function decide(decision: SandboxDecision) {
    if (lock.current) return;
    lock.current = true;
    setBusy(decision);
    setError(null);
    try {
      const answer = await postSandboxDecision(paymentId, decision);
      followUrl(answer.redirectUrl, navigate, { replace: true });
    } catch (e) {
      reportPaymentFailure('Sandbox decision failed', { payload: { paymentId, decision }, error: e });
      setError(isApiError(e) ? e.message : t('alreadyDecided'));
      lock.current = false;
      setBusy(null);
    }
  }

  /** The checkout's card form pays: a rejection goes back to the form, which shows a 400's message. */
  async function payByCard(card: SandboxCheckoutCardRequest) {
    if (lock.current) return;
    lock.current = true;
    setBusy('card');
    setError(null);
    try {
      const answer = await postSandboxCheckoutCard(paymentId, card);
      followUrl(answer.redirectUrl, navigate, { replace: true });
    } catch (e) {
      lock.current = false;
      setBusy(null);
      throw e;
    }
  }

  if (info.isPending)
    return (
      <Container maxWidth="sm">
        <PaymentProgress label={t('loadingPayment')} />
      </Container>
    );
  const data = info.data;
  const kind = data?.kind ?? 'checkout';
  const label = (d: SandboxDecision): string =>
    d === 'approve'
      ? kind === 'paypal'
        ? t('approvePaypal')
        : t('approve')
      : d === 'decline'
        ? t('decline')
        : t('cancel');
  return (
    <Container maxWidth="sm" sx={{ py: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t(TITLE[kind])}
      </Typography>
      <SandboxNotice notice={data?.notice} cards={kind === 'checkout'} testCards={data?.testCards} />
      {info.isError || !data ? (
        <Alert severity="error" role="alert">
          {info.error?.message}
        </Alert>
      ) : (
        <>
          <SandboxPaymentSummary info={data} />
          {kind === 'wallet' && data.qrText && (
            <>
              <Typography sx={{ textAlign: 'center' }}>{t('walletScan')}</Typography>
              <WalletQr text={data.qrText} label={t('qrLabel')} />
            </>
          )}
          {kind === 'paypal' && <Typography sx={{ mb: 2 }}>{t('paypalText')}</Typography>}
          {!OPEN.has(data.status) ? (
            <Alert severity="info">{t('alreadyDecided')}</Alert>
          ) : (
            <Stack spacing={2}>
              {kind === 'checkout' && (
                <SandboxCardForm
                  payLabel={t('pay', { amount: formatCents(data.amount) })}
                  busy={busy !== null}
                  showNotice={false}
                  payWithCard={payByCard}
                />
              )}
              {DECISIONS[kind].map((d) => (
                <Button
                  key={d}
                  variant={d === 'approve' ? 'contained' : 'outlined'}
                  color={d === 'decline' ? 'error' : 'primary'}
                  size="large"
                  sx={{ minHeight: 52 }}
                  disabled={busy !== null}
                  onClick={() => decide(d)}
                  startIcon={busy === d ? <CircularProgress size={20} color="inherit" /> : undefined}
                >
                  {label(d)}
                </Button>
              ))}
            </Stack>
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
