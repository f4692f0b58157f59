import { describe, expect, it } from 'vitest';
import {
  canSeeDishReportByOrders,
  hasPermission,
  offerablePermissionOptions,
  offerablePermissions,
  PERMISSION_CODES,
  permissionName,
  ROLE_LABELS,
  ROLES,
  SIDEBAR_SECTIONS,
  seesDashboardFigures,
  sidebarSections,
} from './access';
import {
  AUTH_MESSAGES,
  LoginRequest,
  passwordsMatch,
  ResetPasswordRequest,
  UpdatePasswordRequest,
} from './auth.contract';
import { actingRestaurant, mayActOnRestaurant, type TenancyContext } from './tenancy';

const INTERNAL = 'marketing@example.test';
const actor = (
  role: string | null | undefined,
  permissions: string[] = [],
  email = 'someone@example.test',
) => ({
  role,
  permissions,
  email,
});

describe('sidebar by role (back-office.md §6)', () => {
  it('admin sees everything, Marketing included, whatever the e-mail', () => {
    expect(sidebarSections(actor('admin'))).toEqual([...SIDEBAR_SECTIONS]);
    expect(sidebarSections(actor('admin'), { marketingAccountEmail: INTERNAL })).toContain('marketing');
    for (const s of ['adminDashboard', 'users', 'customers', 'restaurants', 'devices', 'providerPayments']) {
      expect(sidebarSections(actor('admin'))).toContain(s);
    }
    for (const s of ['subscriptions', 'staff', 'reports', 'outbox'])
      expect(sidebarSections(actor('admin'))).toContain(s);
  });

  it('restaurantAdmin: dashboard, customers, my restaurant, transactions, live transactions, orders, menus, booking, staff, reports, account, settings', () => {
    expect(sidebarSections(actor('restaurantAdmin'))).toEqual([
      'dashboard',
      'customers',
      'myRestaurant',
      'transactions',
      'liveTransactions',
      'orders',
      'menus',
      'booking',
      'staff',
      'reports',
      'account',
      'settings',
    ]);
  });

  it('restaurantGroupAdmin: as restaurantAdmin without my restaurant, with Restaurants', () => {
    expect(sidebarSections(actor('restaurantGroupAdmin'))).toEqual([
      'dashboard',
      'customers',
      'restaurants',
      'transactions',
      'liveTransactions',
      'orders',
      'menus',
      'booking',
      'staff',
      'reports',
      'account',
      'settings',
    ]);
  });

  it('menuAdmin: Restaurants, My Restaurant, Menus, Settings', () => {
    expect(sidebarSections(actor('menuAdmin'))).toEqual(['restaurants', 'myRestaurant', 'menus', 'settings']);
  });

  it('restaurantReport: dashboard and reports', () => {
    expect(sidebarSections(actor('restaurantReport'))).toEqual(['dashboard', 'reports']);
  });

  it('restaurantManager without permissions: only account and settings', () => {
    expect(sidebarSections(actor('restaurantManager'))).toEqual(['account', 'settings']);
  });

  it('restaurantManager with permissions: account and settings plus the matching sections', () => {
    expect(
      sidebarSections(actor('restaurantManager', ['orders', 'transactions', 'reports', 'menuManagement'])),
    ).toEqual(['transactions', 'liveTransactions', 'orders', 'menus', 'reports', 'account', 'settings']);
    expect(
      sidebarSections(actor('restaurantManager', ['myRestaurant', 'bookingManagement', 'staffManagement'])),
    ).toEqual(['myRestaurant', 'booking', 'staff', 'account', 'settings']);
    // Codes without a section of their own add nothing.
    expect(
      sidebarSections(actor('restaurantManager', ['orderRefunds', 'delTransactions', 'dishReportByOrders'])),
    ).toEqual(['account', 'settings']);
  });

  it('restaurantStaff, an unknown role or no role: nothing', () => {
    expect(sidebarSections(actor('restaurantStaff', ['menuManagement']))).toEqual([]);
    expect(sidebarSections(actor('superuser', ['orders']))).toEqual([]);
    expect(sidebarSections(actor(null))).toEqual([]);
    expect(sidebarSections(actor(undefined))).toEqual([]);
  });

  it('Marketing appears outside admin only for the configured internal account', () => {
    const options = { marketingAccountEmail: INTERNAL };
    expect(sidebarSections(actor('restaurantAdmin', [], INTERNAL), options)).toContain('marketing');
    expect(sidebarSections(actor('restaurantAdmin', [], INTERNAL.toUpperCase()), options)).toContain(
      'marketing',
    );
    expect(sidebarSections(actor('restaurantGroupAdmin', [], INTERNAL), options)).toContain('marketing');
    expect(sidebarSections(actor('restaurantAdmin', [], 'other@example.test'), options)).not.toContain(
      'marketing',
    );
    // Not configured: nobody outside admin sees it, not even an account with an empty e-mail.
    expect(sidebarSections(actor('restaurantAdmin', [], INTERNAL))).not.toContain('marketing');
    expect(sidebarSections(actor('restaurantAdmin', [], ''), { marketingAccountEmail: '' })).not.toContain(
      'marketing',
    );
    // Marketing sits between staff and reports.
    const s = sidebarSections(actor('restaurantAdmin', [], INTERNAL), options);
    expect(s.slice(s.indexOf('staff'), s.indexOf('reports') + 1)).toEqual(['staff', 'marketing', 'reports']);
    // Roles whose row has no Marketing do not get it from the e-mail.
    expect(sidebarSections(actor('restaurantReport', [], INTERNAL), options)).toEqual([
      'dashboard',
      'reports',
    ]);
    expect(sidebarSections(actor('menuAdmin', [], INTERNAL), options)).not.toContain('marketing');
  });

  it('labels every role; restaurantReport reads "Restaurant Reporting"', () => {
    expect(Object.keys(ROLE_LABELS).sort()).toEqual([...ROLES].sort());
    expect(ROLE_LABELS.restaurantReport).toBe('Restaurant Reporting');
  });
});

