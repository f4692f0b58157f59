import { offerablePermissions, ROLES, type Role } from '../auth/access';
import { permissionsNotAllowedMessage, USER_MESSAGES } from './user-messages';

/**
 * Who may manage which accounts (back-office.md §6, issue 16; docs/decisions/0206): admin every
 * account; restaurantAdmin only the accounts of its own restaurant, never an admin or another
 * restaurant's account, never a role above its own, never a permission outside §6. Everyone else none.
 */

/** Roles that may list, create, edit and delete accounts. */
export const USER_MANAGER_ROLES: readonly Role[] = ['admin', 'restaurantAdmin'];

/** Roles a restaurantAdmin may give: its own and those below it (none that reaches other restaurants). */
export const RESTAURANT_ADMIN_ASSIGNABLE_ROLES: readonly Role[] = [
  'restaurantAdmin',
  'restaurantManager',
  'restaurantStaff',
  'restaurantReport',
];

/** The role a restaurantAdmin's new account gets (POST /restaurantManager; the form has no role selector). */
export const DEFAULT_MANAGED_ROLE: Role = 'restaurantManager';

/** The account that manages: its role, its own restaurant and its username (to spot itself). */
export interface UserEditor {
  role: Role;
  ownRestaurantId: string | null;
  username: string;
}

/** An existing account as the rules see it. */
export interface ManagedAccount {
  username: string;
  role: string;
  restaurantId: string | null;
}

/** Why a change is refused: 403 (not yours to do), 404 (not yours to see) or 400 (not a valid change). */
export interface UserRefusal {
  status: 400 | 403 | 404;
  message: string;
}

export function canManageUsers(role: string | null | undefined): boolean {
  return USER_MANAGER_ROLES.includes(role as Role);
}

/** The roles this editor may give to an account. */
export function assignableRoles(editorRole: string | null | undefined): readonly Role[] {
  if (editorRole === 'admin') return ROLES;
  if (editorRole === 'restaurantAdmin') return RESTAURANT_ADMIN_ASSIGNABLE_ROLES;
  return [];
}

/** May this editor see (and so edit or delete) this account? admin: any; restaurantAdmin: its restaurant's, below admin. */
export function mayManageAccount(editor: UserEditor, account: ManagedAccount): boolean {
  if (editor.role === 'admin') return true;
  if (editor.role !== 'restaurantAdmin' || !editor.ownRestaurantId) return false;
  return (
    account.restaurantId === editor.ownRestaurantId &&
    RESTAURANT_ADMIN_ASSIGNABLE_ROLES.includes(account.role as Role)
  );
}

/** The codes of a list that a user of this role may not be given (§6: restaurantStaff only obPayment and menuManagement). */
export function permissionsOutsideRole(role: string, codes: readonly string[]): string[] {
  const allowed = offerablePermissions(role);
  return [...new Set(codes.filter((c) => !allowed.includes(c)))];
}

/** Only the codes a user of this role may be given (the form drops the others when the role changes). */
export function keepOfferablePermissions(role: string, codes: readonly string[]): string[] {
  const allowed = offerablePermissions(role);
  return [...new Set(codes.filter((c) => allowed.includes(c)))];
}

/** What a create or update would make of the account. */
export interface AccountChange {
  role: Role;
  permissions: readonly string[];
  /** The account's restaurant (a create's target; an update keeps the account's own). */
  restaurantId: string | null;
}

/**
 * The one check of a create (existing undefined) or an update (existing given); null when allowed.
 * Order matters: an account the editor may not see is "not found" whatever else is asked.
 */
export function userWriteRefusal(
  editor: UserEditor,
  change: AccountChange,
  existing?: ManagedAccount,
): UserRefusal | null {
  if (!canManageUsers(editor.role)) return { status: 403, message: USER_MESSAGES.forbidden };
  if (existing && !mayManageAccount(editor, existing)) {
    return { status: 404, message: USER_MESSAGES.userNotFound };
  }
  const self = existing !== undefined && existing.username === editor.username;
  if (self && change.role !== existing.role) return { status: 403, message: USER_MESSAGES.ownRole };
  if (!assignableRoles(editor.role).includes(change.role)) {
    return { status: 403, message: USER_MESSAGES.roleNotAllowed };
  }
  if (editor.role === 'restaurantAdmin' && change.restaurantId !== editor.ownRestaurantId) {
    return { status: 403, message: USER_MESSAGES.otherRestaurant };
  }
  const outside = permissionsOutsideRole(change.role, change.permissions);
  if (outside.length > 0) return { status: 400, message: permissionsNotAllowedMessage(outside) };
  return null;
}

/** The check of DELETE /user; null when allowed. An account never deletes itself. */
export function userDeleteRefusal(editor: UserEditor, account: ManagedAccount): UserRefusal | null {
  if (!canManageUsers(editor.role)) return { status: 403, message: USER_MESSAGES.forbidden };
  if (!mayManageAccount(editor, account)) return { status: 404, message: USER_MESSAGES.userNotFound };
  if (account.username === editor.username) return { status: 400, message: USER_MESSAGES.deleteSelf };
  return null;
}
