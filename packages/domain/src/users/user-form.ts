import { offerablePermissions, type Role } from '../auth/access';
import { USER_PASSWORD_MIN } from '../shared/constants';
import { USER_MESSAGES } from './user-messages';

/** back-office.md §5 and §9: a generated password is 8 characters; user search starts at 4. */
export const GENERATED_PASSWORD_LENGTH = 8;
export const USER_SEARCH_MIN = 4;
/**
 * The generated password's characters: letters and digits without look-alikes (0 O o 1 l I), so a
 * password read aloud or copied by hand is not mistyped (docs/decisions/0207).
 */
export const GENERATED_PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * A new account's first password (decision 0207): `length` characters drawn from
 * GENERATED_PASSWORD_ALPHABET with `randomIndex(n)` (a uniform integer 0 ≤ i < n from a
 * cryptographic source: node:crypto randomInt on the server, crypto.getRandomValues in the browser),
 * with at least one letter and one digit. The web form generates it before saving (decision 0458).
 */
export function generatePassword(
  randomIndex: (n: number) => number,
  length = GENERATED_PASSWORD_LENGTH,
): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i++)
      password += GENERATED_PASSWORD_ALPHABET[randomIndex(GENERATED_PASSWORD_ALPHABET.length)];
    if (/\d/.test(password) && /[A-Za-z]/.test(password)) return password;
  }
}

/** The values of the user form (/user, /user/{username}, /userAdd/{restaurantId}). */
export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  username: string;
  role: Role | '';
  permissions: string[];
}

/**
 * §5: save is disabled when first name, last name, email, phone, username or (for admin, who sees
 * the role selector) role is missing; and while a save runs.
 */
export function userFormSaveDisabled(
  values: UserFormValues,
  options: { roleSelector: boolean; saving?: boolean },
): boolean {
  if (options.saving) return true;
  const required = [values.firstName, values.lastName, values.email, values.phoneNumber, values.username];
  if (required.some((v) => v.trim() === '')) return true;
  return options.roleSelector && values.role === '';
}

/** §5: 'The password should be at least 6 characters' (null when long enough). */
export function userPasswordError(password: string): string | null {
  return password.trim().length >= USER_PASSWORD_MIN ? null : USER_MESSAGES.passwordTooShort;
}

/** §6: permission checkboxes are shown when the account's role may be given any. */
export function showsPermissionCheckboxes(role: Role | ''): boolean {
  return role !== '' && offerablePermissions(role).length > 0;
}

/** §5 "Add restaurants to a group": the dialog's refusal for a selection, or null to go on. */
export function groupAssignmentError(
  selected: readonly { role: string }[],
  restaurantIds: readonly string[] | null,
): string | null {
  if (selected.length !== 1) return USER_MESSAGES.selectOneGroupAccount;
  if (selected[0]!.role !== 'restaurantGroupAdmin') return USER_MESSAGES.selectGroupAdmin;
  if (restaurantIds !== null && restaurantIds.length === 0) return USER_MESSAGES.addRestaurant;
  return null;
}

/** User search by name starts at 4 characters: the text to send, or null (list without search). */
export function userSearchText(input: string): string | null {
  const text = input.trim();
  return text.length >= USER_SEARCH_MIN ? text : null;
}

/** §8: a create answered HTTP 400 with a username in the body means the username is taken. */
export function isUsernameTakenAnswer(status: number, body: unknown): boolean {
  return (
    status === 400 &&
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { username?: unknown }).username === 'string'
  );
}
