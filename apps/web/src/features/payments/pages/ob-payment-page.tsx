import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_MESSAGES, type PaymentDetailsPayload } from '@rpos/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { useSnackbar } from '../../../shared/ui/snackbar';
import type { CardCallBody } from '../api/payments-api';
import { CardDropIn } from '../components/card-drop-in';
import { PaymentHeader } from '../components/payment-header';
import { PaymentProgress } from '../components/payment-progress';
import { followUrl } from '../follow-url';
import { detailsAmount, detailsOrderNumber, readPaymentDetails } from '../payment-details';
import { paymentPaths } from '../payment-paths';
import { usePaymentsT } from '../payments-texts';
import { type CardPaymentFlowOptions, useCardPaymentFlow } from '../use-card-payment-flow';

type BodyInput = Parameters<CardPaymentFlowOptions['body']>[0];

/** The card call of an app order: a pre-authorisation, or the app order's payment. */
function appOrderBody(d: PaymentDetailsPayload, input: BodyInput): CardCallBody {
  if (d.isPreAuth)
    return {
      reference: d.reference ?? d.orderNumber ?? d.id ?? '',
      isPreAuth: true,
      paymentType: d.paymentType ?? null,
      restaurantId: d.restaurantId ?? '',
      total: d.total ?? d.orderTotal ?? null,
      totalCent: d.totalCent ?? null,
      merchantTotal: d.merchantTotal ?? null,
      redirectUrl: d.redirectUrl ?? null,
      merchantId: d.merchantId ?? null,
      shopperEmail: d.customerEmail ?? null,
      ...input,
    };
  return {
    orderNumber: d.orderNumber ?? '',
    yearStr: d.yearStr ?? null,
    dateStr: d.dateStr ?? null,
    restaurantId: d.restaurantId ?? '',
    total: d.total ?? d.orderTotal ?? null,
    tableId: d.tableId ?? null,
    obPayment: true,
    userId: d.userId ?? null,
    merchantId: d.merchantId ?? null,
    isPOSOrder: d.isPOSOrder ?? null,
    shopperEmail: d.customerEmail ?? null,
    ...input,
  };
}

/**
 * The card payment of an app order from its payment details (diner.md §2 /obPayment, §3): the drop-in,
 * then /adyenOBPayments (or /makeAdyenAuthorizePayment for a pre-authorisation). Authorised →
 * redirectUrl or /obPaymentSuccess/{orderNumber}; not authorised → /obPaymentError/{orderNumber}.
 * With `session`, the /obSessionPayment variant: a redirectResult is checked through the details call
 * ('Payment failed or was cancelled' when not authorised, then back).
 */
export function ObPaymentPage({ session = false }: { session?: boolean }) {
  const t = usePaymentsT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [search] = useSearchParams();
  const raw = search.get('paymentDetails');
  const details = useMemo(() => readPaymentDetails(raw), [raw]);
  const redirectResult = session ? search.get('redirectResult') : null;
  const sessionId = session ? (search.get('sessionId') ?? details?.id ?? null) : null;
  const orderNumber = details ? detailsOrderNumber(details) : '';

  const success = () => {
    if (details?.redirectUrl) followUrl(details.redirectUrl, navigate, { replace: true });
    else navigate(paymentPaths.obSuccess(orderNumber), { replace: true });
  };
  const failure = () => navigate(paymentPaths.obError(orderNumber), { replace: true });
  /** Back one page, or the error page when this page was opened directly. */
  const goBack = () => {
    if (window.history.length > 1 && (window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else failure();
  };

  const flow = useCardPaymentFlow({
    call: details?.isPreAuth ? 'makeAdyenAuthorizePayment' : 'adyenOBPayments',
    body: (input) => appOrderBody(details as PaymentDetailsPayload, input),
    onAuthorised: success,
    onNotAuthorised: () => (session ? goBack() : failure()),
    onRedirect: (url) => followUrl(url, navigate),
    onDetailsError: goBack,
    notify: (message) => snackbar.error(message),
  });

  const checkDetails = flow.details;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!redirectResult || handled.current === redirectResult) return;
    handled.current = redirectResult;
    void checkDetails({ details: { redirectResult } }, PAYMENT_MESSAGES.sessionFailedOrCancelled);
  }, [redirectResult, checkDetails]);

  if (redirectResult)
    return (
      <Container maxWidth="sm">
        <PaymentProgress label={t('checkingPayment')} />
      </Container>
    );
  if (!details)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error" role="alert">
          {PAYMENT_MESSAGES.invalidPaymentDetails}
        </Alert>
      </Container>
    );

  const amount = detailsAmount(details);
  const currency = details.currency;
  const sessionConfig =
    session && sessionId && details.sessionData ? { id: sessionId, sessionData: details.sessionData } : null;
  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: 8 }}>
      <PaymentHeader orderNumber={orderNumber} onBack={goBack} backDisabled={flow.busy} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h6" component="p">
          {t('amountDue')}
        </Typography>
        <Typography variant="h6" component="p" data-testid="payment-amount">
          {formatCents(amount)}
        </Typography>
      </Stack>
      <CardDropIn
        environment={details.environment ?? null}
        clientKey={details.clientKey ?? null}
        paymentMethodResults={details.paymentMethodResults}
        session={sessionConfig}
        amount={amount}
        currency={currency}
        locale={details.locale}
        countryCode={details.countryCode}
        payLabel={t('pay', { amount: formatCents(amount) })}
        busy={flow.busy}
        onSubmit={flow.submit}
        onAdditionalDetails={(d) => flow.details(d)}
        onReset={flow.release}
        onSessionResult={(resultCode) => {
          if (resultCode === 'Authorised') success();
          else {
            snackbar.error(PAYMENT_MESSAGES.sessionFailedOrCancelled);
            goBack();
          }
        }}
      />
    </Container>
  );
}

export const ObSessionPaymentPage = () => <ObPaymentPage session />;
