import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { HomeDialogCard } from '../components/home-dialog-card';
import { OnlineOrderingCard } from '../components/online-ordering-card';
import { PaymentTablesCard } from '../components/payment-tables-card';
import { SettingsPageShell } from '../components/settings-page-shell';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';

/**
 * /restaurantSettings, the online settings page (restaurant-config.md §2.5; the toolbar's "restaurant
 * settings", decision 0116): the home dialog, online-ordering settings, payment-required tables.
 */
export function OnlineSettingsPage() {
  const t = useRestaurantSettingsT();
  return (
    <SettingsPageShell title={t('onlineTitle')} subtitle={t('onlineSubtitle')}>
      {(settings) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <OnlineOrderingCard settings={settings.onlineSettings} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Stack spacing={3}>
              <HomeDialogCard settings={settings.onlineSettings} />
              <PaymentTablesCard
                urlIdentifier={settings.urlIdentifier}
                tables={settings.paymentRequiredTableNumbers}
              />
            </Stack>
          </Grid>
        </Grid>
      )}
    </SettingsPageShell>
  );
}
