import { SurchargeSettingsValue } from '@rpos/domain';
import { replaceSurcharges, toSurchargeSetting } from '../../surcharges/surcharges.repository';
import { restaurantValueHandler } from './restaurant-values';

/**
 * {surchargeSettings}: the restaurant's whole surcharge list (restaurant-config.md §3 "Surcharge").
 * The next placeOrder prices with it (the route's restaurantChanged drops the diner context).
 * Answers the saved list with its ids.
 */
export const surchargeSettingsHandler = restaurantValueHandler({
  schema: SurchargeSettingsValue,
  save: async (tx, restaurantId, list) =>
    (await replaceSurcharges(tx, restaurantId, list)).map(toSurchargeSetting),
});
