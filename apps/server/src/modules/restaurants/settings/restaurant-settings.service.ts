import {
  type HomeDialog,
  type OnlineSettingsPatch,
  onlineSettingsIssues,
  PosOrderingSettings,
  PosSettings,
  RESTAURANT_MESSAGES,
  RESTAURANT_SETTINGS_MESSAGES,
  type RestaurantSettingsResponse,
  StaffOnlineSettings,
  type UpdateRestaurantSettingsBody,
  type UpdateRestaurantSettingsResponse,
} from '@rpos/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import type { RealtimePublisher } from '../../realtime/realtime.service';
import { publishRestaurantChanged } from '../restaurant-changes';
import {
  loadSettingsRow,
  mergeSettingsJson,
  type SettingsRow,
  saveHomeDialog,
} from './restaurant-settings.repository';

/** Stored JSON may predate a field: the domain schemas fill the defaults. */
function toResponse(row: SettingsRow): RestaurantSettingsResponse {
  return {
    urlIdentifier: row.urlIdentifier,
    name: row.name,
    posSettings: PosSettings.parse(row.posSettings ?? {}),
    onlineSettings: StaffOnlineSettings.parse({
      ...(row.onlineSettings ?? {}),
      showDialog: row.showDialog ?? false,
      dialogTitle: row.dialogTitle ?? '',
      dialogText: row.dialogText ?? '',
    }),
    posOrderingSettings: PosOrderingSettings.parse(row.posOrderingSettings ?? {}),
    paymentRequiredTableNumbers: row.paymentRequiredTableNumbers,
  };
}

async function loadSettings(db: DbOrTx, restaurantId: string): Promise<RestaurantSettingsResponse> {
  const row = await loadSettingsRow(db, restaurantId);
  if (!row) throw new AppError('NOT_FOUND', RESTAURANT_MESSAGES.notFound);
  return toResponse(row);
}

/** The keys actually sent (zod leaves optional keys out, but a caller's object may hold undefined). */
const defined = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const DIALOG_KEYS = ['showDialog', 'dialogTitle', 'dialogText'] as const;

/**
 * The online settings page and the POS settings page (restaurant-config.md §2.5): read and save the
 * acting restaurant's posSettings, onlineSettings (with the home dialog, kept in menu_settings as the
 * diner's announcement) and posOrderingSettings. One transaction; after commit open diner pages are
 * told (restaurantChanged, and announcement when the home dialog changed).
 */
export function createRestaurantSettingsService(deps: AppDeps, realtime: RealtimePublisher) {
  const db = deps.database.db;

  return {
    /** GET /restaurantSettings */
    get: (restaurantId: string) => loadSettings(db, restaurantId),

    /** PUT /restaurantSettings: each group given is merged over the stored one. */
    async update(
      restaurantId: string,
      body: UpdateRestaurantSettingsBody,
    ): Promise<UpdateRestaurantSettingsResponse> {
      const changed: string[] = [];
      const announcement = await db.transaction(async (tx) => {
        const current = await loadSettings(tx, restaurantId);
        const now = deps.now();
        let dialogRow: Awaited<ReturnType<typeof saveHomeDialog>> | null = null;
        if (body.onlineSettings) {
          const patch: Partial<z.output<typeof OnlineSettingsPatch>> = defined(body.onlineSettings);
          const merged = StaffOnlineSettings.parse({ ...current.onlineSettings, ...patch });
          const issue = onlineSettingsIssues(merged)[0];
          if (issue) throw new AppError('BAD_REQUEST', issue.message);
          const { showDialog, dialogTitle, dialogText, ...stored } = patch;
          if (Object.keys(stored).length > 0)
            await mergeSettingsJson(tx, restaurantId, 'onlineSettings', stored, now);
          const dialog: HomeDialog = {
            showDialog: merged.showDialog,
            dialogTitle: merged.dialogTitle,
            dialogText: merged.dialogText,
          };
          // Only a change raises dialogVersion (a new version shows the dialog again to diners).
          if (DIALOG_KEYS.some((k) => dialog[k] !== current.onlineSettings[k]))
            dialogRow = await saveHomeDialog(tx, restaurantId, dialog, now);
          changed.push('onlineSettings');
        }
        if (body.posSettings) {
          await mergeSettingsJson(tx, restaurantId, 'posSettings', defined(body.posSettings), now);
          changed.push('posSettings');
        }
        if (body.posOrderingSettings) {
          await mergeSettingsJson(
            tx,
            restaurantId,
            'posOrderingSettings',
            defined(body.posOrderingSettings),
            now,
          );
          changed.push('posOrderingSettings');
        }
        return dialogRow;
      });
      if (announcement) {
        const { showDialog, dialogTitle, dialogText, dialogVersion } = announcement;
        await realtime.publish(restaurantId, {
          event: 'announcement',
          data: { showDialog, dialogTitle, dialogText, dialogVersion },
        });
      }
      await publishRestaurantChanged(realtime, restaurantId, changed);
      return { ...(await loadSettings(db, restaurantId)), message: RESTAURANT_SETTINGS_MESSAGES.updated };
    },
  };
}
