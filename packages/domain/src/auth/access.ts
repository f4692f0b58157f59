/**
 * Who may do what: the seven roles, the permission codes and the sidebar of back-office.md §6.
 * One place decides; the server enforces it on every staff route and the web app draws the sidebar with it.
 */
export const ROLES = [
  'admin',
  'menuAdmin',
  'restaurantAdmin',
  'restaurantGroupAdmin',
  'restaurantManager',
  'restaurantStaff',
  'restaurantReport',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  menuAdmin: 'Menu Admin',
  restaurantAdmin: 'Restaurant Admin',
  restaurantGroupAdmin: 'Restaurant Group Admin',
  restaurantManager: 'Restaurant Manager',
  restaurantStaff: 'Restaurant Staff',
  restaurantReport: 'Restaurant Reporting',
};

export const PERMISSION_CODES = [
  'myRestaurant',
  'menuManagement',
  'orders',
  'transactions',
  'orderRefunds',
  'delTransactions',
  'reports',
  'bookingManagement',
  'staffManagement',
  'dishReportByOrders',
] as const;
export type PermissionCode = (typeof PERMISSION_CODES)[number];

/** restaurantStaff may be offered only these codes. */
export const STAFF_OFFERABLE_CODES: readonly PermissionCode[] = ['menuManagement'];
/** obPayment is offered to restaurantStaff too; it is a payment-flow code, not a back-office section. */
export const STAFF_EXTRA_CODES = ['obPayment'] as const;

export const PERMISSION_NAMES: Record<PermissionCode, string> = {
  myRestaurant: 'My Restaurant',
  menuManagement: 'Menu Management',
  orders: 'Orders',
  transactions: 'Transactions',
  orderRefunds: 'Order Refunds',
  delTransactions: 'Delete Transactions',
  reports: 'Reports',
  bookingManagement: 'Booking Management',
  staffManagement: 'Staff Management',
  dishReportByOrders: 'Dish Report (Order)',
};

/** Display names of the codes outside PERMISSION_CODES. */
export const STAFF_EXTRA_NAMES: Record<(typeof STAFF_EXTRA_CODES)[number], string> = {
  obPayment: 'OB Payment',
};

/** The display name of any permission code (the code itself when unknown). */
export function permissionName(code: string): string {
  return (
    (PERMISSION_NAMES as Record<string, string>)[code] ??
    (STAFF_EXTRA_NAMES as Record<string, string>)[code] ??
    code
  );
}

/** The minimum a policy needs to know about the signed-in user. */
export interface Actor {
  role: string | null | undefined;
  permissions: readonly string[];
  /** e-mail of the account; the Marketing section keys off one internal account. */
  email?: string;
}

const ALL_PASS: readonly Role[] = ['admin', 'restaurantAdmin', 'restaurantGroupAdmin'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** admin, restaurantAdmin and restaurantGroupAdmin pass every check; others need the code in their list. */
export function hasPermission(actor: Actor, code: PermissionCode): boolean {
  if (isRole(actor.role) && ALL_PASS.includes(actor.role)) return true;
  return actor.permissions.includes(code);
}

/** Which permission codes a user of this role may be given (user form checkboxes). */
export function offerablePermissions(role: string | null | undefined): readonly string[] {
  if (role === 'restaurantStaff') return [...STAFF_EXTRA_CODES, ...STAFF_OFFERABLE_CODES];
  if (role === 'restaurantManager' || role === 'restaurantAdmin') return PERMISSION_CODES;
  return [];
}

/** offerablePermissions as {code, name} pairs, as GET /userPermissions answers them. */
export function offerablePermissionOptions(
  role: string | null | undefined,
): { code: string; name: string }[] {
  return offerablePermissions(role).map((code) => ({ code, name: permissionName(code) }));
}

export const SIDEBAR_SECTIONS = [
  'adminDashboard',
  'dashboard',
  'users',
  'customers',
  'restaurants',
  'myRestaurant',
  'devices',
  'providerPayments',
  'subscriptions',
  'transactions',
  'liveTransactions',
  'orders',
  'menus',
  'booking',
  'staff',
  'marketing',
  'reports',
  'outbox',
  // Printing (ours, decision 0294): admin's entry to the printing screens; other roles reach them
  // from My Restaurant's toolbar.
  'printing',
  'account',
  'settings',
] as const;
export type SidebarSection = (typeof SIDEBAR_SECTIONS)[number];

const RESTAURANT_ADMIN_SECTIONS: readonly SidebarSection[] = [
  'dashboard',
  'customers',
  'myRestaurant',
  'transactions',
  'liveTransactions',
  'orders',
  'menus',
  'booking',
  'staff',
  'marketing',
  'reports',
  'account',
  'settings',
];

/** For restaurantManager: the section each permission code opens. */
const SECTION_BY_PERMISSION: Partial<Record<PermissionCode, SidebarSection[]>> = {
  myRestaurant: ['myRestaurant'],
  menuManagement: ['menus'],
  orders: ['orders'],
  transactions: ['transactions', 'liveTransactions'],
  reports: ['reports'],
  bookingManagement: ['booking'],
  staffManagement: ['staff'],
};

export interface SidebarOptions {
  /** The one internal account that sees Marketing outside the admin role (back-office.md §2.13). */
  marketingAccountEmail?: string | null;
}

/** The sidebar sections of back-office.md §6, row by row, in display order. */
export function sidebarSections(actor: Actor, options: SidebarOptions = {}): SidebarSection[] {
  let sections: readonly SidebarSection[];
  switch (actor.role) {
    case 'admin':
      return [...SIDEBAR_SECTIONS];
    case 'restaurantAdmin':
      sections = RESTAURANT_ADMIN_SECTIONS;
      break;
    case 'restaurantGroupAdmin':
      sections = RESTAURANT_ADMIN_SECTIONS.filter((s) => s !== 'myRestaurant').concat('restaurants');
      break;
    case 'menuAdmin':
      sections = ['restaurants', 'myRestaurant', 'menus', 'settings'];
      break;
    case 'restaurantReport':
      sections = ['dashboard', 'reports'];
      break;
    case 'restaurantManager': {
      const granted = new Set<SidebarSection>(['account', 'settings']);
      for (const code of actor.permissions) {
        for (const s of SECTION_BY_PERMISSION[code as PermissionCode] ?? []) granted.add(s);
      }
      sections = [...granted];
      break;
    }
    default:
      return [];
  }
  const internal =
    !!options.marketingAccountEmail &&
    actor.email?.toLowerCase() === options.marketingAccountEmail.toLowerCase();
  const visible = new Set(sections.filter((s) => s !== 'marketing' || internal));
  return SIDEBAR_SECTIONS.filter((s) => visible.has(s));
}

/** Reports menu: the "Dish Report(Order)" entry needs dishReportByOrders. */
export function canSeeDishReportByOrders(actor: Actor): boolean {
  return hasPermission(actor, 'dishReportByOrders');
}

/** restaurantManager sees only the welcome message on the dashboard and cannot load the sales report. */
export function seesDashboardFigures(actor: Actor): boolean {
  return actor.role !== 'restaurantManager' && isRole(actor.role);
}
