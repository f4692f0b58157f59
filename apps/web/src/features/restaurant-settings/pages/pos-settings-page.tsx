import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { CoursesCard } from '../components/courses-card';
import { DeliveryPartnersCard } from '../components/delivery-partners-card';
import { DiscountsCard } from '../components/discounts-card';
import { OrderSettingsCard } from '../components/order-settings-card';
import { PaymentPartnersCard } from '../components/payment-partners-card';
import { SettingsPageShell } from '../components/settings-page-shell';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';

/**
 * /posSettings (restaurant-config.md §2.5): delivery partners, payment partners, discounts, order
 * settings, and the restaurant's courses (decision 0578).
 */
export function PosSettingsPage() {
  const t = useRestaurantSettingsT();
  return (
    <SettingsPageShell title={t('posTitle')} subtitle={t('posSubtitle')}>
      {(settings) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <Stack spacing={3}>
              <DeliveryPartnersCard partners={settings.posSettings.posDeliveryPartners} />
              <PaymentPartnersCard partners={settings.posSettings.posPartners} />
              <DiscountsCard discounts={settings.posSettings.discounts} />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <Stack spacing={3}>
              <OrderSettingsCard
                posSettings={settings.posSettings}
                posOrderingSettings={settings.posOrderingSettings}
              />
              <CoursesCard courses={settings.posSettings.courses} />
            </Stack>
          </Grid>
        </Grid>
      )}
    </SettingsPageShell>
  );
}
