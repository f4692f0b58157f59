import { type AppliedPayment, applyPayment, isCashPaymentType, splitEvenly } from '@rpos/domain';
import { orderReturnPaths } from '../modules/payments/payment-context';
import { SANDBOX_PAYMENT_METHODS } from '../modules/payments/sandbox/sandbox-provider';
import { type BillContext, type OrderRow, type PlannedBill, secondsLater } from './demo-history-types';
import type { Random } from './prng';

// How a history bill is paid: at the counter (one type, or split evenly, cash with change), by its
// delivery partner, or online by card — then with the rows the payments module keeps for a sandbox
// card payment (and its refund), so that the order screens and the refund screen find them.

const REFUND_REASONS = ['Order arrived cold', 'Missing items', 'Customer cancelled', 'Wrong order delivered'];

/** Cash tendered for an amount due: exact now and then, else the next coin or note up. */
function cashTendered(random: Random, due: number): number {
  const step = random.weighted([0, 100, 500, 1000, 2000, 5000, 10000], [20, 10, 18, 22, 14, 12, 4]);
  return step === 0 ? due : Math.ceil(due / step) * step;
}

/**
 * The counter's (or the partner's) payments of a balance, through splitEvenly and applyPayment: each
 * settles its part with the type's surcharge on top; the last may be cash with change.
 */
export function counterPayments(
  ctx: BillContext,
  random: Random,
  plan: PlannedBill,
  due: number,
): { payment: AppliedPayment; at: Date }[] {
  const split = plan.splitParts > 1 ? splitEvenly(due, plan.splitParts) : null;
  const parts = split?.ok ? split.parts : [due];
  const out: { payment: AppliedPayment; at: Date }[] = [];
  let balance = due;
  parts.forEach((part, i) => {
    const type =
      plan.settle === 'partner'
        ? { name: plan.partner!, rate: 0 }
        : plan.exactCash
          ? { name: 'CASH', rate: 0 }
          : random.weighted(
              ctx.paymentTypes,
              ctx.paymentTypes.map((t) => t.share),
            );
    const last = i === parts.length - 1;
    // Only the last payment can hand back change: cash above an earlier part would pay the others' share.
    const amount =
      isCashPaymentType(type.name) && last && !plan.exactCash ? cashTendered(random, part) : part;
    const applied = applyPayment(
      { balance, billPaid: false, deleted: false },
      { type: type.name, amount, surchargeRate: type.rate },
    );
    if (!applied.ok) throw new Error(`demo history: a payment was refused (${applied.message})`);
    balance = applied.balance;
    out.push({ payment: applied, at: secondsLater(plan.payAt, i * 45) });
  });
  return out;
}

/** The payments module's rows of a sandbox card payment that settled the order (decision 0133). */
export function writeOnlinePayment(
  ctx: BillContext,
  random: Random,
  plan: PlannedBill,
  order: OrderRow,
): string {
  const id = ctx.ids();
  const challenged = random.chance(0.15);
  const refunded = plan.deletion?.refund === true;
  ctx.rows.payments.push({
    id,
    restaurantId: ctx.restaurantId,
    orderId: order.id,
    bookingId: null,
    subjectKey: `order:${order.id}`,
    provider: 'sandbox',
    method: 'card',
    status: 'authorised',
    amount: order.total,
    currency: order.currency,
    isPreAuth: false,
    capturedAmount: order.total,
    refundedAmount: refunded ? order.total : 0,
    providerReference: `sbx_${id}`,
    providerData: {
      sandboxKind: 'card',
      start: {
        kind: 'dropIn',
        paymentMethodResults: SANDBOX_PAYMENT_METHODS,
        clientKey: 'sandbox',
        environment: 'sandbox',
      },
      ...(challenged ? { challengePending: false } : {}),
    },
    payUrl: null,
    returnUrls: orderReturnPaths(
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        menuId: ctx.restaurantKey,
        tableId: order.tableId,
        restaurantKey: ctx.restaurantKey,
      },
      'card',
      id,
    ),
    // The sandbox's test cards: authorised at once, or after its 3-D Secure-style challenge.
    last4: challenged ? '3220' : '1111',
    brand: 'visa',
    shopperEmail: order.customerEmail,
    needsRefund: false,
    failureReason: null,
    authorisedAt: plan.payAt,
    createdAt: order.orderTime,
    updatedAt: refunded ? plan.deletion!.at : plan.payAt,
  });
  ctx.rows.paymentSettlements.push({ subjectKey: `order:${order.id}`, paymentId: id, createdAt: plan.payAt });
  if (refunded) {
    const refundId = ctx.ids();
    const at = plan.deletion!.at;
    ctx.rows.paymentRefunds.push({
      id: refundId,
      paymentId: id,
      restaurantId: ctx.restaurantId,
      provider: 'sandbox',
      amount: order.total,
      currency: order.currency,
      status: 'succeeded',
      providerRefundId: `sbx_re_${refundId}`,
      reason: random.pick(REFUND_REASONS),
      source: 'api',
      failureReason: null,
      requestedBy: plan.deletion!.by.userId,
      createdAt: at,
      updatedAt: at,
    });
  }
  return id;
}
