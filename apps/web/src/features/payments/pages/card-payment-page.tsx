import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_DEFAULTS, toMinorUnits } from '@rpos/domain';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { formatCents } from '../../../shared/format/money';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useOrderPayment } from '../api/use-order-payment';
import {
  type CardPaymentContext,
  clearCardPaymentContext,
  contextFromSummary,
  readCardPaymentContext,
} from '../card-payment-context';
import { CardDropIn, isSandboxEnvironment } from '../components/card-drop-in';
import { PaymentHeader } from '../components/payment-header';
import { PaymentProgress } from '../components/payment-progress';
import { followUrl } from '../follow-url';
import { paymentPaths } from '../payment-paths';
import { usePaymentsT } from '../payments-texts';
import { useCardPaymentFlow } from '../use-card-payment-flow';

/** A context with what a drop-in needs (the sandbox's needs no key). */
const hasDropIn = (ctx: CardPaymentContext | null): ctx is CardPaymentContext =>
  ctx !== null &&
  (isSandboxEnvironment(ctx.environment) || (Boolean(ctx.clientKey) && ctx.paymentMethodResults != null));

/**
 * /adyenPayment/:menuId/:tableId/:reference (screen 'card') and /tillPayment/... (screen 'till'):
 * the card payment screen (diner.md §2). Reads what placeOrder answered from sessionStorage, else the
 * order's payment from the server (a reload). Back from a 3-D Secure redirect (?redirectResult=...)
 * it checks the result through the details call. The till screen without a drop-in sends the diner
 * to the till provider's page.
 */
export function CardPaymentPage({ screen = 'card' }: { screen?: 'card' | 'till' }) {
  const t = usePaymentsT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { menuId = '', tableId = '', reference = '' } = useParams();
  const [search] = useSearchParams();
  const redirectResult = search.get('redirectResult');
  const place = useMemo(() => ({ menuId, tableId }), [menuId, tableId]);

  const saved = useMemo(() => readCardPaymentContext(reference), [reference]);
  const needsServer = !hasDropIn(saved) || screen === 'till';
  const orderPayment = useOrderPayment(reference, needsServer && !redirectResult);
  const ctx: CardPaymentContext | null = hasDropIn(saved)
    ? saved
    : orderPayment.data
      ? contextFromSummary(orderPayment.data, { reference, menuId, tableId })
      : null;
  // Only the order number is shown (decision 87), never the order id the route carries.
  const orderNumber = ctx?.orderNumber || saved?.orderNumber || null;

  const flow = useCardPaymentFlow({
    call: 'adyenPayments',
    paymentId: ctx?.paymentId ?? saved?.paymentId ?? null,
    body: ({ stateData, idempotencyKey, browserInfo }) => ({
      orderNumber: orderNumber ?? reference,
      restaurantId: ctx?.restaurantId ?? menuId,
      tableId,
      stateData,
      shopperEmail: ctx?.shopperEmail ?? null,
      idempotencyKey,
      browserInfo,
    }),
    onAuthorised: (answer) => {
      clearCardPaymentContext(reference);
      navigate(paymentPaths.success(place, answer.reference ?? reference, true), { replace: true });
    },
    onNotAuthorised: () => navigate(paymentPaths.menuAfterFailure(place, reference), { replace: true }),
    onRedirect: (url) => followUrl(url, navigate),
    // Back one step: the card form again, without the spent redirectResult.
    onDetailsError: () =>
      navigate(
        screen === 'till' ? paymentPaths.till(place, reference) : paymentPaths.card(place, reference),
        {
          replace: true,
        },
      ),
    notify: (message) => snackbar.error(message),
  });

  // Back from the 3-D Secure page: the details call decides (once per result).
  const checkDetails = flow.details;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!redirectResult || handled.current === redirectResult) return;
    handled.current = redirectResult;
    void checkDetails({ details: { redirectResult } });
  }, [redirectResult, checkDetails]);

  // Already paid (a reload after paying): the thank-you screen.
  const summary = orderPayment.data;
  useEffect(() => {
    if (summary?.status === 'authorised') {
      clearCardPaymentContext(reference);
      navigate(paymentPaths.success(place, reference, true), { replace: true });
    }
  }, [summary?.status, navigate, place, reference]);

  // The till provider's own page (no drop-in): go there.
  const tillPage =
    screen === 'till' && !hasDropIn(saved) && summary?.payUrl && summary.status !== 'authorised';
  useEffect(() => {
    if (tillPage && summary?.payUrl) followUrl(summary.payUrl, navigate, { replace: true });
  }, [tillPage, summary?.payUrl, navigate]);

  const back = () => navigate(paymentPaths.menuAfterFailure(place, reference, 'cancel'));

  let body: ReactNode;
  if (redirectResult) body = <PaymentProgress label={t('checkingPayment')} />;
  else if (tillPage) body = <PaymentProgress label={t('redirecting')} />;
  else if (!hasDropIn(saved) && orderPayment.isPending)
    body = <PaymentProgress label={t('loadingPayment')} />;
  else if (!ctx || (!hasDropIn(ctx) && !tillPage))
    body = (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button component={RouterLink} to={paymentPaths.menu(place)} sx={{ minHeight: 44 }}>
            {t('backToMenu')}
          </Button>
        }
      >
        {t('widgetUnavailable')}
      </Alert>
    );
  else {
    const total = ctx.orderTotal ?? 0;
    const amount = toMinorUnits(total);
    const payLabel = t('pay', { amount: formatCents(amount) });
    body = (
      <>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="p">
            {t('amountDue')}
          </Typography>
          <Typography variant="h6" component="p" data-testid="payment-amount">
            {formatCents(amount)}
          </Typography>
        </Stack>
        <CardDropIn
          environment={ctx.environment}
          clientKey={ctx.clientKey}
          paymentMethodResults={ctx.paymentMethodResults}
          amount={amount}
          currency={ctx.currency || PAYMENT_DEFAULTS.currency}
          locale={ctx.locale || PAYMENT_DEFAULTS.locale}
          countryCode={ctx.countryCode || PAYMENT_DEFAULTS.countryCode}
          payLabel={payLabel}
          busy={flow.busy}
          onSubmit={flow.submit}
          onAdditionalDetails={(details) => flow.details(details)}
          onReset={flow.release}
        />
        {flow.busy && (
          <Typography
            role="status"
            aria-live="polite"
            variant="body2"
            color="text.secondary"
            sx={{ mt: 2, textAlign: 'center' }}
          >
            {t('payingWait')}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: 2, pb: 8 }}>
      <PaymentHeader orderNumber={orderNumber} onBack={back} backDisabled={flow.busy} />
      {body}
    </Container>
  );
}

/** /tillPayment/:menuId/:tableId/:reference. */
export function TillPaymentPage() {
  return <CardPaymentPage screen="till" />;
}
