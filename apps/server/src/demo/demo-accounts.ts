// The demo sign-ins seeded on an empty database: one account per role. Demo only; e2e signs in
// with these. Plain data with no imports, so the e2e package can read it too.

export interface DemoAccount {
  role:
    | 'admin'
    | 'menuAdmin'
    | 'restaurantAdmin'
    | 'restaurantGroupAdmin'
    | 'restaurantManager'
    | 'restaurantStaff'
    | 'restaurantReport';
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** url identifier of the user's own restaurant (or group); null for the admin. */
  restaurant: string | null;
  /** Further restaurants assigned to the user (user_restaurants). */
  assigned: string[];
  permissions: string[];
  /**
   * url identifier of the restaurant the account acts on at its first sign-in (users'
   * selected_restaurant_id): the admin starts on Golden Dragon so the back-office shows data
   * (decision 0521); the restaurant picker changes it as for anyone.
   */
  startsOn?: string;
}

/** url identifier of the demo restaurant group. */
export const DEMO_GROUP = 'harboureats';

/**
 * The demo's marketing account (decisions 0006, 0250, 0363): not an admin, it sees the Marketing menu
 * and may call its API only when the server runs with MARKETING_ACCOUNT_EMAIL set to this e-mail (the
 * e2e server does).
 */
export const DEMO_MARKETING_EMAIL = 'marketing@rpos.demo';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'admin',
    email: 'admin@rpos.demo',
    password: 'demo-admin',
    firstName: 'Alex',
    lastName: 'Admin',
    restaurant: null,
    assigned: [],
    permissions: [],
    startsOn: 'goldendragon',
  },
  {
    role: 'menuAdmin',
    email: 'menuadmin@rpos.demo',
    password: 'demo-menuadmin',
    firstName: 'Mia',
    lastName: 'Menu',
    restaurant: 'goldendragon',
    assigned: ['bondibites'],
    permissions: ['menuManagement', 'myRestaurant'],
  },
  {
    role: 'restaurantAdmin',
    email: 'restaurantadmin@rpos.demo',
    password: 'demo-restaurantadmin',
    firstName: 'Raymond',
    lastName: 'Wong',
    restaurant: 'goldendragon',
    assigned: [],
    permissions: [],
  },
  {
    role: 'restaurantGroupAdmin',
    email: 'groupadmin@rpos.demo',
    password: 'demo-groupadmin',
    firstName: 'Grace',
    lastName: 'Harbour',
    restaurant: DEMO_GROUP,
    assigned: [],
    permissions: [],
  },
  {
    role: 'restaurantManager',
    email: 'manager@rpos.demo',
    password: 'demo-manager',
    firstName: 'Michael',
    lastName: 'Chan',
    restaurant: 'goldendragon',
    assigned: [],
    permissions: ['orders', 'orderRefunds', 'transactions', 'reports', 'bookingManagement'],
  },
  {
    role: 'restaurantStaff',
    email: 'staff@rpos.demo',
    password: 'demo-staff',
    firstName: 'Sam',
    lastName: 'Lee',
    restaurant: 'goldendragon',
    assigned: [],
    permissions: ['menuManagement'],
  },
  {
    role: 'restaurantReport',
    email: 'report@rpos.demo',
    password: 'demo-report',
    firstName: 'Rita',
    lastName: 'Reports',
    restaurant: 'goldendragon',
    assigned: [],
    permissions: [],
  },
  {
    // Harbour Eats' marketing: a group admin of the two demo restaurants (a role whose sidebar row has
    // Marketing), the one MARKETING_ACCOUNT_EMAIL account. Last, so that finding the first account of
    // a role still finds the accounts above.
    role: 'restaurantGroupAdmin',
    email: DEMO_MARKETING_EMAIL,
    password: 'demo-marketing',
    firstName: 'Maya',
    lastName: 'Marketing',
    restaurant: DEMO_GROUP,
    assigned: [],
    permissions: [],
  },
];
