import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { withUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useUser } from '../../auth/api/use-user';
import { SetupChecklistCard } from '../../setup';
import { useMyRestaurant, useUpdateMyRestaurant } from '../api/my-restaurant-api';
import { MerchantSettingsToolbar } from '../components/merchant-settings-toolbar';
import { PaymentOnboardingCard } from '../components/payment-onboarding-card';
import { RestaurantLogoCard } from '../components/restaurant-logo-card';
import { RestaurantProfileForm } from '../components/restaurant-profile-form';
import { ServiceTypesManager } from '../components/service-types-manager';
import { failureMessage } from '../failure-message';
import { toUpdateRequest } from '../my-restaurant-form';
import { useRestaurantsT } from '../restaurant-texts';

/**
 * /myRestaurant (also /myrestaurant): the setup checklist while the restaurant is not live (decision
 * 0373), logo, profile form, payment onboarding, delivery settings, service types.
 */
export const MyRestaurantPage = withUnsavedChanges(MyRestaurantPageContent);

function MyRestaurantPageContent() {
  const t = useRestaurantsT();
  const snackbar = useSnackbar();
  const role = useUser().data?.role;
  const restaurant = useMyRestaurant();
  const update = useUpdateMyRestaurant();
  const r = restaurant.data;

  return (
    <>
      <PageHeader title={t('myRestaurantTitle')} subtitle={t('myRestaurantSubtitle')} />
      <QueryContent
        query={restaurant}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {r && (
          <>
            <MerchantSettingsToolbar
              urlIdentifier={r.urlIdentifier}
              showProviderSettings={role === 'admin' && r.adyenPaymentSettings !== null}
            />
            {role === 'admin' || role === 'restaurantAdmin' || role === 'restaurantGroupAdmin' ? (
              <SetupChecklistCard />
            ) : null}
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, lg: 8 }}>
                <RestaurantProfileForm
                  restaurant={r}
                  saving={update.isPending}
                  onSave={(values) =>
                    update.mutate(toUpdateRequest(values), {
                      onSuccess: () => snackbar.success(t('saved')),
                      onError: (e) => snackbar.error(failureMessage(e, t('genericError'))),
                    })
                  }
                />
              </Grid>
              <Grid size={{ xs: 12, lg: 4 }}>
                <Stack spacing={3}>
                  <RestaurantLogoCard restaurant={r} />
                  <PaymentOnboardingCard restaurant={r} />
                  {(role === 'admin' || role === 'restaurantAdmin') && (
                    <ServiceTypesManager serviceTypes={r.serviceTypes} />
                  )}
                </Stack>
              </Grid>
            </Grid>
          </>
        )}
      </QueryContent>
    </>
  );
}
