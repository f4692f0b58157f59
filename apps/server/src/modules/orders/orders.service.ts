import {
  ALLERGEN_MESSAGES,
  type AppliedSurcharge,
  applicableSurcharges,
  centsToDollars,
  checkoutError,
  DEFAULT_CURRENCY,
  effectiveOrderKind,
  FOOD_COURT_PAYMENT_REQUIRED,
  isKnownAllergen,
  isOnlinePaymentRequired,
  isOrderingClosed,
  isoToDmy,
  isRestaurantOpen,
  localClock,
  MEMBER_VOUCHER_MESSAGES,
  ONLINE_MESSAGES,
  ORDER_MESSAGES,
  orderTableId,
  type PaymentType,
  type PlaceOrderHeaders,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  qrSwitchOf,
  resolvePickupTime,
  sortAllergens,
  tableTypeOf,
} from '@rpos/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { earnBuyNVoucher } from '../members/buy-n-vouchers';
import { menuSnapshot } from '../menus/menu-snapshot-cache';
import {
  type DinerContext,
  priceCartLines,
  qrSettingsFor,
  servedMenu,
  tableNotFound,
} from '../online/diner-context';
import type { DinerContextCache } from '../online/diner-context-cache';
import { checkOnlinePaymentAvailable, startOrderPayment } from '../payments/order-payments.service';
import type { RealtimePublisher } from '../realtime/realtime.service';
import type { RestaurantRow } from '../restaurants/restaurants.repository';
import { checkSmsCode } from '../sms/sms.service';
import { publishBillChanged } from '../transactions/bill-events';
import { billJoinFor, isAutoAccepted } from '../transactions/bill-joins.repository';
import { orderMember, orderVoucher } from './order-voucher';
import {
  findOrderByNumber,
  insertPlacedOrder,
  type NewOrder,
  type OrderAnswerFields,
  type OrderRow,
} from './orders.repository';

/** A refused order: 400 with the message to show and a machine-readable reason. */
const refuse = (reason: string, message: string) => new AppError('BAD_REQUEST', message, { reason });

/** The answer for an order, new or duplicate. */
export function placeOrderResponse(order: OrderAnswerFields, duplicate: boolean): PlaceOrderResponse {
  return {
    success: true,
    orderNumber: order.orderNumber,
    reference: order.id,
    total: centsToDollars(order.total),
    orderTotal: centsToDollars(order.total),
    totalCent: order.total,
    subtotalCent: order.subtotal,
    surchargeTotalCent: order.surchargeTotal,
    discountCent: order.discountTotal,
    surcharges: order.surcharges,
    currency: order.currency,
    paymentType: order.paymentType,
    status: order.status,
    paymentStatus: order.paymentStatus,
    orderTime: order.orderTime.toISOString(),
    duplicate,
  };
}

/** The restaurant the order is for: the restaurantId header or body restaurant.restaurantId (which must agree), else body menuId. */
function restaurantIdentifierOf(body: PlaceOrderRequest, headers: PlaceOrderHeaders): string {
  const named = [headers.restaurantid, body.restaurant?.restaurantId]
    .map((v) => v?.trim())
    .filter((v): v is string => Boolean(v));
  if (named.length === 2 && named[0] !== named[1])
    throw refuse('restaurantMismatch', ORDER_MESSAGES.restaurantMismatch);
  const id = named[0] ?? body.menuId?.trim();
  if (!id) throw refuse('restaurantRequired', ORDER_MESSAGES.restaurantRequired);
  return id;
}

/**
 * The payment step of an order paid online (card, till, wallet, PayPal): what the diner's browser does
 * next (diner.md §4 "Placing an order"). The diner URL's menuId is the restaurant's url identifier.
 */
function startPaymentOf(deps: AppDeps, order: OrderRow, restaurant: RestaurantRow) {
  return startOrderPayment(deps, {
    order,
    restaurant,
    menuId: restaurant.urlIdentifier,
    tableId: order.tableId,
  });
}

/**
 * A number the restaurant already has: that order, with duplicate true. An order still waiting for its
 * online payment answers the payment step again (the same open attempt), so a retry can still pay.
 * Asked with another voucher than the order's: 409.
 */
async function duplicateAnswer(
  deps: AppDeps,
  order: OrderRow,
  restaurant: RestaurantRow,
  voucherId: string | null | undefined,
): Promise<PlaceOrderResponse> {
  // The same number with another voucher (or none) is not a retry of that order: 409, nothing written
  // and nothing used (decision 0361).
  if ((voucherId?.trim() || null) !== order.voucherId)
    throw new AppError('CONFLICT', MEMBER_VOUCHER_MESSAGES.placedWithOtherVoucher, { reason: 'voucher' });
  const payment =
    order.paymentType !== 'payAtCounter' && order.paymentStatus === 'unpaid'
      ? await startPaymentOf(deps, order, restaurant)
      : {};
  return { ...placeOrderResponse(order, true), ...payment };
}

