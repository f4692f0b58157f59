// What other features may use of the restaurants feature.
export { useRestaurantTimezone } from './api/use-restaurant-timezone';
