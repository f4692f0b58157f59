import { hasPermission, type UserCredentials } from '@rpos/domain';

const actorOf = (user: Pick<UserCredentials, 'role' | 'permissions'>) => ({
  role: user.role,
  permissions: user.permissions.map((p) => p.code),
});

/**
 * Who may use the POS: the `transactions` permission check (admin, restaurantAdmin and
 * restaurantGroupAdmin pass every check; a restaurantManager needs the code), as the server's POS
 * routes check it (decision 0146).
 */
export const canUsePos = (user: Pick<UserCredentials, 'role' | 'permissions'>): boolean =>
  hasPermission(actorOf(user), 'transactions');

/** Deleting an open bill needs delTransactions, as DELETE /liveTransactions checks it. */
export const canDeleteBills = (user: Pick<UserCredentials, 'role' | 'permissions'>): boolean =>
  hasPermission(actorOf(user), 'delTransactions');

/** Refunds at the POS need orderRefunds, as POST /transactions/:id/refunds checks it (decision 0433). */
export const canRefund = (user: Pick<UserCredentials, 'role' | 'permissions'>): boolean =>
  hasPermission(actorOf(user), 'orderRefunds');
