/**
 * Texts of the users screens and calls: back-office.md §5 and §8 verbatim; the ones marked "ours"
 * answer cases the spec does not name (docs/decisions/0205–0219).
 */
export const USER_MESSAGES = {
  deleted: 'Deleted successfully!',
  deleteFailed: 'Error in deleting the user',
  groupUpdated: 'Restaurant group updated successfully',
  groupUpdateFailed: 'Something went wrong, please try again.',
  saveFailed: 'Something went wrong! Please try again.',
  usernameTaken: 'This username is already taken! Please try another one.',
  permissionsLoadFailed: 'Something went wrong! Please try again.',
  retrieveFailed: 'Error in retrieving the data',
  passwordTooShort: 'The password should be at least 6 characters',
  selectOneGroupAccount: 'Please select only one restaurant group account.',
  selectGroupAdmin: 'Please select a restaurant group admin account.',
  addRestaurant: 'Please add a restaurant.',
  // ours
  saved: 'Saved successfully',
  emailTaken: 'This email is already used by another account.',
  userNotFound: 'User not found',
  restaurantNotFound: 'Restaurant not found',
  forbidden: 'You do not have permission to do this.',
  roleNotAllowed: 'You cannot give this role.',
  otherRestaurant: 'You can only manage the users of your own restaurant.',
  ownRole: 'You cannot change your own role.',
  deleteSelf: 'You cannot delete your own account.',
  permissionsNotAllowed: 'These permissions cannot be given to this role: {{codes}}',
  searchTooShort: 'Enter at least 4 characters to search users',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone is required',
  phoneNumber: 'Phone must be a number',
  usernameRequired: 'Username is required',
  usernameFormat: 'Username: 3 to 64 letters, digits or . _ - @, no spaces',
  roleRequired: 'Role is required',
  passwordChangeRequired: 'Please change your password before continuing.',
  samePassword: 'Please choose a password different from the generated one.',
  onlyRestaurants: 'Only restaurants (not groups) can be added to a group admin.',
} as const;

/** USER_MESSAGES.permissionsNotAllowed with the refused codes filled in. */
export function permissionsNotAllowedMessage(codes: readonly string[]): string {
  return USER_MESSAGES.permissionsNotAllowed.replace('{{codes}}', codes.join(', '));
}
