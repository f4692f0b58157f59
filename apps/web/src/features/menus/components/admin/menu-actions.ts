import { mayManageMenus, type Role } from '@rpos/domain';

export const MENU_ACTIONS = [
  'new',
  'edit',
  'delete',
  'copyTo',
  'copyToTest',
  'sendToGroup',
  'publishMain',
  'publishQr',
  'unpublishQr',
  'uploadCsv',
  'downloadCsv',
  'refreshLinks',
  'uberEatsMain',
  'uberEatsWeekend',
  'fantuan',
  'hungryPanda',
] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

export interface MenuActionState {
  /** The role may use it (the button is shown). */
  visible: boolean;
  /** The selection allows it now. */
  enabled: boolean;
}

/** The signed-in user as GET /user answers it (permissions as {code, name}). */
export interface MenuActionUser {
  role: Role;
  permissions: readonly { code: string }[];
}

const ADMIN_ONLY: readonly MenuAction[] = ['delete', 'copyTo', 'copyToTest'];
const GROUP_ADMIN: readonly MenuAction[] = ['sendToGroup'];

/**
 * restaurant-config.md §6 with the server's guards (menu-access.ts): menu managers (admin,
 * menuAdmin, restaurantAdmin, restaurantGroupAdmin or the menuManagement code) get New, Edit,
 * publishing, files and delivery uploads; admin also Delete, Copy To and Copy To Test;
 * restaurantGroupAdmin (and admin) Send to group. New needs no selection; Delete is enabled with a
 * selection and refuses several ('Please select only one menu to delete!'); the others need exactly
 * one selected menu.
 */
export function menuActionStates(
  user: MenuActionUser,
  selectedCount: number,
): Record<MenuAction, MenuActionState> {
  const manager = mayManageMenus({ role: user.role, permissions: user.permissions.map((p) => p.code) });
  const out = {} as Record<MenuAction, MenuActionState>;
  for (const action of MENU_ACTIONS) {
    let visible = manager;
    if (ADMIN_ONLY.includes(action)) visible = manager && user.role === 'admin';
    if (GROUP_ADMIN.includes(action))
      visible = manager && (user.role === 'admin' || user.role === 'restaurantGroupAdmin');
    const enabled = action === 'new' ? true : action === 'delete' ? selectedCount >= 1 : selectedCount === 1;
    out[action] = { visible, enabled: visible && enabled };
  }
  return out;
}
