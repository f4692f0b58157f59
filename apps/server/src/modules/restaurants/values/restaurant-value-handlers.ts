import { paymentRequiredTableNumbersHandler } from './payment-required-table-numbers';
import { posSettingsHandler } from './pos-settings';
import { qrCodeSettingsHandler } from './qr-code-settings';
import type { RestaurantValueHandler } from './restaurant-values';
import { serviceTypesHandler } from './service-types';
import { surchargeSettingsHandler } from './surcharge-settings';

/**
 * The keys PUT /updateRestaurantValues/ accepts, each with its handler (one file per key in this
 * folder). A body naming no key of this table, or more than one, is refused with 400.
 */
export const RESTAURANT_VALUE_HANDLERS: Record<string, RestaurantValueHandler> = {
  surchargeSettings: surchargeSettingsHandler,
  qrCodeSettings: qrCodeSettingsHandler,
  paymentRequiredTableNumbers: paymentRequiredTableNumbersHandler,
  serviceTypes: serviceTypesHandler,
  posSettings: posSettingsHandler,
};