describe('permission check', () => {
  it('admin, restaurantAdmin and restaurantGroupAdmin pass every check', () => {
    for (const role of ['admin', 'restaurantAdmin', 'restaurantGroupAdmin']) {
      for (const code of PERMISSION_CODES) expect(hasPermission(actor(role), code)).toBe(true);
    }
  });

  it('other roles need the code in their list', () => {
    for (const role of ['menuAdmin', 'restaurantManager', 'restaurantStaff', 'restaurantReport']) {
      for (const code of PERMISSION_CODES) {
        expect(hasPermission(actor(role), code)).toBe(false);
        expect(hasPermission(actor(role, [code]), code)).toBe(true);
      }
    }
    const manager = actor('restaurantManager', ['orders']);
    expect(hasPermission(manager, 'orders')).toBe(true);
    expect(hasPermission(manager, 'orderRefunds')).toBe(false);
  });

  it('the Dish Report (Order) entry needs dishReportByOrders', () => {
    expect(canSeeDishReportByOrders(actor('restaurantReport'))).toBe(false);
    expect(canSeeDishReportByOrders(actor('restaurantReport', ['dishReportByOrders']))).toBe(true);
    expect(canSeeDishReportByOrders(actor('restaurantAdmin'))).toBe(true);
  });

  it('restaurantManager sees no dashboard figures', () => {
    expect(seesDashboardFigures(actor('restaurantManager', ['reports']))).toBe(false);
    expect(seesDashboardFigures(actor('restaurantAdmin'))).toBe(true);
    expect(seesDashboardFigures(actor('superuser'))).toBe(false);
  });
});

describe('offerable permissions', () => {
  it('restaurantStaff may be offered only obPayment and menuManagement', () => {
    expect([...offerablePermissions('restaurantStaff')].sort()).toEqual(['menuManagement', 'obPayment']);
  });

  it('restaurantManager and restaurantAdmin may be offered every code; other roles none', () => {
    expect(offerablePermissions('restaurantManager')).toEqual(PERMISSION_CODES);
    expect(offerablePermissions('restaurantAdmin')).toEqual(PERMISSION_CODES);
    for (const role of [
      'admin',
      'menuAdmin',
      'restaurantGroupAdmin',
      'restaurantReport',
      'x',
      null,
      undefined,
    ]) {
      expect(offerablePermissions(role)).toEqual([]);
    }
  });

  it('as {code, name} pairs, with a name for every code', () => {
    expect(offerablePermissionOptions('restaurantStaff')).toEqual([
      { code: 'obPayment', name: 'OB Payment' },
      { code: 'menuManagement', name: 'Menu Management' },
    ]);
    for (const { code, name } of offerablePermissionOptions('restaurantAdmin')) {
      expect(name).not.toBe(code);
      expect(name).toBe(permissionName(code));
    }
    expect(permissionName('dishReportByOrders')).toBe('Dish Report (Order)');
    expect(permissionName('somethingNew')).toBe('somethingNew');
  });
});

