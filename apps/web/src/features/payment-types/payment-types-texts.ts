import { PAYMENT_TYPE_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the /paymentTypes and /newPaymentType screens (restaurant-config.md §2.7, §5, §8). */
export const enPaymentTypes = {
  listTitle: 'POS Payment types Settings',
  listSubtitle: 'The ways the POS takes payment; disabled types are not offered at checkout',
  newTitle: 'New Payment Type',
  newSubtitle: 'A payment type the POS offers at checkout',
  editTitle: 'Edit Payment Type',
  addNew: 'Add New Payment Type',
  delete: 'Delete',
  deleteTitle: 'Delete payment types',
  deleteText: 'You are about to delete {{names}}. The POS will no longer offer them.',
  cancel: 'Cancel',
  retry: 'Retry',
  refreshing: 'Refreshing the payment types',
  loadFailed: 'Something went wrong! Please try again.',
  saveFailed: 'Something went wrong! Please try again.',
  selectType: PAYMENT_TYPE_MESSAGES.selectType,
  created: PAYMENT_TYPE_MESSAGES.created,
  updated: PAYMENT_TYPE_MESSAGES.updated,
  deleted: 'Deleted successfully!',
  empty: 'No payment types yet. Add one to take payments at the POS.',
  table: 'Payment types',
  selectAll: 'Select all payment types on this page',
  select: 'Select {{name}}',
  enable: 'Enable {{name}}',
  edit: 'Edit {{name}}',
  rowsPerPage: 'Rows per page',
  colType: 'Payment Type',
  colSurchargeRate: 'Surcharge Rate',
  colEnabled: 'Enabled',
  colSort: 'Sort',
  colDescription: 'Description',
  form: 'Payment type',
  type: 'Payment type',
  noType: 'None',
  customName: 'Custom name',
  customNameHelp: 'Or a name of your own; it replaces the type chosen above',
  surchargeRate: 'Surcharge rate',
  surchargeRateHelp: 'Added to payments of this type, 0 to 100',
  sort: 'Sort',
  sortHelp: 'Smaller numbers come first at checkout',
  description: 'Description',
  enabled: 'Enabled',
  obPaymentsNote: 'OB Payments carry no surcharge rate.',
  save: 'Save',
  saving: 'Saving...',
  duplicate: PAYMENT_TYPE_MESSAGES.duplicate,
} as const;

export type PaymentTypesKey = keyof typeof enPaymentTypes;

registerScopedTexts<PaymentTypesKey>('paymentTypes', enPaymentTypes);

export const usePaymentTypesT = (): ScopedT<PaymentTypesKey> => useScopedT<PaymentTypesKey>('paymentTypes');
