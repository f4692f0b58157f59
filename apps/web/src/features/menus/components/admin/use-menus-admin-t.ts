import { isApiError } from '../../../../shared/api/api-error';
import type { MenusAdminKey } from '../../../../shared/i18n/locales/en-menus-admin';
import { type ScopedT, useScopedT } from '../../../../shared/i18n/scoped-texts';

export type MenusAdminT = ScopedT<MenusAdminKey>;

/**
 * t() over the menusAdmin texts (en-menus-admin.ts). The app's Resources type does not list them
 * (they join with the back-office bundle), so the keys are checked against that file here.
 */
export function useMenusAdminT(): MenusAdminT {
  return useScopedT<MenusAdminKey>('menusAdmin');
}

/**
 * The message to show for a failed call: the server's own message when it refused the request
 * (400, 404, 409, 502 carry the spec's texts), otherwise the screen's failure text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && [400, 404, 409, 502].includes(error.status) && error.message) return error.message;
  return fallback;
}
