import {
  type BillDiscount,
  type BillPayment,
  billTotals,
  type OperationType,
  settingsDiscount,
  surchargeDay,
} from '@rpos/domain';
import { writeOrders } from './demo-history-orders';
import { counterPayments, writeOnlinePayment } from './demo-history-payments';
import type { StaffMember } from './demo-history-people';
import { quarterHour } from './demo-history-plan';
import {
  type BillContext,
  type BuiltBill,
  ONLINE,
  ONLINE_PAYMENT_TYPE,
  type PlannedBill,
  secondsLater,
} from './demo-history-types';
import type { Random } from './prng';

// One bill of the demo history as rows: its orders (demo-history-orders.ts), its figures by
// billTotals, its payments (demo-history-payments.ts), and a history entry and a staff activity for
// every change (decision 0150). A figure that does not add up throws: the history must be true.

function billLabel(plan: PlannedBill): string {
  if (plan.tableNo) return `Table ${plan.tableNo}`;
  if (plan.partner) return `Delivery partner ${plan.partner}`;
  const who = plan.customer?.name ?? plan.customerName;
  const type = plan.type.charAt(0).toUpperCase() + plan.type.slice(1);
  return who ? `${type} · ${who}` : type;
}

const latest = (...times: Date[]): Date => new Date(Math.max(...times.map((t) => t.getTime())));
const earliest = (...times: Date[]): Date => new Date(Math.min(...times.map((t) => t.getTime())));

