import { LIVE_TAB_LABELS, OLD_TRANSACTION_REASON, TRANSACTION_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the /live-transactions screen (back-office.md §2.8, §5, §8). */
export const enLiveTransactions = {
  title: 'Live Transactions',
  subtitle: 'Open bills, updated as orders arrive',
  tabs: 'Bill types',
  tabDineIn: LIVE_TAB_LABELS.dineIn,
  tabPickups: LIVE_TAB_LABELS.pickups,
  tabTakeaway: LIVE_TAB_LABELS.takeaway,
  tabDeliveries: LIVE_TAB_LABELS.deliveries,
  tabWithCount: '{{label}} ({{count}})',
  table: '{{tab}} bills',
  colTableOrder: 'Table/Order',
  colTotal: 'Total Price',
  colStart: 'Start Time',
  colStatus: 'Status',
  colItems: 'Items',
  colActions: 'Actions',
  startTimeHint: 'When the bill was opened, {{zone}}',
  empty: 'No open bills here.',
  loadFailed: 'Error loading live transactions: {{message}}',
  retry: 'Retry',
  refreshing: 'Refreshing the live transactions',
  deleteOld: 'Delete All Old',
  deleteOldTitle: 'Delete all old transactions',
  deleteOldText: `Every open bill with no change since the start of today (the restaurant's time) is deleted with the reason '${OLD_TRANSACTION_REASON}'. Bills still in use today stay.`,
  deleteOldConfirm: 'Delete',
  deletedOld_one: 'Deleted {{count}} old transaction',
  deletedOld_other: 'Deleted {{count}} old transactions',
  keptInvoiced_one: '{{count}} bill with a printed invoice was kept',
  keptInvoiced_other: '{{count}} bills with a printed invoice were kept',
  nothingOld: 'No old transactions to delete',
  delete: 'Delete {{label}}',
  deleteTitle: 'Delete {{label}}',
  deleteText: 'The bill leaves the live list and its orders are no longer open. Why is it deleted?',
  reason: 'Reason',
  otherReason: 'Other',
  typedReason: 'Reason',
  deleteConfirm: 'Delete',
  deleted: 'Deleted successfully!',
  reasonRequired: TRANSACTION_MESSAGES.reasonRequired,
  failed: 'Something went wrong! Please try again.',
  cancel: 'Cancel',
} as const;

export type LiveTransactionsKey = keyof typeof enLiveTransactions | 'deletedOld' | 'keptInvoiced';

registerScopedTexts<LiveTransactionsKey>(
  'liveTransactions',
  enLiveTransactions as unknown as Record<LiveTransactionsKey, string>,
);

export const useLiveTransactionsT = (): ScopedT<LiveTransactionsKey> =>
  useScopedT<LiveTransactionsKey>('liveTransactions');
