import type { MenuQrCodeType, StaffMenu } from '@rpos/domain';
import type { MenusAdminT } from './use-menus-admin-t';

/** 'Main', 'Second' ... 'Sixth' (§9 menu kind labels), with Hubster and Version 2, or ''. */
export function menuKindLabel(menu: StaffMenu, t: MenusAdminT): string {
  const kinds: string[] = [];
  if (menu.isMainMenu) kinds.push(t('kindMain'));
  if (menu.isSecondaryMenu) kinds.push(t('kindSecondary'));
  if (menu.isThirdMenu) kinds.push(t('kindThird'));
  if (menu.isFourthMenu) kinds.push(t('kindFourth'));
  if (menu.isFifthMenu) kinds.push(t('kindFifth'));
  if (menu.isSixthMenu) kinds.push(t('kindSixth'));
  if (menu.isForHubster) kinds.push(t('kindHubster'));
  if (menu.isMenuVersion2) kinds.push(t('kindVersion2'));
  return kinds.join(', ');
}

export function qrTypeLabel(type: MenuQrCodeType, t: MenusAdminT): string {
  return t(`qr_${type}`);
}
