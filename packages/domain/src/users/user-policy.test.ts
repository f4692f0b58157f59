import { describe, expect, it } from 'vitest';
import { ROLES } from '../auth/access';
import {
  assignableRoles,
  canManageUsers,
  keepOfferablePermissions,
  mayManageAccount,
  permissionsOutsideRole,
  type UserEditor,
  userDeleteRefusal,
  userWriteRefusal,
} from './user-policy';

const admin: UserEditor = { role: 'admin', ownRestaurantId: null, username: 'boss' };
const ra: UserEditor = { role: 'restaurantAdmin', ownRestaurantId: 'r1', username: 'owner' };
const manager = { username: 'mgr', role: 'restaurantManager', restaurantId: 'r1' };

describe('who may manage accounts', () => {
  it('only admin and restaurantAdmin manage users', () => {
    expect(ROLES.filter(canManageUsers)).toEqual(['admin', 'restaurantAdmin']);
  });

  it('admin gives every role; restaurantAdmin none above its own; others none', () => {
    expect(assignableRoles('admin')).toEqual(ROLES);
    expect(assignableRoles('restaurantAdmin')).toEqual([
      'restaurantAdmin',
      'restaurantManager',
      'restaurantStaff',
      'restaurantReport',
    ]);
    for (const role of ['restaurantGroupAdmin', 'menuAdmin', 'restaurantManager', 'restaurantStaff', null]) {
      expect(assignableRoles(role)).toEqual([]);
    }
  });

  it("restaurantAdmin sees its restaurant's accounts below admin, not another restaurant's nor an admin", () => {
    expect(mayManageAccount(ra, manager)).toBe(true);
    expect(mayManageAccount(ra, { ...manager, restaurantId: 'r2' })).toBe(false);
    expect(mayManageAccount(ra, { ...manager, role: 'admin' })).toBe(false);
    expect(mayManageAccount(ra, { ...manager, role: 'menuAdmin' })).toBe(false);
    expect(mayManageAccount(ra, { ...manager, role: 'restaurantGroupAdmin' })).toBe(false);
    expect(mayManageAccount({ ...ra, ownRestaurantId: null }, { ...manager, restaurantId: null })).toBe(
      false,
    );
    expect(mayManageAccount(admin, { ...manager, restaurantId: 'r2', role: 'admin' })).toBe(true);
  });
});

describe('permissions of a role (§6)', () => {
  it('restaurantStaff may be given only obPayment and menuManagement', () => {
    expect(permissionsOutsideRole('restaurantStaff', ['obPayment', 'menuManagement'])).toEqual([]);
    expect(permissionsOutsideRole('restaurantStaff', ['orders', 'menuManagement', 'orders'])).toEqual([
      'orders',
    ]);
  });

  it('restaurantManager any back-office code but not obPayment; report and admin roles none', () => {
    expect(permissionsOutsideRole('restaurantManager', ['orders', 'reports'])).toEqual([]);
    expect(permissionsOutsideRole('restaurantManager', ['obPayment', 'superPower'])).toEqual([
      'obPayment',
      'superPower',
    ]);
    expect(permissionsOutsideRole('restaurantReport', ['reports'])).toEqual(['reports']);
    expect(permissionsOutsideRole('admin', ['orders'])).toEqual(['orders']);
  });

  it('a role change keeps only what the new role may hold', () => {
    expect(keepOfferablePermissions('restaurantStaff', ['orders', 'menuManagement'])).toEqual([
      'menuManagement',
    ]);
    expect(keepOfferablePermissions('restaurantReport', ['orders'])).toEqual([]);
  });
});

