import { PosSettings, PosSettingsListsValue } from '@rpos/domain';
import { loadPosSettingsJson, mergeSettingsJson } from '../settings/restaurant-settings.repository';
import { restaurantValueHandler } from './restaurant-values';

/**
 * {posSettings: {posPartners?, posDeliveryPartners?, discounts?}}: each list given replaces the stored
 * one (names unique case-insensitively, §5 texts); the other lists and the POS flags stay. Answers the
 * whole posSettings.
 */
export const posSettingsHandler = restaurantValueHandler({
  schema: PosSettingsListsValue,
  async save(tx, restaurantId, value, deps) {
    await mergeSettingsJson(tx, restaurantId, 'posSettings', value, deps.now());
    return PosSettings.parse((await loadPosSettingsJson(tx, restaurantId)) ?? {});
  },
});
