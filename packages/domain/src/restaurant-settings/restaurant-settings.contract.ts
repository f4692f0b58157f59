import { z } from 'zod';
import { OnlineSettingsPatch, StaffOnlineSettings } from './online-settings-rules';
import {
  PosOrderingSettings,
  PosOrderingSettingsPatch,
  PosSettings,
  PosSettingsPatch,
} from './pos-settings-rules';

/**
 * GET and PUT /restaurantSettings (docs/decisions/0115): the settings the online settings page and the
 * POS settings page show, of the acting restaurant. restaurant-config.md §7 names this save ("shared
 * settings save with posSettings, onlineSettings, posOrderingSettings, posPrintSettings") without a path.
 */

export const RESTAURANT_SETTINGS_MESSAGES = {
  updated: 'Updated successfully',
  nothingToSave: 'Send posSettings, onlineSettings or posOrderingSettings',
  printSettingsLater:
    'Print settings cannot be saved here yet: send posSettings, onlineSettings or posOrderingSettings',
} as const;

export const RestaurantSettingsResponse = z.object({
  /** The restaurant's url identifier and name (page headers, the QR page's link). */
  urlIdentifier: z.string(),
  name: z.string(),
  posSettings: PosSettings,
  onlineSettings: StaffOnlineSettings,
  posOrderingSettings: PosOrderingSettings,
  /** Owned by the QR codes page; shown here read-only with a link. */
  paymentRequiredTableNumbers: z.array(z.string()),
});
export type RestaurantSettingsResponse = z.infer<typeof RestaurantSettingsResponse>;

/** PUT /restaurantSettings: each group given is merged over the stored one; nothing else changes. */
export const UpdateRestaurantSettingsRequest = z
  .strictObject({
    posSettings: PosSettingsPatch.optional(),
    onlineSettings: OnlineSettingsPatch.optional(),
    posOrderingSettings: PosOrderingSettingsPatch.optional(),
    /** Belongs to the print settings page (a later issue): refused for now (decision 0115). */
    posPrintSettings: z.unknown().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.posPrintSettings !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: RESTAURANT_SETTINGS_MESSAGES.printSettingsLater,
        path: ['posPrintSettings'],
      });
    else if (!b.posSettings && !b.onlineSettings && !b.posOrderingSettings)
      ctx.addIssue({ code: 'custom', message: RESTAURANT_SETTINGS_MESSAGES.nothingToSave });
  });
export type UpdateRestaurantSettingsRequest = z.input<typeof UpdateRestaurantSettingsRequest>;
export type UpdateRestaurantSettingsBody = z.output<typeof UpdateRestaurantSettingsRequest>;

export const UpdateRestaurantSettingsResponse = RestaurantSettingsResponse.extend({
  message: z.string(),
});
export type UpdateRestaurantSettingsResponse = z.infer<typeof UpdateRestaurantSettingsResponse>;