describe('tenancy', () => {
  const ctx = (role: string, extra: Partial<TenancyContext> = {}): TenancyContext => ({
    role,
    ownRestaurantId: 'own',
    groupRestaurantIds: ['own', 'member1', 'member2'],
    assignedRestaurantIds: ['assigned'],
    ...extra,
  });

  it('admin may act on any restaurant', () => {
    expect(mayActOnRestaurant(ctx('admin'), 'anything')).toBe(true);
  });

  it('group admin and menu admin: own, group members and assigned, nothing else', () => {
    for (const role of ['restaurantGroupAdmin', 'menuAdmin']) {
      for (const id of ['own', 'member1', 'member2', 'assigned'])
        expect(mayActOnRestaurant(ctx(role), id)).toBe(true);
      expect(mayActOnRestaurant(ctx(role), 'elsewhere')).toBe(false);
    }
  });

  it('everyone else: only their own restaurant, whatever the group or assignments say', () => {
    for (const role of ['restaurantAdmin', 'restaurantManager', 'restaurantStaff', 'restaurantReport', 'x']) {
      expect(mayActOnRestaurant(ctx(role), 'own')).toBe(true);
      for (const id of ['member1', 'assigned', 'elsewhere'])
        expect(mayActOnRestaurant(ctx(role), id)).toBe(false);
    }
  });

  it('a user with no restaurant acts on none (admins excepted)', () => {
    expect(mayActOnRestaurant(ctx('restaurantAdmin', { ownRestaurantId: null }), 'own')).toBe(false);
    expect(actingRestaurant(ctx('restaurantAdmin', { ownRestaurantId: null }), null)).toBeNull();
  });

  it('acting restaurant: the selected one when allowed, else the own one', () => {
    expect(actingRestaurant(ctx('restaurantGroupAdmin'), 'member1')).toBe('member1');
    expect(actingRestaurant(ctx('restaurantGroupAdmin'), 'elsewhere')).toBe('own');
    expect(actingRestaurant(ctx('restaurantAdmin'), 'member1')).toBe('own');
    expect(actingRestaurant(ctx('admin'), 'elsewhere')).toBe('elsewhere');
    expect(actingRestaurant(ctx('restaurantAdmin'), null)).toBe('own');
  });
});

describe('password rules', () => {
  const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];

  it('passwordsMatch: non-empty after trimming and equal to the confirmation', () => {
    expect(passwordsMatch('secret', 'secret')).toBe(true);
    expect(passwordsMatch('secret', 'Secret')).toBe(false);
    expect(passwordsMatch('   ', '   ')).toBe(false);
    expect(passwordsMatch('', '')).toBe(false);
  });

  it('UpdatePasswordRequest: "Passwords do not match" and "The password should be at least 6 characters"', () => {
    expect(UpdatePasswordRequest.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success).toBe(
      true,
    );
    const mismatch = UpdatePasswordRequest.safeParse({ password: 'secret1', confirmPassword: 'secret2' });
    expect(messages(mismatch)).toEqual(['Passwords do not match']);
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
    const short = UpdatePasswordRequest.safeParse({ password: 'abc', confirmPassword: 'abc' });
    expect(messages(short)).toContain('The password should be at least 6 characters');
    const spaces = UpdatePasswordRequest.safeParse({ password: '  ab    ', confirmPassword: '  ab    ' });
    expect(messages(spaces)).toContain(AUTH_MESSAGES.passwordTooShort);
    expect(
      UpdatePasswordRequest.safeParse({ password: 'p'.repeat(129), confirmPassword: 'p'.repeat(129) })
        .success,
    ).toBe(false);
  });

  it('ResetPasswordRequest applies the same rules and needs a token', () => {
    const ok = { token: 'a'.repeat(43), password: 'secret1', confirmPassword: 'secret1' };
    expect(ResetPasswordRequest.safeParse(ok).success).toBe(true);
    expect(messages(ResetPasswordRequest.safeParse({ ...ok, confirmPassword: 'nope12' }))).toEqual([
      'Passwords do not match',
    ]);
    expect(ResetPasswordRequest.safeParse({ ...ok, token: '' }).success).toBe(false);
  });
});

describe('LoginRequest', () => {
  it('email required, valid, at most 64 characters; password required, at most 128', () => {
    const email64 = `${'a'.repeat(52)}@example.com`;
    expect(email64).toHaveLength(64);
    expect(LoginRequest.safeParse({ email: email64, password: 'p'.repeat(128) }).success).toBe(true);
    expect(messages(LoginRequest.safeParse({ email: `a${email64}`, password: 'x' }))).toEqual([
      'Email must be at most 64 characters',
    ]);
    expect(messages(LoginRequest.safeParse({ email: 'a@b.co', password: 'p'.repeat(129) }))).toEqual([
      'Password must be at most 128 characters',
    ]);
    expect(messages(LoginRequest.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual([
      'Must be a valid email',
    ]);
    expect(messages(LoginRequest.safeParse({ email: '', password: 'x' }))).toContain('Email is required');
    expect(messages(LoginRequest.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'Password is required',
    ]);
  });

  it('trims the e-mail', () => {
    expect(LoginRequest.parse({ email: '  a@b.co ', password: 'x' }).email).toBe('a@b.co');
  });

  function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
    return result.error?.issues.map((i) => i.message) ?? [];
  }
});
