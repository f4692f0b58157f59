import { registerScopedTexts, type ScopedT, useScopedT } from '../../../shared/i18n/scoped-texts';

/** Texts of the offline POS (issue 31; English, as the rest of the POS). */
export const enPosOffline = {
  offlineBanner_one: 'Offline — 1 change waiting',
  offlineBanner_other: 'Offline — {{count}} changes waiting',
  onlineWaiting: 'Back online — sending {{count}} changes',
  menuAge: 'Menu from {{time}}',
  menuUnknown: 'No menu saved on this device',
  toReview: '{{count}} to review',
  syncFailed: 'The changes could not be sent yet; they stay on this device.',
  syncNow: 'Send now',
  offlineBill: 'Offline bill',
  waitingToSend: 'Waiting to send',
  queuedOrder: 'Order taken offline',
  queuedAllergies: 'Guest’s allergies: {{list}} (flagged to the kitchen)',
  queuedPayment: '{{type}} {{amount}} taken offline',
  queuedClose: 'Bill closed offline',
  total: 'Total',
  paid: 'Paid',
  balance: 'Balance',
  takeCash: 'Take cash',
  cashTendered: 'Cash handed over',
  changeDue: 'Change to give: {{amount}}',
  cardTyped: 'Card (typed in on the terminal)',
  cardType: 'Payment type',
  cardReference: 'Terminal reference (optional)',
  recordCard: 'Record card payment',
  amount: 'Amount',
  closeBill: 'Close bill',
  closed: 'Closed on this device; the server gets it when the network is back.',
  amountInvalid: 'Please enter an amount in dollars and cents.',
  cashShort: 'The cash handed over is less than the amount.',
  needsNetwork:
    'Needs the network, so not available offline: online card payments, discounts and member vouchers, moving or merging tables, printing receipts and dockets (the kitchen gets the dockets as soon as the server has the order), diner QR orders.',
  noStaffSwitch: 'Changing the staff member at the till needs the network.',
  sentOffline: 'Saved on this device; it goes to the kitchen when the network is back.',
  review: 'Changes to review',
  reviewIntro:
    'The server applied these changes differently from what this device showed, or kept them aside. Nothing is changed until you decide.',
  reviewEmpty: 'Nothing to review.',
  status_applied: 'Applied',
  status_duplicate: 'Applied',
  status_conflict: 'Kept aside',
  status_refused: 'Refused',
  status_deferred: 'Waiting',
  expectedActual: 'This device: {{expected}} · Server: {{actual}}',
  accept: 'Accept the server’s version',
  addToBill: 'Add my version to the table’s bill',
  discard: 'Keep aside (do not apply)',
  openBill: 'Open the bill',
  resolved: 'Queued to send to the table’s bill.',
  backToFloor: 'Back to the floor',
  billNotOnDevice:
    'Nothing of this bill waits on this device: it has been sent to the server (see the floor).',
  offlineTable: 'Offline',
} as const;

export type PosOfflineKey = {
  [K in keyof typeof enPosOffline]: K extends `${infer Base}_${'one' | 'other'}` ? Base : K;
}[keyof typeof enPosOffline];

registerScopedTexts<PosOfflineKey>('posOffline', enPosOffline as unknown as Record<PosOfflineKey, string>);

export const useOfflineT = (): ScopedT<PosOfflineKey> => useScopedT<PosOfflineKey>('posOffline');
