import type { CoreConfiguration } from '@adyen/adyen-web';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PaymentCallResponse, PaymentStateData } from '@rpos/domain';
import { useEffect, useRef, useState } from 'react';
import type { CardSubmitOptions, CardSubmitState } from '../card-state';
import { reportPaymentFailure } from '../payment-log';
import { usePaymentsT } from '../payments-texts';

export interface AdyenDropInProps {
  environment: string;
  clientKey: string;
  paymentMethodResults: unknown;
  /** Minor units (total × 100). */
  amount: number;
  currency: string;
  locale: string;
  countryCode: string;
  /** A session (the /obSessionPayment flow): the drop-in pays by itself. */
  session?: { id: string; sessionData: string } | null;
  onSubmit: (state: CardSubmitState, options?: CardSubmitOptions) => Promise<PaymentCallResponse | null>;
  onAdditionalDetails: (details: {
    details: Record<string, unknown>;
    paymentData?: string | null;
  }) => Promise<PaymentCallResponse | null>;
  /** The session flow's end (Authorised or not). */
  onSessionResult?: (resultCode: string) => void;
  /** The widget was re-mounted after an error: a payment it held is no longer in progress. */
  onReset?: () => void;
}

/** onSubmit and onAdditionalDetails through our calls (the advanced flow). */
function advancedHandlers(latest: {
  current: AdyenDropInProps;
}): Pick<CoreConfiguration, 'onSubmit' | 'onAdditionalDetails'> {
  return {
    onSubmit: async (state, _component, actions) => {
      const answer = await latest.current.onSubmit(
        { data: state.data as unknown as PaymentStateData, isValid: state.isValid !== false },
        { widgetHandlesAction: true },
      );
      if (!answer) {
        actions.reject();
        return;
      }
      actions.resolve({
        resultCode: answer.resultCode,
        ...(answer.action ? { action: answer.action as never } : {}),
      });
    },
    onAdditionalDetails: async (state, _component, actions) => {
      const answer = await latest.current.onAdditionalDetails(
        state.data as unknown as { details: Record<string, unknown>; paymentData?: string },
      );
      if (!answer) actions.reject();
      else actions.resolve({ resultCode: answer.resultCode });
    },
  };
}

/**
 * The card provider's drop-in (@adyen/adyen-web), loaded only when this screen mounts it: the
 * package and its styles never enter the diner menu's bundle. Card with holder name, no billing
 * address. The widget's own error handler logs and re-mounts it (diner.md §4 "Payment").
 */
export function AdyenDropIn(props: AdyenDropInProps) {
  // A new key mounts a new widget (after the widget's own error handler ran).
  const [mountKey, setMountKey] = useState(0);
  return <DropInHost key={mountKey} {...props} onCrash={() => setMountKey((k) => k + 1)} />;
}

function DropInHost(props: AdyenDropInProps & { onCrash: () => void }) {
  const t = usePaymentsT();
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef(props);
  latest.current = props;

  const { environment, clientKey, paymentMethodResults, amount, currency, locale, countryCode } = props;
  const sessionId = props.session?.id ?? null;
  const sessionData = props.session?.sessionData ?? null;
  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | null = null;
    setReady(false);
    const session = sessionId && sessionData ? { id: sessionId, sessionData } : null;
    void (async () => {
      try {
        const [{ AdyenCheckout, Dropin, Card }] = await Promise.all([
          import('@adyen/adyen-web'),
          import('@adyen/adyen-web/styles/adyen.css'),
        ]);
        if (cancelled || !container.current) return;
        const checkout = await AdyenCheckout({
          environment: environment as 'test' | 'live',
          clientKey,
          locale: locale.replace('_', '-'),
          countryCode,
          amount: { value: amount, currency },
          ...(session
            ? { session }
            : { paymentMethodsResponse: paymentMethodResults as { paymentMethods: [] } }),
          // The session flow pays by itself; otherwise our calls do (advanced flow).
          ...(session ? {} : advancedHandlers(latest)),
          onPaymentCompleted: (result) => latest.current.onSessionResult?.(result.resultCode ?? ''),
          onPaymentFailed: (result) => latest.current.onSessionResult?.(result?.resultCode ?? 'Refused'),
          onError: (error) => {
            if (error.name === 'CANCEL') return;
            reportPaymentFailure('Card widget error', { error, payload: { widget: 'dropin' } });
            latest.current.onReset?.();
            if (!cancelled) latest.current.onCrash();
          },
        });
        if (cancelled || !container.current) return;
        const dropin = new Dropin(checkout, {
          paymentMethodComponents: [Card],
          paymentMethodsConfiguration: {
            card: { hasHolderName: true, holderNameRequired: true, billingAddressRequired: false },
          },
        }).mount(container.current);
        unmount = () => dropin.unmount();
        setReady(true);
      } catch (error) {
        reportPaymentFailure('Card widget failed to load', { error, payload: { widget: 'dropin' } });
        if (!cancelled) setReady(true);
      }
    })();
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [
    environment,
    clientKey,
    paymentMethodResults,
    amount,
    currency,
    locale,
    countryCode,
    sessionId,
    sessionData,
  ]);

  return (
    <Box>
      {!ready && (
        <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('loadingWidget')}</Typography>
        </Box>
      )}
      <div ref={container} data-testid="adyen-drop-in" />
    </Box>
  );
}
