import type { enBackOffice } from './en-back-office';
import type { enDish } from './en-dish';
import type { enOrder } from './en-order';

/**
 * English texts every page may need: the shared ones and the diner's menu. The others join when the
 * routes that show them load: the dish page's (en-dish.ts, features/dish/dish-texts.ts), the cart, checkout and
 * order pages' (en-order.ts, ../order.ts) and the back-office's, with the validation table of its
 * forms (en-back-office.ts, ../back-office.ts).
 * Texts quoted by the specification are kept verbatim (i18n.test.ts checks them against the
 * domain's message constants).
 */
export const en = {
  common: {
    appName: 'Restaurant POS',
    back: 'Back',
    close: 'Close',
    reload: 'Reload',
    retry: 'Retry',
    loading: 'Loading…',
    crash: 'An error has occurred. Please try reloading the page.',
    somethingWentWrong: 'Something went wrong! Please try again.',
    retrieveFailed: 'Error in retrieving the data',
    timeout: 'The request timed out. Please try again.',
    networkError: 'Could not reach the server. Please check your connection and try again.',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms of Use',
    copyright: '© {{year}} Restaurant POS',
    logoAlt: 'Restaurant POS',
    notifications: 'Notifications',
  },
  diner: {
    table: 'Table {{name}}',
    logoAlt: '{{name}} logo',
    categories: 'Menu categories',
    loadFailed: 'An error has occurred. Please try reloading the page.',
    emptyMenu: 'Please refresh the page and try again.',
    restaurantNotFound: 'Restaurant not found',
    tableNotFound: 'Table not found',
    menuNotPublished: 'This restaurant has no published menu yet. Please try again later.',
    orderingClosed: 'Online ordering is closed. Please try again later.',
    merchantClosed: 'The merchant is now not operating, Please order after opening.',
    hotness_one: '{{count}} chili',
    hotness_other: '{{count}} chilis',
    loadingMenu: 'Loading the menu',
    myOrders: 'My Orders',
    cartLabel: 'Cart, {{count}} items',
    search: 'Search dishes',
    clearSearch: 'Clear search',
    noResults: 'No dishes match your search.',
    serviceBell: 'Call staff',
    bellSent: 'The request has been sent successfully',
    bellFailed: 'Something went wrong. Please try again',
    sending: 'Sending…',
    paymentFailed: 'Payment failed',
    unableToLoadMenu: 'Unable to Load Menu',
    tryAgain: 'Try Again',
    previous: 'Previous',
    next: 'Next',
    stepOf: 'Step {{step}} of {{total}}',
    menuImage: 'Menu',
    viewDish: 'View {{name}}',
    promoTitle: 'Special offers at {{name}}',
    promoText: 'Get the app for member offers, or order now.',
    orderNow: 'Order Now',
    promotions: 'Promotions',
    promoList: 'Promotions',
    noPromotions: 'There are no promotions right now.',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    loadingPromotions: 'Loading promotions',
    dietFilter: 'Allergens & diet',
    dietFilterActive: 'Allergens & diet ({{count}})',
    dietTitle: 'Dietary needs',
    avoidTitle: 'Hide dishes with',
    avoidHint: 'A dish stays when one of its options leaves the allergen out.',
    clearFilter: 'Clear',
    done: 'Done',
    contains: 'Contains {{list}}',
    noDietResults: 'No dishes match your allergy and diet choices.',
  },
};

export type Resources = typeof en & typeof enOrder & typeof enBackOffice & { diner: { dish: typeof enDish } };
