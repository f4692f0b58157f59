// What other features may use of the customers feature.
export { customerKeys } from './api/customers-api';
