import {
  PosOrderingSettings,
  PosSettings,
  type RestaurantSettingsResponse,
  StaffOnlineSettings,
} from '@rpos/domain';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser } from '../../test/fixtures';
import { testQueryClient } from '../../test/render';

/** GET /restaurantSettings of a restaurant with nothing set, plus `over`. */
export function settingsAnswer(over: Partial<RestaurantSettingsResponse> = {}): RestaurantSettingsResponse {
  return {
    urlIdentifier: 'goldendragon',
    name: 'Golden Dragon',
    posSettings: PosSettings.parse({}),
    onlineSettings: StaffOnlineSettings.parse({}),
    posOrderingSettings: PosOrderingSettings.parse({}),
    paymentRequiredTableNumbers: [],
    ...over,
  };
}

/** The fetch mock and a query client with a restaurantAdmin signed in (restaurantId null: none selected). */
export function settingsSetup(
  routes: Parameters<typeof mockFetch>[0] = {},
  options: { restaurantId?: string | null; settings?: RestaurantSettingsResponse } = {},
) {
  const fetch = mockFetch({
    'GET /api/restaurantSettings': { body: options.settings ?? settingsAnswer() },
    ...routes,
  });
  const client = testQueryClient();
  client.setQueryData(
    ['auth', 'user'],
    makeUser('restaurantAdmin', [], {
      restaurantId: options.restaurantId === undefined ? 'r1' : options.restaurantId,
    }),
  );
  return { ...fetch, client };
}
