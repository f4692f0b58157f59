import {
  isoToDmy,
  localClock,
  ONLINE_MESSAGES,
  type OnlineResponse,
  type OnlineTable,
  TABLE_TYPE_LABELS,
  tableTypeOf,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { menuSnapshotJson } from '../menus/menu-snapshot-cache';
import { findInactiveItemIds, findServedMenu, latestVersionNumber } from '../menus/menus.repository';
import { loadDinerRestaurant } from '../restaurants/restaurants.service';
import { findMenuSettings, findQrSetting, findTableByNumber, findUnavailableOn } from './online.repository';

export interface OnlineRequest {
  /** The restaurant's url identifier. */
  urlIdentifier: string;
  /** A table number, or an order type (takeaway, pickup, delivery, pickup-delivery, foodcourt). */
  tableId: string;
  /** The menu the client holds, from the menuId and menuVersion headers. */
  cached?: { menuId?: string; version?: number };
  now: Date;
}

/** GET /online's answer: everything but the menu, and the menu as JSON text when the client needs it. */
export interface OnlineAnswer {
  live: Omit<OnlineResponse, 'menu'>;
  /** The published snapshot's JSON (cached per version), or undefined when isSameVersion. */
  menuJson?: string;
}

/**
 * GET /online: the published menu a diner of this table or order type is served, with the live state
 * around it (inactive dishes, unavailable dishes, announcement, QR ordering switch). When the client
 * already holds the latest version (same menuId and version) the menu is left out.
 */
export async function getOnlineMenu(db: DbOrTx, req: OnlineRequest): Promise<OnlineAnswer> {
  const { row, restaurant } = await loadDinerRestaurant(db, req.urlIdentifier);
  const type = tableTypeOf(req.tableId);

  let table: OnlineTable;
  if (type === 'dinein') {
    const t = await findTableByNumber(db, row.id, req.tableId);
    if (!t) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.tableNotFound);
    table = { tableId: t.tableNumber, name: t.name, type };
  } else {
    table = { tableId: type, name: TABLE_TYPE_LABELS[type], type };
  }

  const menu = await findServedMenu(db, row.id, type === 'dinein' ? 'none' : type);
  const version = menu ? await latestVersionNumber(db, menu.id) : 0;
  if (!menu || version === 0) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.menuNotPublished);

  const today = localClock(req.now, row.timezone);
  const [inactiveDishIds, unavailable, settings, qr] = await Promise.all([
    findInactiveItemIds(db, menu.id),
    findUnavailableOn(db, row.id, today.isoDate),
    findMenuSettings(db, row.id),
    findQrSetting(db, row.id, type),
  ]);

  const isSameVersion = req.cached?.menuId === menu.id && req.cached?.version === version;
  const menuJson = isSameVersion ? undefined : await menuSnapshotJson(db, menu.id, version);
  const live: OnlineAnswer['live'] = {
    isSameVersion,
    restaurant,
    table,
    inactiveDishIds,
    unavailable,
    announcement: {
      showDialog: settings?.showDialog ?? false,
      dialogTitle: settings?.dialogTitle ?? '',
      dialogText: settings?.dialogText ?? '',
      dialogVersion: settings?.dialogVersion ?? 0,
    },
    qrSettings: {
      isOrderingDisabled: qr?.isOrderingDisabled ?? false,
      disabledDate: qr?.disabledDate ? isoToDmy(qr.disabledDate) : null,
    },
  };
  return { live, menuJson };
}
