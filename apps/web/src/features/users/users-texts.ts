import { USER_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/**
 * Texts of the users screens (back-office.md §2.10, §5, §8). The spec's messages are the domain's
 * USER_MESSAGES, pointed at rather than typed twice. Registered under `users.` when the screens load.
 */
export const enUsers = {
  listTitle: 'Users',
  listSubtitle: 'Accounts that sign in to the back-office',
  myListSubtitle: 'The accounts of your restaurant',
  search: 'Search users',
  searchHint: 'Username, name or e-mail: at least 4 characters',
  addUser: 'Add user',
  addRestaurants: 'Add Restaurants',
  delete: 'Delete',
  deleteTitle: 'Delete users',
  deleteText: 'Delete {{count}} selected account(s)? They can no longer sign in. This cannot be undone.',
  deleted: USER_MESSAGES.deleted,
  deleteFailed: USER_MESSAGES.deleteFailed,
  loadFailed: USER_MESSAGES.retrieveFailed,
  retry: 'Retry',
  refreshing: 'Refreshing the users',
  empty: 'No users yet.',
  noMatch: 'No user matches this search.',
  table: 'Users',
  selectAll: 'Select all users on this page',
  selectRow: 'Select {{username}}',
  colUsername: 'Username',
  colName: 'Name',
  colEmail: 'Email',
  colRole: 'Role',
  colRestaurant: 'Restaurant',
  colPhone: 'Phone',
  colCreatedAt: 'Created At',
  rowsPerPage: 'Rows per page',
  pendingPassword: 'Must change password',
  // Add-restaurants dialog
  dialogTitle: 'Select a restaurant to add',
  assigned: 'Assigned restaurants of {{username}}',
  noneAssigned: 'No restaurant assigned yet.',
  removeRestaurant: 'Remove {{name}}',
  restaurantSearch: 'Restaurant',
  cancel: 'Cancel',
  confirm: 'Confirm',
  selectOneGroupAccount: USER_MESSAGES.selectOneGroupAccount,
  selectGroupAdmin: USER_MESSAGES.selectGroupAdmin,
  addRestaurant: USER_MESSAGES.addRestaurant,
  groupUpdated: USER_MESSAGES.groupUpdated,
  groupUpdateFailed: USER_MESSAGES.groupUpdateFailed,
  restaurantsLoadFailed: USER_MESSAGES.retrieveFailed,
  // User form
  addTitle: 'Add user',
  editTitle: 'Edit user',
  addSubtitleFor: 'A new account of {{restaurant}}',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  username: 'Username',
  role: 'Role',
  restaurant: 'Restaurant of the account',
  noRestaurant: 'None',
  permissions: 'Permissions',
  noPermissionsForRole: 'This role passes every permission check or needs none.',
  password: 'Password',
  passwordGenerated: 'Copy it for the new user now: it must be changed at the first sign-in.',
  save: 'Save',
  back: 'Back',
  saveFailed: USER_MESSAGES.saveFailed,
  usernameTaken: USER_MESSAGES.usernameTaken,
  permissionsLoadFailed: USER_MESSAGES.permissionsLoadFailed,
  saved: USER_MESSAGES.saved,
  notFound: USER_MESSAGES.userNotFound,
  copy: 'Copy',
  copied: 'Password copied',
  copyFailed: 'Could not copy: select the password and copy it by hand.',
} as const;

export type UsersKey = keyof typeof enUsers;

registerScopedTexts<UsersKey>('users', enUsers);

export const useUsersT = (): ScopedT<UsersKey> => useScopedT<UsersKey>('users');
