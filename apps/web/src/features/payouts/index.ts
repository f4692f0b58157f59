// The payment-provider account page and capital (restaurant-config.md §2.6, back-office.md §2.11).
// Other features use nothing of it yet; its pages load through the router.
export { payoutKeys } from './api/payouts-api';
