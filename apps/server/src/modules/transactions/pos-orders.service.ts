import {
  ALLERGEN_MESSAGES,
  applicableSurcharges,
  DEFAULT_CURRENCY,
  isKnownAllergen,
  localClock,
  type OrderKind,
  POS_MESSAGES,
  type PosOrderRequest,
  PosSettings,
  sortAllergens,
  type Transaction,
  type TransactionType,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { type DinerContext, priceCartLines } from '../online/diner-context';
import { findOrderByNumber, type OrderRow } from '../orders/orders.repository';
import {
  billRestaurantOfCall,
  changeBill,
  historyActorOf,
  lockBill,
  notFound,
  type PosCall,
  posContext,
  readTransaction,
  refusal,
  requireEditable,
} from './bill-changes';
import { findBillIdOfOrder } from './bill-changes.repository';
import { billLabel, type HistoryEntry, historyJson } from './bill-history';
import { openBillName } from './bill-joins.repository';
import { posMenuSnapshot } from './pos-menus';
import { insertPosOrder, openOrJoinBill } from './pos-orders.repository';
import type { TransactionRow } from './transactions.repository';

/**
 * POST /pos/orders: a local order taken at the till (decision 0137). Priced on the server from the
 * served menu under the diner's rules (visibility, availability, options), but whatever the online
 * switches say (open hours, isOnline, a QR code's 'ordering disabled'): the till works whenever staff
 * are there. It joins the bill on screen, else the table's open bill (opening it), else a counter bill
 * of its own — all in one transaction. The order number is the idempotency key.
 */

/** What an order of this bill type is served as. */
const KIND_OF: Record<TransactionType, OrderKind> = {
  dinein: 'dinein',
  takeaway: 'takeaway',
  pickup: 'pickup',
  delivery: 'delivery',
  deliveryPartner: 'delivery',
  foodcourt: 'foodcourt',
};

/** Thrown inside the transaction when another request already has this order number: nothing is kept. */
class DuplicateOrder extends Error {}

/**
 * An offline order that would open a table another device opened meanwhile (decision 0533): nothing is
 * kept; the sync holds the order aside as a conflict naming the bill that is there.
 */
export class TableTaken extends AppError {
  constructor(readonly transactionId: string) {
    super('CONFLICT', POS_MESSAGES.tableBusy);
  }
}

/** exclusiveTable: a dine-in order that must open the table's bill, never join one (the offline sync's). */
export interface PlaceOptions {
  exclusiveTable?: boolean;
}

interface Target {
  /** The bill to join (locked), or the one to open. */
  bill: TransactionRow | null;
  type: TransactionType;
  tableNo: string | null;
  deliveryPartner: string | null;
}

/** Where the order goes, checked before anything is written. */
async function targetOf(
  tx: DbOrTx,
  call: PosCall,
  ctx: DinerContext,
  body: PosOrderRequest,
): Promise<Target> {
  if (body.transactionId) {
    const bill = await lockBill(tx, call.restaurantId, body.transactionId);
    requireEditable(bill);
    return { bill, type: bill.type, tableNo: bill.tableNo, deliveryPartner: bill.deliveryPartnerType };
  }
  if (body.type === 'dinein') {
    const table = ctx.tables.get(body.tableNo ?? '');
    if (!table) throw notFound(POS_MESSAGES.tableNotFound);
    return { bill: null, type: 'dinein', tableNo: table.tableNumber, deliveryPartner: null };
  }
  if (body.type === 'deliveryPartner') {
    const key = (body.deliveryPartner ?? '').trim().toLowerCase();
    const partner = PosSettings.parse(ctx.row.posSettings ?? {}).posDeliveryPartners.find(
      (p) => p.name.trim().toLowerCase() === key,
    );
    if (!partner) throw refusal(POS_MESSAGES.deliveryPartnerUnknown);
    return { bill: null, type: 'deliveryPartner', tableNo: null, deliveryPartner: partner.name };
  }
  return { bill: null, type: body.type, tableNo: null, deliveryPartner: null };
}

/** Opens the counter bill, or joins or opens the table's (the partial unique index decides, as for diners). */
async function openOrJoin(
  tx: DbOrTx,
  call: PosCall,
  target: Target,
  body: PosOrderRequest,
  now: Date,
): Promise<{ bill: TransactionRow; opened: boolean }> {
  const row = await openOrJoinBill(tx, {
    id: newId(),
    restaurantId: call.restaurantId,
    type: target.type,
    tableNo: target.tableNo,
    guests: body.guests ?? null,
    status: 'active',
    deliveryPartnerType: target.deliveryPartner,
    customerName: body.customerName || null,
    customerPhone: body.customerPhone || null,
    createdAt: now,
    updatedAt: now,
  });
  const bill = await lockBill(tx, call.restaurantId, row.id);
  return { bill, opened: row.opened };
}

export async function placePosOrder(
  call: PosCall,
  body: PosOrderRequest,
  options: PlaceOptions = {},
): Promise<Transaction> {
  const { deps } = call;
  const now = deps.now();
  const ctx = await posContext(call);
  const tz = ctx.row.timezone;
  try {
    const { transaction } = await changeBill(call, async (tx) => {
      const target = await targetOf(tx, call, ctx, body);
      const kind = KIND_OF[target.type];
      const { ref, snapshot } = await posMenuSnapshot(tx, ctx, kind === 'dinein' ? 'dinein' : 'counter');
      const priced = priceCartLines(ctx, { snapshot, menuId: ref.menu.id }, body.items, kind, now);
      if (!priced.ok) throw refusal(priced.message);
      // A declared allergy (decision 0599): standard codes or the menu's own, as a diner's (0561).
      const declared = sortAllergens(body.allergens ?? []);
      if (declared.some((c) => !isKnownAllergen(c, snapshot.allergens)))
        throw refusal(ALLERGEN_MESSAGES.unknownAllergen);
      const today = localClock(now, tz);
      const applied = applicableSurcharges(
        ctx.surchargeRules,
        { date: today.isoDate, weekday: today.weekday },
        priced.subtotal,
      );
      const surchargeTotal = applied.reduce((sum, s) => sum + s.amount, 0);

      const { bill, opened } = target.bill
        ? { bill: target.bill, opened: false }
        : await openOrJoin(tx, call, target, body, now);
      if (options.exclusiveTable && !opened) throw new TableTaken(bill.id);
      const orderId = newId();
      const order: OrderRow = {
        id: orderId,
        restaurantId: call.restaurantId,
        orderNumber: body.orderNumber,
        type: 'local',
        // The POS's: the back-office's Local Orders (decision 0153).
        origin: 'local',
        kind,
        tableId: target.tableNo ?? kind,
        realTableId: target.tableNo,
        chooseType: null,
        pickupTimeType: 'now',
        pickupTime: now,
        selectedDate: null,
        paymentType: 'payAtCounter',
        isPaymentRequired: false,
        status: 'placed',
        paymentStatus: 'unpaid',
        subtotal: priced.subtotal,
        surchargeTotal,
        discountTotal: 0,
        total: priced.subtotal + surchargeTotal,
        surcharges: applied.map(({ name, type, amount }) => ({ name, type, amount })),
        currency: DEFAULT_CURRENCY,
        customerName: body.customerName || bill.customerName || '',
        customerEmail: null,
        customerPhone: body.customerPhone || bill.customerPhone || null,
        guestNum: body.guests ?? bill.guests ?? 0,
        address: null,
        addressObject: null,
        postcode: null,
        foodAllergies: null,
        allergens: declared,
        notes: body.notes || null,
        menuId: ref.menu.id,
        menuVersion: ref.version,
        browser: 'POS',
        mobileModel: null,
        memberId: null,
        voucherId: null,
        clientId: null,
        tableRoundId: null,
        orderTime: now,
        createdAt: now,
        deletedAt: null,
        deletedBy: null,
      };

      const details = billLabel(bill);
      const history: HistoryEntry[] = [];
      if (opened)
        history.push({
          operationType: 'openBill',
          operationName: openBillName(bill.type, bill.tableNo, bill.deliveryPartnerType),
          price: 0,
          details,
        });
      history.push({
        operationType: 'addOrder',
        operationName: `Added order ${body.orderNumber}${body.course ? ` (course ${body.course}${body.hold ? ', held' : ''})` : ''}`,
        price: priced.subtotal,
        details,
      });
      const written = await insertPosOrder(tx, {
        order,
        lines: priced.lines,
        seats: body.items.map((i) => i.seat),
        course: body.course ?? null,
        held: !!body.hold,
        billId: bill.id,
        history: historyJson(bill, history, historyActorOf(call), now),
      });
      if (!written) throw new DuplicateOrder();
      return { billId: bill.id, changed: [{ bill, operationType: 'addOrder' }], value: null };
    });
    return transaction;
  } catch (err) {
    if (!(err instanceof DuplicateOrder) && !(err instanceof AppError)) throw err;
    // A resend of an order already taken answers its bill, also when it would be refused now (the
    // bill was paid since): the order number is the idempotency key.
    const first = await findOrderByNumber(deps.database.db, call.restaurantId, body.orderNumber);
    if (first) return billOfOrder(call, first);
    if (err instanceof DuplicateOrder)
      throw new AppError('CONFLICT', 'The order is being placed. Please try again.');
    throw err;
  }
}

/** A resend of an order already taken: its bill as it now is, nothing written. */
async function billOfOrder(call: PosCall, order: OrderRow): Promise<Transaction> {
  const db = call.deps.database.db;
  const billId = await findBillIdOfOrder(db, call.restaurantId, order.id);
  if (!billId) throw notFound(POS_MESSAGES.billNotFound);
  return readTransaction(db, call.restaurantId, billId, await billRestaurantOfCall(call));
}
