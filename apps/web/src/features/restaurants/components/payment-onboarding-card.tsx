import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import type { MyRestaurant, TrustIndividual } from '@rpos/domain';
import { useState } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useAdyenOnboarding, useOnboardUser } from '../api/my-restaurant-api';
import { failureMessage } from '../failure-message';
import { useRestaurantsT } from '../restaurant-texts';
import { DeliverySettingsDialog } from './delivery-settings-dialog';
import { TrustIndividualDialog } from './trust-individual-dialog';

/** The onboarding buttons (each redirects to the answered URL) and the delivery settings dialog. */
export function PaymentOnboardingCard({ restaurant }: { restaurant: MyRestaurant }) {
  const t = useRestaurantsT();
  const snackbar = useSnackbar();
  const onboard = useOnboardUser();
  const adyen = useAdyenOnboarding();
  const [trustOpen, setTrustOpen] = useState(false);
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const busy = onboard.isPending || adyen.isPending;
  const go = (url: string) => window.location.assign(url);
  const fail = (e: unknown) => snackbar.error(failureMessage(e, t('genericError')));
  const { cardProvider, connected } = restaurant.paymentOnboarding;

  const startAdyen = (individual?: TrustIndividual) =>
    adyen.mutate(individual ? { isTrust: true, individual } : {}, {
      onSuccess: ({ bordingLink }) => go(bordingLink),
      onError: fail,
    });

  return (
    <Card>
      <CardHeader title={t('paymentsTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Typography data-testid="payments-state">
          {t(connected ? 'paymentsConnected' : 'paymentsNotConnected', { provider: cardProvider })}
        </Typography>
        {busy && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('redirecting')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          disabled={busy}
          loading={onboard.isPending}
          onClick={() => onboard.mutate(undefined, { onSuccess: ({ url }) => go(url), onError: fail })}
        >
          {t('onboardUser')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => startAdyen()}>
          {t('adyenOnboarding')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => setTrustOpen(true)}>
          {t('adyenTrustOnboarding')}
        </Button>
        <Button onClick={() => setDeliveryOpen(true)}>{t('deliverySettings')}</Button>
      </CardActions>
      <TrustIndividualDialog
        open={trustOpen}
        busy={adyen.isPending}
        onClose={() => setTrustOpen(false)}
        onSubmit={(individual) => startAdyen(individual)}
      />
      <DeliverySettingsDialog
        restaurant={restaurant}
        open={deliveryOpen}
        onClose={() => setDeliveryOpen(false)}
      />
    </Card>
  );
}
