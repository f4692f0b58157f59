import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error';
import type { MenusAdminKey } from '../../../../shared/i18n/locales/en-menus-admin';

export type MenusAdminT = (key: MenusAdminKey, options?: Record<string, unknown>) => string;

/**
 * t() over the menusAdmin texts (en-menus-admin.ts). The app's Resources type does not list them
 * (they join with the back-office bundle), so the keys are checked against that file here.
 */
export function useMenusAdminT(): MenusAdminT {
  const { t } = useTranslation();
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return useCallback((key, options) => translate(`menusAdmin.${key}`, options), [translate]);
}

/**
 * The message to show for a failed call: the server's own message when it refused the request
 * (400, 404, 409, 502 carry the spec's texts), otherwise the screen's failure text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && [400, 404, 409, 502].includes(error.status) && error.message) return error.message;
  return fallback;
}
