import { PROMOTION_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the promotion screens (back-office.md §2.13, §5, §8). */
export const enPromotions = {
  title: 'Promotions',
  subtitle: 'What members of the restaurant earn: buy N get free, new member and birthday offers',
  newPromotion: 'New Promotion',
  delete: 'Delete',
  deleteTitle: 'Delete the promotion?',
  deleteText: '"{{name}}" is deleted for good.',
  selectToDelete: 'Please select a promotion to delete',
  loadFailed: 'Error in retrieving the data',
  retry: 'Retry',
  refreshing: 'Refreshing the promotions',
  empty: 'No promotions yet. Start one with New Promotion.',
  table: 'Promotions',
  colStatus: 'Status',
  colType: 'Type',
  colName: 'Name',
  colUpdated: 'Updated',
  enabled: 'Enabled',
  disabled: 'Disabled',
  select: 'Select {{name}}',
  rowsPerPage: 'Rows per page',
  typeBuyNFree: 'Buy N Get Free Items',
  typeNewMember: 'New Member',
  typeBirthday: 'Birthday',
  typesTitle: 'Promotion Types',
  typesSubtitle: 'Choose the kind of promotion to start',
  buyNFreeText: 'Reward regulars: after buying enough, a member gets an item free.',
  newMemberText: 'Welcome diners who join with a voucher for their next order.',
  birthdayText: 'Send members a voucher ahead of their birthday.',
  start: 'Start',
  formBuyNFree: 'Buy N Get Free Promotion',
  formNewMember: 'New Member Promotion',
  formBirthday: 'Birthday Promotion',
  formSubtitle: 'Amounts in dollars; a voucher from this promotion lasts the expiry days',
  form: 'Promotion',
  name: 'Name',
  description: 'Description',
  isEnabled: 'Enabled',
  maxAmount: 'Maximum amount',
  expiryDays: 'Expiry days',
  isPercentage: 'Percentage discount',
  percentage: 'Discount percentage',
  amount: 'Discount amount',
  forOneItem: 'For one item',
  isFreeItem: 'Free item',
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back to promotions',
  saved: PROMOTION_MESSAGES.saved,
  saveFailed: PROMOTION_MESSAGES.saveFailed,
  notFound: 'This promotion was not found. It may have been deleted.',
  counter: '{{count}}/{{max}}',
} as const;

export type PromotionsKey = keyof typeof enPromotions;

registerScopedTexts<PromotionsKey>('promotions', enPromotions);

export const usePromotionsT = (): ScopedT<PromotionsKey> => useScopedT<PromotionsKey>('promotions');
