import type { Role } from '@rpos/domain';
import { staffOnly } from '../../platform/auth/guards';
import { RESTAURANT_CONFIG_ROLES } from '../restaurants/restaurant-config-access';

/**
 * Who reads the kiosks and clients of a restaurant (decision 0305): the configuring roles and the
 * roles that run its POS, kiosks and kitchen displays (a kiosk or an iPad signs in as restaurant staff).
 * Creating, changing and deleting, terminals and the device list: the configuring roles only.
 */
export const DEVICE_READER_ROLES: readonly Role[] = [
  ...RESTAURANT_CONFIG_ROLES,
  'restaurantManager',
  'restaurantStaff',
];
export const deviceReaderGuard = staffOnly({ roles: DEVICE_READER_ROLES, needsRestaurant: true });
export {
  configuredRestaurantId,
  restaurantConfigGuard as deviceConfigGuard,
} from '../restaurants/restaurant-config-access';
