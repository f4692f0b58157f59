import type { UserAccount } from '@rpos/domain';

/** An account as GET /users answers it. */
export function account(username: string, more: Partial<UserAccount> = {}): UserAccount {
  return {
    username,
    firstName: 'Ann',
    lastName: username,
    name: `Ann ${username}`,
    email: `${username}@example.test`,
    role: 'restaurantManager',
    restaurantId: 'r1',
    restaurantName: 'Golden Dragon',
    restaurants: [],
    phone: '0400111222',
    createdAt: '2025-06-02T02:00:05.000Z',
    avatarUrl: null,
    currencySymbol: '$',
    permissions: [],
    mustChangePassword: false,
    ...more,
  };
}

export const RESTAURANT_OPTIONS = [
  { restaurantId: 'r1', urlIdentifier: 'goldendragon', name: 'Golden Dragon', type: 'restaurant' },
  { restaurantId: 'r2', urlIdentifier: 'bondibites', name: 'Bondi Bites', type: 'restaurant' },
  { restaurantId: 'g1', urlIdentifier: 'harboureats', name: 'Harbour Eats', type: 'restaurantGroup' },
];

export const MANAGER_PERMISSIONS = [
  { code: 'orders', name: 'Orders' },
  { code: 'transactions', name: 'Transactions' },
];
