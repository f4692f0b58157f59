import {
  type BillTotals,
  billTotals,
  isCashPaymentType,
  type LiveTransaction,
  type OperationType,
  operationString,
  type SurchargeRule,
  surchargeDay,
  type Transaction,
  type TransactionOrder,
  tableRoundSendsAt,
} from '@rpos/domain';
import { toOrderLine } from '../orders/order-documents.service';
import type { BillParts } from './transactions.repository';

/** What billTotals needs of the restaurant. */
export interface BillRestaurant {
  timezone: string;
  taxPercentage: number;
  currencySymbol: string;
  surchargeRules: readonly SurchargeRule[];
}

/**
 * A bill's figures, always from billTotals over its stored parts (decision 0128): the surcharge for
 * the day of its first order.
 */
export function totalsOf(parts: BillParts, restaurant: BillRestaurant): BillTotals {
  const first = parts.orders[0]?.order;
  return billTotals({
    orders: parts.orders.map((o) => ({ status: o.order.status, lines: o.lines })),
    adjustments: parts.adjustments
      .filter((a) => a.type !== 'surcharge')
      .map((a) => ({
        adjustmentType: a.type === 'customDiscount' ? 'customDiscount' : 'discount',
        name: a.name,
        percentage: a.percentageBp === null ? null : a.percentageBp / 100,
        amount: a.amount,
      })),
    surcharge: first
      ? { rules: restaurant.surchargeRules, day: surchargeDay(first.pickupTime, restaurant.timezone) }
      : null,
    payments: parts.payments,
    refunds: parts.refunds,
    taxPercentage: restaurant.taxPercentage,
  });
}

/** The orders of a bill as the contract shows them. */
export function transactionOrdersOf(parts: BillParts): TransactionOrder[] {
  return parts.orders.map(({ order, isAccepted, course, firedAt, roundOpenedAt, lines }) => {
    const dishes = lines.map((l) => ({
      ...toOrderLine(l),
      lineId: l.id,
      price: l.subTotal,
      voidReason: l.voidReason,
      seat: l.seat ?? null,
    }));
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.orderTime.toISOString(),
      status: order.status,
      isAccepted,
      course,
      held: course !== null && !isAccepted,
      firedAt: firedAt?.toISOString() ?? null,
      roundSendsAt: roundOpenedAt ? tableRoundSendsAt(roundOpenedAt).toISOString() : null,
      dishes,
      subtotal: dishes
        .filter((d) => !d.isVoidedDish && !d.permanentDeletion)
        .reduce((sum, d) => sum + d.lineTotal, 0),
    };
  });
}

/** A bill as /liveTransactions lists it (back-office.md §3 "Live transaction", decision 0135). */
export function toLiveTransaction(parts: BillParts, restaurant: BillRestaurant): LiveTransaction {
  const { bill } = parts;
  const totals = totalsOf(parts, restaurant);
  const isDelivery = bill.type === 'delivery' || bill.type === 'deliveryPartner';
  const timestamp = bill.createdAt.toISOString();
  return {
    id: bill.id,
    transactionId: bill.id,
    type: bill.type,
    tableNumber: bill.tableNo,
    timestamp,
    currencySymbolString: restaurant.currencySymbol,
    isDinein: bill.type === 'dinein',
    isOnlineTakeawayOrPickup: bill.type === 'takeaway' || bill.type === 'pickup' || bill.type === 'foodcourt',
    isTakeawayDelivery: isDelivery,
    table: {
      isTakeaway: bill.type !== 'dinein' && !isDelivery,
      isDeliveryOrder: isDelivery,
      takeawayPerson: bill.type === 'dinein' ? null : bill.customerName,
      totalSpending: totals.total,
      balance: totals.balance,
      billPaid: bill.billPaid,
      timeStamp: timestamp,
      orders: transactionOrdersOf(parts),
    },
  };
}

/**
 * A bill as the POS and the back-office read it (`Transaction`, decision 0129): the figures from
 * billTotals; the adjustments as billTotals applied them, each discount with its stored id (what a
 * removal names) and the surcharge line worked out from the rules with id null.
 */
export function toTransaction(parts: BillParts, restaurant: BillRestaurant): Transaction {
  const { bill } = parts;
  const totals = totalsOf(parts, restaurant);
  const discounts = parts.adjustments.filter((a) => a.type !== 'surcharge');
  const adjustments = totals.adjustmentLines.map((line, i) => {
    const stored = line.adjustmentType === 'surcharge' ? undefined : discounts[i];
    return {
      id: stored?.id ?? null,
      adjustmentType: line.adjustmentType,
      name: line.name,
      percentage: line.percentage,
      price: line.price,
      timeCreated: (stored?.createdAt ?? bill.createdAt).toISOString(),
    };
  });
  const operationHistory = parts.operations.map((o) => ({
    operationType: o.operationType as OperationType,
    operationName: o.operationName,
    price: o.price,
    updatedAt: o.updatedAt.toISOString(),
    updatedBy: o.updatedBy,
  }));
  const { adjustmentLines: _lines, ...figures } = totals;
  return {
    uuid: bill.id,
    type: bill.type,
    orders: transactionOrdersOf(parts),
    tableNo: bill.tableNo,
    guests: bill.guests,
    totalSpending: totals.total,
    balance: totals.balance,
    totals: figures,
    createdAt: bill.createdAt.toISOString(),
    updatedAt: bill.updatedAt.toISOString(),
    payTime: bill.payTime?.toISOString() ?? null,
    billPaid: bill.billPaid,
    isInvoicePrinted: bill.isInvoicePrinted,
    paymentTypes: parts.payments.map((p) => ({
      id: p.id,
      type: p.type,
      paymentAmount: p.paymentAmount,
      merchantAmount: p.merchantAmount,
      time: p.time.toISOString(),
      reference: p.reference,
      change: p.change,
      tendered: isCashPaymentType(p.type) ? p.paymentAmount + (p.tip ?? 0) + p.change : null,
      tip: p.tip ?? 0,
      createdBy: p.createdBy,
      portion: p.portion ?? null,
      refunded: parts.refunds.filter((r) => r.paymentId === p.id).reduce((s, r) => s + r.amount, 0),
      tipRefunded: parts.refunds.filter((r) => r.paymentId === p.id).reduce((s, r) => s + (r.tip ?? 0), 0),
    })),
    splitChecks: bill.splitChecks ?? null,
    refunds: parts.refunds.map((r) => ({
      id: r.id,
      paymentId: r.paymentId,
      type: r.type,
      amount: r.amount,
      credit: r.credit,
      tip: r.tip ?? 0,
      reason: r.reason,
      lineIds: r.lineIds,
      time: r.time.toISOString(),
      createdBy: r.createdBy,
    })),
    adjustments,
    operationHistory,
    operationString: operationString(operationHistory),
    deliveryPartnerType: bill.deliveryPartnerType,
    deliveryPartnerPostpaid: bill.deliveryPartnerPostpaid,
    customerName: bill.customerName,
    customerEmail: bill.customerEmail,
    customerPhone: bill.customerPhone,
    customerPostcode: bill.customerPostcode,
    deleted: bill.status === 'deleted',
    deletedReason: bill.deletedReason,
    deletedBy: bill.deletedBy,
    deletedAt: bill.deletedAt?.toISOString() ?? null,
  };
}
