import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth/api/use-user';
import { useMyRestaurant, useUpdateMyRestaurant } from '../api/my-restaurant-api';
import { MerchantSettingsToolbar } from '../components/merchant-settings-toolbar';
import { RestaurantProfileForm } from '../components/restaurant-profile-form';
import { failureMessage } from '../failure-message';
import { toUpdateRequest } from '../my-restaurant-form';
import { useRestaurantsT } from '../restaurant-texts';

/** /restaurantSettings: the per-merchant toolbar of shortcuts (back-office.md §2.11) and the restaurant form. */
export function RestaurantSettingsPage() {
  const t = useRestaurantsT();
  const snackbar = useSnackbar();
  const role = useUser().data?.role;
  const restaurant = useMyRestaurant();
  const update = useUpdateMyRestaurant();
  const r = restaurant.data;
  return (
    <>
      <PageHeader title={t('restaurantSettingsTitle')} subtitle={t('restaurantSettingsSubtitle')} />
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
          </>
        )}
      </QueryContent>
    </>
  );
}
