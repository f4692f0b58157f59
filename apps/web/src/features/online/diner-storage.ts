import { local, session } from '../../shared/api/storage';

/** diner.md §9: the remembered landing choice and the announcement suppression last 5 minutes. */
export const REMEMBER_MS = 300_000;

function readJson<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export type LandingChoice = 'order' | 'promotions';

/** localStorage `rpos.viewMenu.<menuId>` = {choice, at}: the promotion landing choice, per menu. */
export const landingKey = (menuId: string) => `rpos.viewMenu.${menuId.toLowerCase()}`;

export function readLandingChoice(menuId: string, now = Date.now()): LandingChoice | null {
  const data = readJson<{ choice?: unknown; at?: unknown }>(local.get(landingKey(menuId)));
  if (!data || typeof data.at !== 'number' || now - data.at >= REMEMBER_MS) return null;
  return data.choice === 'order' || data.choice === 'promotions' ? data.choice : null;
}

export function rememberLandingChoice(menuId: string, choice: LandingChoice, now = Date.now()): void {
  local.set(landingKey(menuId), JSON.stringify({ choice, at: now }));
}

/** sessionStorage `rpos.announcement.<menuId>` = {version, at}: the last announcement shown. */
export const announcementKey = (menuId: string) => `rpos.announcement.${menuId.toLowerCase()}`;

export function wasAnnouncementShown(menuId: string, version: number, now = Date.now()): boolean {
  const data = readJson<{ version?: unknown; at?: unknown }>(session.get(announcementKey(menuId)));
  return !!data && data.version === version && typeof data.at === 'number' && now - data.at < REMEMBER_MS;
}

export function markAnnouncementShown(menuId: string, version: number, now = Date.now()): void {
  session.set(announcementKey(menuId), JSON.stringify({ version, at: now }));
}

/**
 * sessionStorage `rpos.qr.<menuId>.<tableId>` = 'onlineMenu': this tab's diner came from the Online
 * Menu code (its URL's ?qr=onlineMenu, decision 0525). GET /online and placeOrder then name it, so the
 * code's own switch opens or closes ordering. Kept for the tab: the menu's links drop the query.
 */
const qrKey = (menuId: string, tableId: string) => `rpos.qr.${menuId.toLowerCase()}.${tableId.toLowerCase()}`;

export function rememberDinerQr(menuId: string, tableId: string, search: string): void {
  if (new URLSearchParams(search).get('qr') === 'onlineMenu')
    session.set(qrKey(menuId, tableId), 'onlineMenu');
}

export function dinerQrOf(menuId: string, tableId: string): 'onlineMenu' | undefined {
  return session.get(qrKey(menuId, tableId)) === 'onlineMenu' ? 'onlineMenu' : undefined;
}
