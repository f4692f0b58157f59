import { BILLING_MESSAGES as M } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the subscriptions and prices screens (restaurant-config.md §2.7, §8). English only. */
export const enBilling = {
  retry: 'Retry',
  refreshing: 'Refreshing',
  loadFailed: 'Something went wrong! Please try again.',
  cannotGetProducts: M.cannotGetProducts,
  cannotCreate: M.cannotCreate,
  subscriptionsTitle: 'Subscriptions',
  subscriptionsSubtitle: "Restaurants' plans and their status",
  mySubscriptionsSubtitle: "Your restaurant's plan",
  activeOnly: 'Active subscriptions only',
  search: 'Search',
  colRestaurant: 'Restaurant',
  colStatus: 'Status',
  colStart: 'Start',
  colPlan: 'Plan',
  colAmount: 'Amount',
  noSubscriptions: 'No subscriptions yet',
  noRestaurants: 'No restaurants match',
  choosePlan: 'Choose a plan',
  selectPlan: M.selectPlan,
  pricesSubtitle: 'Pick the plan for your restaurant; you pay on the next page.',
  perMonth: '{{amount}} / month',
  perYear: '{{amount}} / year',
  subscribe: 'Subscribe',
  subscribed: 'Thank you! The subscription is being set up.',
  cancelled: 'No plan was chosen.',
  checkoutTitle: 'Subscribe',
  checkoutFor: '{{plan}} for {{restaurant}}',
  pay: 'Subscribe for {{amount}}',
  declined: 'The card was declined. Please try another card.',
  backToPlans: 'Back to the plans',
  checkoutDone: 'This checkout is complete.',
  checkoutNotFound: M.checkoutNotFound,
} as const;

export type BillingKey = keyof typeof enBilling;
registerScopedTexts<BillingKey>('billing', enBilling);

export function useBillingT(): ScopedT<BillingKey> {
  return useScopedT<BillingKey>('billing');
}
