import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useMyRestaurant } from '../api/my-restaurant-api';
import { ServiceTypesManager } from '../components/service-types-manager';
import { useRestaurantsT } from '../restaurant-texts';

/** /serviceBellTypes: the service types manager on its own (admin and restaurantAdmin). */
export function ServiceBellTypesPage() {
  const t = useRestaurantsT();
  const restaurant = useMyRestaurant();
  return (
    <>
      <PageHeader title={t('serviceBellTypesTitle')} subtitle={t('serviceTypesHelp')} />
      <QueryContent
        query={restaurant}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {restaurant.data && <ServiceTypesManager serviceTypes={restaurant.data.serviceTypes} />}
      </QueryContent>
    </>
  );
}
