import type { RestaurantValueHandler } from './restaurant-values';
import { serviceTypesHandler } from './service-types';

/**
 * The keys PUT /updateRestaurantValues/ accepts, each with its handler (one file per key in this
 * folder). A body naming no key of this table, or more than one, is refused with 400.
 */
export const RESTAURANT_VALUE_HANDLERS: Record<string, RestaurantValueHandler<never>> = {
  serviceTypes: serviceTypesHandler as RestaurantValueHandler<never>,
};