describe('userWriteRefusal: every escalation attempt', () => {
  const create = (
    role: (typeof ROLES)[number],
    restaurantId: string | null = 'r1',
    permissions: string[] = [],
  ) => ({
    role,
    restaurantId,
    permissions,
  });

  it('admin creates any role for any restaurant', () => {
    for (const role of ROLES) {
      const permissions = role === 'restaurantStaff' ? ['obPayment'] : [];
      expect(userWriteRefusal(admin, create(role, 'r9', permissions))).toBeNull();
    }
  });

  it('restaurantAdmin creates a manager with orders for its own restaurant', () => {
    expect(userWriteRefusal(ra, create('restaurantManager', 'r1', ['orders']))).toBeNull();
  });

  it('restaurantAdmin cannot create an admin, group admin or menu admin (403)', () => {
    for (const role of ['admin', 'restaurantGroupAdmin', 'menuAdmin'] as const) {
      expect(userWriteRefusal(ra, create(role))).toEqual({
        status: 403,
        message: 'You cannot give this role.',
      });
    }
  });

  it('restaurantAdmin cannot create for another restaurant or none (403)', () => {
    expect(userWriteRefusal(ra, create('restaurantManager', 'r2'))?.status).toBe(403);
    expect(userWriteRefusal(ra, create('restaurantManager', null))?.message).toBe(
      'You can only manage the users of your own restaurant.',
    );
  });

  it('restaurantAdmin cannot raise a manager of its restaurant to admin (403)', () => {
    expect(userWriteRefusal(ra, create('admin'), manager)).toEqual({
      status: 403,
      message: 'You cannot give this role.',
    });
  });

  it("restaurantAdmin cannot edit another restaurant's account nor an admin (404)", () => {
    expect(userWriteRefusal(ra, create('restaurantManager'), { ...manager, restaurantId: 'r2' })).toEqual({
      status: 404,
      message: 'User not found',
    });
    expect(
      userWriteRefusal(ra, create('restaurantManager'), {
        username: 'boss',
        role: 'admin',
        restaurantId: 'r1',
      })?.status,
    ).toBe(404);
  });

  it('permissions outside §6 are refused for everyone (400), staff only obPayment and menuManagement', () => {
    expect(userWriteRefusal(ra, create('restaurantStaff', 'r1', ['delTransactions']))).toEqual({
      status: 400,
      message: 'These permissions cannot be given to this role: delTransactions',
    });
    expect(userWriteRefusal(admin, create('restaurantStaff', 'r1', ['obPayment', 'orders']))?.status).toBe(
      400,
    );
    expect(userWriteRefusal(admin, create('restaurantReport', 'r1', ['reports']))?.status).toBe(400);
    expect(userWriteRefusal(ra, create('restaurantStaff', 'r1', ['obPayment', 'menuManagement']))).toBeNull();
  });

  it('nobody changes their own role; own details are fine', () => {
    const self = { username: 'owner', role: 'restaurantAdmin', restaurantId: 'r1' };
    expect(userWriteRefusal(ra, create('restaurantManager'), self)).toEqual({
      status: 403,
      message: 'You cannot change your own role.',
    });
    expect(userWriteRefusal(ra, create('restaurantAdmin'), self)).toBeNull();
    const adminSelf = { username: 'boss', role: 'admin', restaurantId: null };
    expect(userWriteRefusal(admin, create('restaurantManager', null), adminSelf)?.status).toBe(403);
  });

  it('other roles may not write accounts at all (403)', () => {
    for (const role of [
      'restaurantGroupAdmin',
      'menuAdmin',
      'restaurantManager',
      'restaurantStaff',
    ] as const) {
      const editor = { role, ownRestaurantId: 'r1', username: 'x' };
      expect(userWriteRefusal(editor, create('restaurantManager'))?.status).toBe(403);
      expect(userWriteRefusal(editor, create('restaurantManager'), manager)?.status).toBe(403);
    }
  });
});

describe('userDeleteRefusal', () => {
  it('admin deletes any other account, never itself', () => {
    expect(userDeleteRefusal(admin, { username: 'other', role: 'admin', restaurantId: null })).toBeNull();
    expect(userDeleteRefusal(admin, { username: 'boss', role: 'admin', restaurantId: null })).toEqual({
      status: 400,
      message: 'You cannot delete your own account.',
    });
  });

  it("restaurantAdmin deletes its restaurant's manager, not another restaurant's nor an admin, nor itself", () => {
    expect(userDeleteRefusal(ra, manager)).toBeNull();
    expect(userDeleteRefusal(ra, { ...manager, restaurantId: 'r2' })?.status).toBe(404);
    expect(userDeleteRefusal(ra, { username: 'boss', role: 'admin', restaurantId: 'r1' })?.status).toBe(404);
    expect(
      userDeleteRefusal(ra, { username: 'owner', role: 'restaurantAdmin', restaurantId: 'r1' })?.status,
    ).toBe(400);
  });

  it('a manager deletes nobody (403)', () => {
    const mgr = { role: 'restaurantManager' as const, ownRestaurantId: 'r1', username: 'mgr' };
    expect(userDeleteRefusal(mgr, { ...manager, username: 'other' })?.status).toBe(403);
  });
});