export interface PlaceOrderInput {
  body: PlaceOrderRequest;
  headers: PlaceOrderHeaders;
  clientId?: string;
  /** Tells staff screens when a pay-at-counter order lands on its bill. */
  realtime?: RealtimePublisher;
  /** A table cart's order: the table's kitchen round it is printed with (decision 0597). */
  tableRoundId?: string;
}

/**
 * POST /placeOrder (diner.md §4 "Placing an order", §5): checks every rule, prices the order from the
 * latest published menu (client prices are ignored), adds the day's surcharge and writes the order,
 * its lines and the customer in one transaction. The order number is the idempotency key: a number the
 * restaurant already has answers that first order with duplicate true, also under concurrent retries.
 * Reads come from the restaurant's diner context (see diner-context-cache.ts): a new order costs the
 * writes only.
 */
export async function placeOrder(
  deps: AppDeps,
  contexts: DinerContextCache,
  input: PlaceOrderInput,
): Promise<PlaceOrderResponse> {
  const now = deps.now();
  const ctx = await contexts.get(restaurantIdentifierOf(input.body, input.headers), now);
  try {
    return await placeNewOrder(deps, ctx, input, now);
  } catch (err) {
    // A retry of an order already placed answers that order, even if it would be refused now (the
    // restaurant closed since, the SMS code was used by the first attempt...).
    if (err instanceof AppError) {
      const earlier = await findOrderByNumber(deps.database.db, ctx.row.id, input.body.order.orderNumber);
      if (earlier) return duplicateAnswer(deps, earlier, ctx.row, input.body.voucherId);
    }
    throw err;
  }
}

