import type { PosOrderType } from '@rpos/domain';

export const FLOOR_PATH = '/pos';

/** A bill's screen. */
export const billPath = (transactionId: string) => `/pos/bill/${encodeURIComponent(transactionId)}`;

/** Where a new order is taken before its bill exists: a free table with its guests, or a counter order. */
export const newOrderPath = (type: PosOrderType, table?: { tableNo: string; guests: number }) =>
  table
    ? `/pos/order?type=${type}&table=${encodeURIComponent(table.tableNo)}&guests=${table.guests}`
    : `/pos/order?type=${type}`;

/** A bill as this device has it while offline (a bill it opened offline, or a server bill it changed). */
export const offlineBillPath = (localBillId: string) => `/pos/offline/${encodeURIComponent(localBillId)}`;

/** The changes the server applied differently or kept aside, for staff to review (issue 31). */
export const SYNC_REVIEW_PATH = '/pos/review';
