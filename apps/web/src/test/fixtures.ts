import type { Role, UserCredentials } from '@rpos/domain';

/** A signed-in user of the given role (permissions by code). */
export function makeUser(
  role: Role,
  permissions: string[] = [],
  extra: Partial<UserCredentials> = {},
): UserCredentials {
  return {
    username: `${role}-user`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `${role.toLowerCase()}@rpos.test`,
    phoneNumber: '0412345678',
    role,
    restaurantId: 'r1',
    restaurantUrlIdentifier: 'goldendragon',
    restaurantName: 'Golden Dragon',
    permissions: permissions.map((code) => ({ code, name: code })),
    currencySymbol: '$',
    marketingAccount: false,
    mustChangePassword: false,
    ...extra,
  };
}
