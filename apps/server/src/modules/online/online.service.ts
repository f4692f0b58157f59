import {
  type DinerQrCode,
  localClock,
  ONLINE_MESSAGES,
  type OnlineResponse,
  type OnlineTable,
  qrSwitchOf,
  TABLE_TYPE_LABELS,
  tableTypeOf,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { type CachedJson, keptJson } from '../../platform/raw-json';
import { menuSnapshotJson } from '../menus/menu-snapshot-cache';
import { type DinerContext, qrSettingsFor, servedMenu, tableNotFound, unavailableOn } from './diner-context';

/** The last answer of each restaurant, table and variant, across context reloads. */
const lastAnswers = new Map<string, CachedJson>();

export interface OnlineRequest {
  /** A table number, or an order type (takeaway, pickup, delivery, pickup-delivery, foodcourt). */
  tableId: string;
  /** The QR code the URL came from besides its table type: the Online Menu code (decision 0525). */
  qr?: DinerQrCode;
  /** The menu the client holds, from the menuId and menuVersion headers. */
  cached?: { menuId?: string; version?: number };
  now: Date;
}

/**
 * GET /online: the published menu a diner of this table or order type is served, with the live state
 * around it (inactive dishes, unavailable dishes, announcement, QR ordering switch, surcharge rules),
 * as JSON text.
 * When the client already holds the latest version (same menuId and version) the menu is left out.
 * The text is kept with the restaurant's diner context, so a busy menu is serialised once per context.
 */
export async function getOnlineMenu(db: DbOrTx, ctx: DinerContext, req: OnlineRequest): Promise<CachedJson> {
  const type = tableTypeOf(req.tableId);
  let table: OnlineTable;
  if (type === 'dinein') {
    const t = ctx.tables.get(req.tableId);
    if (!t) throw tableNotFound();
    table = {
      tableId: t.tableNumber,
      name: t.name,
      type,
      isPaymentRequired: ctx.row.paymentRequiredTableNumbers.includes(t.tableNumber),
    };
  } else {
    table = { tableId: type, name: TABLE_TYPE_LABELS[type], type };
  }

  const served = servedMenu(ctx, type);
  if (!served || served.version === 0) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.menuNotPublished);
  const { menu, version } = served;
  const isSameVersion = req.cached?.menuId === menu.id && req.cached?.version === version;
  const today = localClock(req.now, ctx.row.timezone).isoDate;

  const qrSwitch = qrSwitchOf(req.tableId, req.qr);
  const key = `online|${table.tableId}|${qrSwitch}|${today}|${isSameVersion ? 'same' : 'full'}`;
  const kept = ctx.memo.get(key) as CachedJson | undefined;
  if (kept) return kept;

  const live: Omit<OnlineResponse, 'menu'> = {
    isSameVersion,
    restaurant: ctx.restaurant,
    table,
    inactiveDishIds: [...(ctx.inactiveByMenu.get(menu.id) ?? [])],
    unavailable: unavailableOn(ctx, today),
    announcement: ctx.announcement,
    qrSettings: qrSettingsFor(ctx, qrSwitch),
    surchargeRules: [...ctx.dinerSurchargeRules],
  };
  const liveJson = JSON.stringify(live);
  // The menu is the cached JSON of its immutable version, spliced in as text: no per-request
  // serialisation of ~100 KB (the route's schema still documents the whole answer).
  const menuJson = isSameVersion ? undefined : await menuSnapshotJson(db, menu.id, version);
  // The same text as the last context's (nothing changed) keeps its compressed forms.
  const body = keptJson(lastAnswers, `${ctx.row.id}|${key}`, {
    text: menuJson ? `{"menu":${menuJson},${liveJson.slice(1)}` : liveJson,
  });
  ctx.memo.set(key, body);
  return body;
}
