import { posSettingsHandler } from './pos-settings';
import type { RestaurantValueHandler } from './restaurant-values';

/**
 * The keys PUT /updateRestaurantValues/ accepts, each with its handler (one file per key in this
 * folder). A body naming no key of this table, or more than one, is refused with 400.
 */
export const RESTAURANT_VALUE_HANDLERS: Record<string, RestaurantValueHandler<never>> = {
  posSettings: posSettingsHandler as RestaurantValueHandler<never>,
};
