import { isApiError } from '../../shared/api/api-error';
import type { RestaurantSettingsT } from './restaurant-settings-texts';

/**
 * The toast of a failed save: the server's 4xx message (a §5 text), 'Please go back to the restaurant
 * screen and try again.' when the restaurant is no longer selected (§8), else the generic text.
 */
export function saveFailure(error: unknown, t: RestaurantSettingsT): string {
  if (isApiError(error) && error.status === 400 && /select a restaurant/i.test(error.message))
    return t('goBackToRestaurant');
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return t('saveFailed');
}
