import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/**
 * Texts of the online settings and POS settings pages (restaurant-config.md §2.5, §5, §8). Validation
 * messages come verbatim from the domain (ONLINE_SETTINGS_MESSAGES, POS_SETTINGS_MESSAGES).
 */
export const enRestaurantSettings = {
  // shared
  save: 'Save',
  saving: 'Saving...',
  retry: 'Retry',
  add: 'Add',
  remove: 'Remove {{name}}',
  count: '{{used}}/{{max}}',
  loadFailed: 'Something went wrong! Please try again.',
  saveFailed: 'Something went wrong! Please try again.',
  updated: 'Updated successfully',
  selectRestaurantFirst: 'Please select a restaurant first.',
  goBackToMyRestaurant: 'Please go back to the MyRestaurant screen',
  goBackToRestaurant: 'Please go back to the restaurant screen and try again.',
  myRestaurant: 'My Restaurant',
  // online settings page
  onlineTitle: 'Online Settings',
  onlineSubtitle: 'What diners see on the menu, at checkout and after ordering',
  homeDialogTitle: 'Home Dialog',
  homeDialogHelp: 'A message diners see when they open the menu.',
  showDialog: 'Show the dialog',
  dialogTitle: 'Title',
  dialogText: 'Text',
  onlineOrderingTitle: 'Online Ordering Settings',
  allergyNotice: 'Allergy notice',
  allergyNoticeHelp: 'Shown at checkout',
  specialTerms: 'Special terms',
  specialTermsHelp: 'A warning shown at checkout and on the order summary',
  checkoutGroup: 'Checkout',
  hideSpecialRequirement: 'Hide special requirements',
  isDineInGuestNumberRequired: 'Dine-in: number of guests required',
  isDineInMobilePhoneRequired: 'Dine-in: mobile number required',
  paymentsGroup: 'Online payments',
  isTillPaymentEnabled: 'Till payment (cards on the till provider)',
  isAdyenPaymentEnabled: 'Adyen payment (cards on Adyen)',
  exclusiveHelp: 'Turning one on turns the other off.',
  isWechatOnlinePaymentEnabled: 'WeChat Pay',
  isPaypalEnabled: 'PayPal',
  foodCourtGroup: 'Food court and takeaway',
  foodCourtPaymentRequired: 'Food court: payment required',
  foodCourtPaymentOptional: 'Food court: payment optional',
  dineinTakeawayEnabled: 'Dine-in diners may mark dishes as takeaway',
  foodCourtTakeawayEnabled: 'Food court diners may mark dishes as takeaway',
  groupOrderingGroup: 'Ordering together',
  isGroupOrderingEnabled: 'Diners at one table share one cart and order once',
  isGroupOrderingHelp:
    'Off: each phone has its own cart. On: everyone who scans a table’s QR code adds to the table’s cart, sees the others’ dishes live, and anyone orders for the table or pays their own items.',
  threshold: 'Auto-accept postpaid orders below ($)',
  thresholdHelp:
    'Pay-at-counter orders below it go to the kitchen at once, others wait for staff; leave empty to accept every order.',
  completeMessagesGroup: 'Order completion messages',
  completeMessage_dinein: 'Dine-in',
  completeMessage_takeaway: 'Takeaway, pickup and delivery',
  completeMessage_foodcourt: 'Food court',
  paymentTablesTitle: 'Payment-Required Table Numbers',
  paymentTablesHelp: 'Diners at these tables pay when they order.',
  noPaymentTables: 'No table requires payment.',
  editOnQrPage: 'Edit on the QR codes page',
  // POS settings page
  posTitle: 'POS Settings',
  posSubtitle: 'Delivery partners, payment partners, discounts and order settings of the POS',
  deliveryPartnersTitle: 'Delivery Partners',
  deliveryPartner: 'Partner name',
  commission: 'Commission (%)',
  addDeliveryPartner: 'Add Delivery Partner',
  noDeliveryPartners: 'No delivery partners.',
  paymentPartnersTitle: 'Payment Partners',
  paymentPartner: 'Partner name',
  coursesTitle: 'Courses',
  coursesHint:
    'Course 1 is sent first; later courses are held until fired. Names show on the POS, dockets and the kitchen display.',
  courseName: 'Course {{n}} name',
  courseAltName: 'Second name (e.g. Chinese)',
  addCourse: 'Add Course',
  noCourses: 'No courses.',
  isPrepaid: 'Prepaid',
  addPaymentPartner: 'Add Payment Partner',
  noPaymentPartners: 'No payment partners.',
  discountsTitle: 'Discounts',
  discountName: 'Discount name',
  discountMode: 'Type',
  modePercentage: 'Percentage (%)',
  modeAmount: 'Amount ($)',
  discountValue: 'Value',
  addDiscount: 'Add Discount',
  noDiscounts: 'No discounts.',
  orderSettingsTitle: 'Order Settings',
  disableOrderDishPin: 'No PIN to order dishes',
  disablePaymentPin: 'No PIN to take payments',
  directTransferLocalDiningOrders: 'Send local dine-in orders straight to the kitchen',
  showRemoveTakeawayOrders: 'Show "remove takeaway orders"',
  isPOSOpenCashEnabled: 'Open the cash drawer from the POS',
  isWechatPOSPaymentEnabled: 'WeChat Pay at the POS',
  isTakingAdyenEftposCharges: 'Take Adyen EFTPOS surcharges',
  isDisableAutoAcceptOrderWithoutLoc: 'Do not auto-accept orders without a location',
} as const;

export type RestaurantSettingsKey = keyof typeof enRestaurantSettings;
export type RestaurantSettingsT = ScopedT<RestaurantSettingsKey>;

registerScopedTexts<RestaurantSettingsKey>('restaurantSettings', enRestaurantSettings);

/** t() over the settings pages' texts (keys of enRestaurantSettings). */
export function useRestaurantSettingsT(): RestaurantSettingsT {
  return useScopedT<RestaurantSettingsKey>('restaurantSettings');
}
