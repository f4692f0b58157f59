// What other features may use of the auth feature.
export { useUser } from './api/use-user';
