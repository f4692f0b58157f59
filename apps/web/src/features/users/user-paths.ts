/** The users screens' paths (back-office.md §2.2), for links from this and other features. */
export const USERS_PATH = '/users';

/** /user/{username}: the edit form. */
export function userPath(username: string): string {
  return `/user/${encodeURIComponent(username)}`;
}

/** /userAdd/{restaurantId}: a new account of that restaurant (its id or url identifier). */
export function userAddPath(restaurantId: string): string {
  return `/userAdd/${encodeURIComponent(restaurantId)}`;
}
