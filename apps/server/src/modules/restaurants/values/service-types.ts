import { ServiceTypes } from '@rpos/domain';
import { setServiceTypes } from '../my-restaurant.repository';
import { restaurantValueHandler } from './restaurant-values';

/**
 * {serviceTypes}: the service types the diner's service bell offers (restaurant-config.md §2.1),
 * replaced whole; trimmed, non-empty ('The service type cannot be empty'), no case-insensitive twins.
 */
export const serviceTypesHandler = restaurantValueHandler({
  schema: ServiceTypes,
  async save(tx, restaurantId, serviceTypes) {
    await setServiceTypes(tx, restaurantId, serviceTypes);
    return serviceTypes;
  },
});