export function writeBill(ctx: BillContext, random: Random, plan: PlannedBill): BuiltBill {
  const { rows } = ctx;
  const billId = ctx.ids();
  const label = billLabel(plan);

  /** A change to the bill: its history entry and the staff activity, by a staff member or 'Online'. */
  const activity = (
    type: OperationType,
    name: string,
    price: number,
    at: Date,
    by: StaffMember | null,
    extra = '',
  ) => {
    const staffName = by?.name ?? ONLINE;
    rows.transactionOperations.push({
      id: ctx.ids(),
      transactionId: billId,
      operationType: type,
      operationName: name,
      price,
      updatedAt: at,
      updatedBy: staffName,
    });
    rows.staffActivities.push({
      id: ctx.ids(),
      restaurantId: ctx.restaurantId,
      transactionId: billId,
      operationType: type,
      operationName: name,
      details: extra ? `${label} · ${extra}` : label,
      price,
      staffName,
      userId: by?.userId ?? null,
      approvedBy: null,
      updatedAt: at,
    });
  };

  const written = writeOrders(ctx, random, plan, billId);
  const first = plan.orders[0]!;
  const lastOrderAt = plan.orders[plan.orders.length - 1]!.at;
  const opened = plan.tableNo
    ? `Opened table ${plan.tableNo}`
    : plan.partner
      ? 'Opened delivery partner bill'
      : `Opened ${plan.type} bill`;
  activity('openBill', opened, 0, first.at, first.fromQr ? null : plan.server);
  written.orders.forEach((o, i) => {
    const by = plan.orders[i]!.fromQr ? null : plan.server;
    activity('addOrder', `Added order ${o.orderNumber}`, o.subtotal, o.orderTime, by);
  });

  // Staff work on the bill before it is paid: a void, a discount, the invoice.
  const before = plan.printAt ? latest(plan.printAt, secondsLater(lastOrderAt, 60)) : plan.payAt;
  if (plan.voidDish) {
    const orderIndex = random.int(0, written.lines.length - 1);
    const lines = written.lines[orderIndex]!;
    const item = lines[random.int(0, lines.length - 1)]!;
    const at = earliest(
      secondsLater(written.orders[orderIndex]!.orderTime, plan.voidDish.afterMinutes * 60),
      secondsLater(before, -30),
    );
    Object.assign(item, {
      isVoidedDish: true,
      voidReason: plan.voidDish.reason,
      voidedBy: plan.server.name,
      voidedAt: at,
    });
    activity('voidDish', `Voided ${item.name}`, item.lineTotal, at, plan.server, plan.voidDish.reason);
  }

  const adjustments: BillDiscount[] = [];
  if (plan.discount) {
    const found = settingsDiscount(ctx.discounts, plan.discount);
    if (!found.ok) throw new Error(`demo history: ${found.message}`);
    adjustments.push(found.discount);
  }
  const totalsOf = (payments: readonly BillPayment[]) =>
    billTotals({
      orders: written.lines.map((lines, i) => ({ lines, status: written.orders[i]!.status })),
      adjustments,
      surcharge: { rules: ctx.surchargeRules, day: surchargeDay(quarterHour(first.pickupAt), ctx.timezone) },
      payments,
      taxPercentage: ctx.taxPercentage,
    });
  let due = totalsOf([]);
  // An amount off as large as a small bill would leave nothing to pay: such a bill gets none.
  if (adjustments.length && due.balance <= 0) {
    adjustments.length = 0;
    due = totalsOf([]);
  }
  if (adjustments.length) {
    const at = earliest(latest(secondsLater(lastOrderAt, 20), secondsLater(before, -120)), before);
    const line = due.adjustmentLines.find((a) => a.adjustmentType === 'discount')!;
    rows.transactionAdjustments.push({
      id: ctx.ids(),
      transactionId: billId,
      type: 'discount',
      name: line.name,
      percentageBp: line.percentage === null ? null : Math.round(line.percentage * 100),
      amount: line.percentage === null ? adjustments[0]!.amount : null,
      voucherId: null,
      createdAt: at,
    });
    activity('addAdjustment', `Added discount ${line.name}`, line.price, at, plan.server);
  }
  if (plan.printAt) activity('printInvoice', 'Printed the invoice', due.total, before, plan.server);

  // The payments: they bring the balance to exactly 0.
  const recorded: BillPayment[] = [];
  let paidAt = plan.payAt;
  let closer: StaffMember | null = plan.server;
  if (plan.settle === 'online') {
    const order = written.orders[0]!;
    if (written.orders.length !== 1 || order.total !== due.total)
      throw new Error('demo history: an online payment must pay its single order');
    const paymentId = writeOnlinePayment(ctx, random, plan, order);
    recorded.push({ paymentAmount: order.total, merchantAmount: order.total });
    rows.transactionPayments.push({
      id: ctx.ids(),
      transactionId: billId,
      restaurantId: ctx.restaurantId,
      type: ONLINE_PAYMENT_TYPE,
      paymentAmount: order.total,
      merchantAmount: order.total,
      change: 0,
      tip: 0,
      portion: null,
      reference: paymentId,
      requestId: null,
      time: plan.payAt,
      createdBy: ONLINE,
    });
    activity('payment', `Paid ${ONLINE_PAYMENT_TYPE}`, order.total, plan.payAt, null);
    closer = null;
  } else if (plan.settle !== 'none') {
    for (const { payment, at } of counterPayments(ctx, random, plan, due.balance)) {
      recorded.push(payment);
      paidAt = at;
      rows.transactionPayments.push({
        id: ctx.ids(),
        transactionId: billId,
        restaurantId: ctx.restaurantId,
        type: payment.type,
        paymentAmount: payment.paymentAmount,
        merchantAmount: payment.merchantAmount,
        change: payment.change,
        tip: 0,
        portion: null,
        // A partner's own order code; the counter's payments carry the POS's request id instead.
        reference: plan.partner
          ? `${plan.partner.slice(0, 2).toUpperCase()}-${billId.slice(-6).toUpperCase()}`
          : null,
        requestId: ctx.ids(),
        time: at,
        createdBy: plan.server.name,
      });
      const change = payment.change > 0 ? `change ${(payment.change / 100).toFixed(2)}` : '';
      activity('payment', `Paid ${payment.type}`, payment.merchantAmount, at, plan.server, change);
    }
  }

  const totals = totalsOf(recorded);
  const paid = plan.settle !== 'none';
  if (paid && (totals.balance !== 0 || totals.paid !== recorded.reduce((s, p) => s + p.merchantAmount, 0)))
    throw new Error(`demo history: a paid bill has a balance of ${totals.balance}`);
  if (paid) activity('closeBill', 'Bill paid', totals.total, paidAt, closer);

  let lastAt = paid ? paidAt : lastOrderAt;
  if (plan.deletion) {
    const { reason, at, by, refund } = plan.deletion;
    const extra = refund ? `${reason}: ${(totals.paid / 100).toFixed(2)} refunded to the card` : reason;
    activity('deleteTransaction', `Deleted: ${reason}`, totals.total, at, by, extra);
    lastAt = at;
  }

  rows.transactions.push({
    id: billId,
    restaurantId: ctx.restaurantId,
    type: plan.type,
    tableNo: plan.tableNo,
    guests: plan.guests,
    status: plan.deletion ? 'deleted' : 'paid',
    billPaid: paid,
    payTime: paid ? paidAt : null,
    isInvoicePrinted: plan.printAt !== null,
    deliveryPartnerType: plan.partner,
    // The partner collects from the diner and pays the restaurant later.
    deliveryPartnerPostpaid: plan.partner !== null,
    customerName: plan.customer?.name ?? plan.customerName,
    customerEmail: plan.customer?.email ?? null,
    customerPhone: plan.customer?.phone ?? null,
    customerPostcode: plan.address?.postcode ?? null,
    deletedReason: plan.deletion?.reason ?? null,
    deletedBy: plan.deletion?.by.name ?? null,
    deletedAt: plan.deletion?.at ?? null,
    splitChecks: null,
    createdAt: first.at,
    updatedAt: lastAt,
  });
  return { id: billId, totals, status: plan.deletion ? 'deleted' : 'paid' };
}
