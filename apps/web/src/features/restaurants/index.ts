// What other features may use of the restaurants feature.
export { type RestaurantOption, useRestaurantIds } from './api/use-restaurant-ids';
export { useRestaurantTimezone } from './api/use-restaurant-timezone';
export { RestaurantSettingsFrame, type SettingsTab } from './components/restaurant-settings-frame';
