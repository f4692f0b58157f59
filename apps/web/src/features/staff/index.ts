// What other features may use of the staff feature (its pages load lazily through the router).
export { staffKeys } from './api/staff-api';
