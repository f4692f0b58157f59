import { localClock, ONLINE_MESSAGES, type PublishedMenu } from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { menuSnapshot } from '../menus/menu-snapshot-cache';
import { type DinerContext, type PublishedMenuRef, servedMenu, unavailableOn } from '../online/diner-context';

/**
 * The menus the POS sells from (decision 0137): a table's orders from the menu the table QR codes
 * serve, counter orders from the takeaway QR's menu (which falls back to the main menu like the
 * diner's). The same published snapshots, visibility and availability as the diner's.
 */
export type PosMenuKind = 'dinein' | 'counter';

export function posServedMenu(ctx: DinerContext, which: PosMenuKind): PublishedMenuRef | undefined {
  const served = servedMenu(ctx, which === 'dinein' ? 'dinein' : 'takeaway');
  return served && served.version > 0 ? served : undefined;
}

/** The served menu's snapshot, or the diner's 'no published menu' answer. */
export async function posMenuSnapshot(
  db: DbOrTx,
  ctx: DinerContext,
  which: PosMenuKind,
): Promise<{ ref: PublishedMenuRef; snapshot: PublishedMenu }> {
  const ref = posServedMenu(ctx, which);
  const snapshot = ref && (await menuSnapshot(db, ref.menu.id, ref.version));
  if (!ref || !snapshot) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.menuNotPublished);
  return { ref, snapshot };
}

/**
 * The menu as GET /pos/setup gives it: a dish switched off since publishing reads active false (so
 * the domain's isDishVisible on the till agrees with the server's pricing), and a dish unavailable
 * today is left out. The shared snapshot is never modified: a copy is made when something changes.
 */
export function posMenuView(
  snapshot: PublishedMenu,
  ctx: DinerContext,
  menuId: string,
  now: Date,
): PublishedMenu {
  const inactive = new Set(ctx.inactiveByMenu.get(menuId) ?? []);
  const today = localClock(now, ctx.row.timezone).isoDate;
  const unavailable = new Set(unavailableOn(ctx, today).map((u) => u.menuItemId));
  if (inactive.size === 0 && unavailable.size === 0) return snapshot;
  return {
    ...snapshot,
    categories: snapshot.categories.map((c) => ({
      ...c,
      items: c.items
        .filter((i) => !unavailable.has(i.id))
        .map((i) => (inactive.has(i.id) ? { ...i, active: false } : i)),
    })),
  };
}
