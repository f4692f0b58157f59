import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { usePaymentsT } from '../payments-texts';
import type { AdyenDropInProps } from './adyen-drop-in';
import { SandboxCardForm } from './sandbox-card-form';

// The provider's drop-in and its package load only when a real provider is configured.
const AdyenDropIn = lazy(async () => ({ default: (await import('./adyen-drop-in')).AdyenDropIn }));

export type CardDropInProps = Omit<AdyenDropInProps, 'clientKey' | 'environment'> & {
  environment: string | null;
  clientKey: string | null;
  payLabel: string;
  busy: boolean;
};

/** True for the sandbox provider's simulated drop-in (environment 'sandbox'). */
export const isSandboxEnvironment = (environment: string | null | undefined): boolean =>
  environment === 'sandbox';

/**
 * The card widget of the payment screens: the sandbox's simulated drop-in when environment is
 * 'sandbox', otherwise the provider's drop-in (lazy), which needs a client key and payment methods.
 */
export function CardDropIn(props: CardDropInProps) {
  const t = usePaymentsT();
  const { environment, clientKey, payLabel, busy, ...rest } = props;
  if (isSandboxEnvironment(environment))
    return <SandboxCardForm payLabel={payLabel} busy={busy} onSubmit={(state) => props.onSubmit(state)} />;
  if (!environment || !clientKey || (!rest.paymentMethodResults && !rest.session))
    return (
      <Alert severity="error" role="alert">
        {t('widgetUnavailable')}
      </Alert>
    );
  return (
    <Suspense
      fallback={
        <Box role="status" aria-live="polite" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{t('loadingWidget')}</Typography>
        </Box>
      }
    >
      <Box aria-busy={busy}>
        <AdyenDropIn environment={environment} clientKey={clientKey} {...rest} />
      </Box>
    </Suspense>
  );
}