async function placeNewOrder(
  deps: AppDeps,
  ctx: DinerContext,
  input: PlaceOrderInput,
  now: Date,
): Promise<PlaceOrderResponse> {
  const db: Db = deps.database.db;
  const { body } = input;
  const { order, user } = body;
  const { row, restaurant } = ctx;

  const tz = row.timezone;
  const settings = restaurant.onlineSettings;
  const tableId = orderTableId(order);
  if (!tableId) throw refuse('tableRequired', ORDER_MESSAGES.tableRequired);
  const tableType = tableTypeOf(tableId);
  let realTableId = order.realTableId?.trim() || null;
  if (tableType === 'dinein') {
    const table = ctx.tables.get(tableId);
    if (!table) throw tableNotFound();
    realTableId = table.tableNumber;
  }
  const kind = effectiveOrderKind(tableId, order.chooseType);
  if (!kind) throw refuse('chooseTypeRequired', ORDER_MESSAGES.chooseTypeRequired);

  // The Online Menu code's own switch when the order came from it (decision 0525).
  if (!row.isOnline || isOrderingClosed(qrSettingsFor(ctx, qrSwitchOf(tableId, order.qr)), now, tz))
    throw refuse('orderingClosed', ORDER_MESSAGES.orderingClosed);

  const pickup = resolvePickupTime(
    {
      kind,
      pickupTimeType: order.pickupTimeType,
      selectedDate: order.selectedDate,
      pickupTime: order.pickupTime,
    },
    { now, timezone: tz, orderAheadDisabled: row.orderAheadDisabled },
  );
  if (!pickup.ok) throw refuse('pickupTime', pickup.message);
  if (!isRestaurantOpen(restaurant, pickup.at)) throw refuse('merchantClosed', ORDER_MESSAGES.merchantClosed);

  const formError = checkoutError(
    {
      kind,
      name: user.name,
      email: user.email,
      phoneNumber: user.phoneNumber,
      guestNum: user.guestNum,
      address: user.address,
      postcode: user.postcode,
      paymentType: order.paymentType,
      verifyCode: body.verifyCode,
      sid: body.sid,
    },
    { ...settings, isDineMobileOptional: row.isDineMobileOptional, smsVerify: row.smsVerify },
  );
  if (formError) throw refuse('checkout', formError);
  const paymentType = order.paymentType as PaymentType;
  if (paymentType === 'payAtCounter' && isOnlinePaymentRequired(kind, settings))
    throw refuse('paymentRequired', FOOD_COURT_PAYMENT_REQUIRED);
  // A method switched off, or no provider for it, refuses the order before anything is written.
  await checkOnlinePaymentAvailable(deps, row, paymentType);
  const paidOnline = paymentType !== 'payAtCounter';
  // Tables of paymentRequiredTableNumbers pay before the order reaches the kitchen (decision 112).
  if (!paidOnline && tableType === 'dinein' && row.paymentRequiredTableNumbers.includes(realTableId ?? ''))
    throw refuse('tablePaysOnline', ORDER_MESSAGES.tablePaysOnline);

  const served = servedMenu(ctx, tableType);
  const snapshot = served && (await menuSnapshot(db, served.menu.id, served.version));
  if (!served || !snapshot) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.menuNotPublished);
  const menu = served.menu;
  const priced = priceCartLines(ctx, { snapshot, menuId: menu.id }, order.items, kind, now);
  if (!priced.ok) throw refuse('items', priced.message);
  // Declared allergies: standard codes or the menu's own (decision 0561).
  const declared = sortAllergens(user.allergens);
  if (declared.some((c) => !isKnownAllergen(c, snapshot.allergens)))
    throw refuse('allergens', ALLERGEN_MESSAGES.unknownAllergen);
  // A member's voucher: the server's discount, taken off before the surcharge (decision 0266).
  const voucher = await orderVoucher(db, row, body, priced.lines, now);
  const discountTotal = voucher?.discount ?? 0;
  const memberId = voucher?.memberId ?? (await orderMember(db, row.id, body));

  // The surcharge of the day the order is for (a chosen date for orders ahead), on the discounted subtotal.
  const serviceDay = localClock(pickup.at, tz);
  const applied: AppliedSurcharge[] =
    priced.subtotal - discountTotal > 0
      ? applicableSurcharges(
          ctx.surchargeRules,
          { date: serviceDay.isoDate, weekday: serviceDay.weekday },
          priced.subtotal - discountTotal,
        )
      : [];
  const surchargeTotal = applied.reduce((sum, s) => sum + s.amount, 0);

  const phone = user.phoneNumber.trim();
  if (row.smsVerify)
    await checkSmsCode(db, {
      sid: body.sid!.trim(),
      code: body.verifyCode!,
      restaurantId: row.id,
      phone,
      now,
    });

  const email = user.email.trim() || null;
  const newOrder: NewOrder['order'] = {
    id: newId(),
    restaurantId: row.id,
    orderNumber: order.orderNumber,
    type: order.type,
    origin: 'online',
    kind,
    tableId,
    realTableId,
    chooseType: order.chooseType ?? null,
    pickupTimeType: pickup.scheduled ? 'chooseTime' : 'now',
    pickupTime: pickup.at,
    selectedDate: pickup.scheduled ? isoToDmy(serviceDay.isoDate) : null,
    paymentType,
    isPaymentRequired: paidOnline,
    // Paid online: the order waits for its payment (payments mark it placed and paid).
    status: paidOnline ? 'pendingPayment' : 'placed',
    paymentStatus: 'unpaid',
    subtotal: priced.subtotal,
    surchargeTotal,
    discountTotal,
    total: priced.subtotal - discountTotal + surchargeTotal,
    surcharges: applied.map(({ name, type, amount }) => ({ name, type, amount })),
    currency: DEFAULT_CURRENCY,
    customerName: user.name.trim(),
    customerEmail: email,
    customerPhone: phone || null,
    guestNum: Number(user.guestNum) || 0,
    address: user.address.trim() || null,
    addressObject: user.addressObject ?? null,
    postcode: user.postcode.trim() || null,
    foodAllergies: user.foodAllergies.trim() || null,
    allergens: declared,
    // A restaurant that hides special requirements takes none.
    notes: (!settings.hideSpecialRequirement && order.notes.trim()) || null,
    menuId: menu.id,
    menuVersion: served.version,
    browser: body.browser ?? null,
    mobileModel: body.mobileModel ?? null,
    // Only a member proven by the device's token (decisions 0265, 0270).
    memberId,
    voucherId: voucher?.voucherId ?? null,
    clientId: input.clientId ?? null,
    tableRoundId: input.tableRoundId ?? null,
    orderTime: now,
    deletedAt: null,
    deletedBy: null,
  };
  const smsSid = row.smsVerify ? body.sid!.trim() : null;
  const written = await insertPlacedOrder(deps.database, {
    order: newOrder,
    lines: priced.lines,
    customer: phone ? { name: newOrder.customerName, phone, email } : null,
    smsSid,
    bill: paidOnline
      ? null
      : billJoinFor(
          newOrder,
          isAutoAccepted(newOrder.total, settings.postpaidAutoAcceptAmountThreshold),
          now,
        ),
  });
  if (written.inserted) {
    if (memberId) await earnBuyNVoucher(db, row, memberId, now);
    if (written.billId)
      await publishBillChanged(input.realtime, row.id, {
        transactionId: written.billId,
        tableNo: tableType === 'dinein' ? realTableId : null,
        operationType: 'addOrder',
      });
    const payment = paidOnline ? await startPaymentOf(deps, { ...newOrder, createdAt: now }, row) : {};
    return { ...placeOrderResponse(newOrder, false), ...payment };
  }
  // A code used meanwhile by another order refuses this one (unless this is a retry of that order:
  // placeOrder answers the duplicate then).
  if (smsSid && !written.codeFree) throw new AppError('BAD_REQUEST', ORDER_MESSAGES.smsCodeUsed);
  // Another request with this number won the race: answer its order.
  const first = await findOrderByNumber(db, row.id, order.orderNumber);
  // Another order took the voucher meanwhile (decision 0267); this order's code stays unused (0361).
  if (!first && voucher && !written.voucherFree)
    throw new AppError('BAD_REQUEST', MEMBER_VOUCHER_MESSAGES.used, { reason: 'voucher' });
  if (!first) throw new AppError('CONFLICT', 'The order is being placed. Please try again.');
  return duplicateAnswer(deps, first, row, body.voucherId);
}
