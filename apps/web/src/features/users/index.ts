// What other features may use of the users feature.
export { USERS_PATH, userAddPath, userPath } from './user-paths';
