import type {
  BillTotals,
  Discount,
  LineRequest,
  OrderKind,
  SurchargeRule,
  TransactionType,
} from '@rpos/domain';
import type { MenuPicker } from './demo-history-menu';
import type { DeliveryAddress, Person, StaffMember } from './demo-history-people';
import type { HistoryRows } from './demo-history-rows';

// What the demo history's day planner decides about a bill, and what the row builders need to turn
// it into rows (demo-history-bills.ts, -orders.ts, -payments.ts).

/** Who the history names for what a diner did online (as the bill joins do, decision 0132). */
export const ONLINE = 'Online';
/** The payment type an online payment is recorded under on its bill (decision 0133). */
export const ONLINE_PAYMENT_TYPE = 'OBPayments';

export interface PlannedOrder {
  at: Date;
  /** When it is wanted: `at`, or the chosen time of a pickup ordered ahead. */
  pickupAt: Date;
  ahead: boolean;
  kind: OrderKind;
  chooseType: 'pickup' | 'delivery' | null;
  /** orders.table_id and orders.type as the placer wrote them. */
  tableId: string;
  orderType: string;
  fromQr: boolean;
  lines: LineRequest[];
}

export interface PlannedBill {
  type: TransactionType;
  tableNo: string | null;
  guests: number | null;
  orders: PlannedOrder[];
  customer: Person | null;
  /** A name without a phone (a partner's order, a counter takeaway). */
  customerName: string | null;
  address: DeliveryAddress | null;
  partner: string | null;
  /** Who works the bill at the counter: payments, invoice, voids, discounts. */
  server: StaffMember;
  /** online: the single order paid by card when placed; none: deleted before anyone paid. */
  settle: 'online' | 'counter' | 'partner' | 'none';
  payAt: Date;
  printAt: Date | null;
  discount: string | null;
  /** A dish voided a few minutes after its order went to the kitchen. */
  voidDish: { afterMinutes: number; reason: string } | null;
  splitParts: number;
  /** A test bill is paid in cash, exactly. */
  exactCash: boolean;
  deletion: { reason: string; at: Date; by: StaffMember; refund: boolean } | null;
}

export interface BillContext {
  restaurantId: string;
  restaurantKey: string;
  timezone: string;
  taxPercentage: number;
  menuId: string;
  menuVersion: number;
  picker: MenuPicker;
  surchargeRules: readonly SurchargeRule[];
  /** Enabled counter payment types with their share and surcharge rate (percent). */
  paymentTypes: readonly { name: string; share: number; rate: number }[];
  discounts: readonly Discount[];
  ids: () => string;
  /** Where the rows go (one batch of days at a time). */
  rows: HistoryRows;
}

/** What a built bill comes to, for the figures and the tests. */
export interface BuiltBill {
  id: string;
  totals: BillTotals;
  status: 'paid' | 'deleted';
}

export type OrderRow = HistoryRows['orders'][number];
export type OrderItemRow = HistoryRows['orderItems'][number];

export const secondsLater = (at: Date, s: number): Date => new Date(at.getTime() + s * 1000);
