import {
  type AppliedSurcharge,
  applicableSurcharges,
  centsToDollars,
  checkoutError,
  DEFAULT_CURRENCY,
  effectiveOrderKind,
  isOrderingClosed,
  isoToDmy,
  isRestaurantOpen,
  localClock,
  ONLINE_MESSAGES,
  ORDER_MESSAGES,
  orderTableId,
  type PaymentType,
  type PlaceOrderHeaders,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  priceOrderLines,
  resolvePickupTime,
  type SurchargeRule,
  tableTypeOf,
} from '@rpos/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { findInactiveItemIds, findLatestMenuVersion, findServedMenu } from '../menus/menus.repository';
import { findQrSetting, findTableByNumber, findUnavailableOn } from '../online/online.repository';
import { loadDinerRestaurant } from '../restaurants/restaurants.service';
import { checkSmsCode, useSmsCode } from '../sms/sms.service';
import {
  findOrderByNumber,
  findSurchargeRules,
  insertOrderIfNew,
  insertOrderLines,
  type OrderRow,
  type SurchargeRow,
  setOrderCustomer,
  upsertCustomer,
} from './orders.repository';

/** A refused order: 400 with the message to show and a machine-readable reason. */
const refuse = (reason: string, message: string) => new AppError('BAD_REQUEST', message, { reason });

/** The surcharge table's rows as the domain rule reads them (percentages are stored in basis points). */
export function toSurchargeRule(row: SurchargeRow): SurchargeRule {
  return {
    id: row.id,
    name: row.name,
    isEnabled: row.isEnabled,
    isPercentage: row.type === 'percentage',
    amount: row.type === 'percentage' ? row.value / 100 : row.value,
    weekdays: row.weekdays,
    publicHolidayDays: row.isPublicHoliday ? row.publicHolidayDates : [],
    isTax: row.isTax,
  };
}

/** The answer for an order, new or duplicate. */
export function placeOrderResponse(order: OrderRow, duplicate: boolean): PlaceOrderResponse {
  return {
    success: true,
    orderNumber: order.orderNumber,
    reference: order.id,
    total: centsToDollars(order.total),
    orderTotal: centsToDollars(order.total),
    totalCent: order.total,
    subtotalCent: order.subtotal,
    surchargeTotalCent: order.surchargeTotal,
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

/** Online payments are the next issue: card, wechat and paypal are refused for now (payAtCounter always works). */
function checkPaymentType(
  paymentType: PaymentType,
  settings: { isWechatOnlinePaymentEnabled: boolean; isPaypalEnabled: boolean },
): void {
  if (paymentType === 'payAtCounter') return;
  const enabled =
    paymentType === 'card' ||
    (paymentType === 'wechat' && settings.isWechatOnlinePaymentEnabled) ||
    (paymentType === 'paypal' && settings.isPaypalEnabled);
  if (!enabled) throw refuse('paymentNotEnabled', ORDER_MESSAGES.paymentNotEnabled);
  throw refuse('onlinePaymentUnavailable', ORDER_MESSAGES.onlinePaymentUnavailable);
}

export interface PlaceOrderInput {
  body: PlaceOrderRequest;
  headers: PlaceOrderHeaders;
  clientId?: string;
}

/**
 * POST /placeOrder (diner.md §4 "Placing an order", §5): checks every rule, prices the order from the
 * latest published menu (client prices are ignored), adds the day's surcharge and writes the order,
 * its lines and the customer in one transaction. The order number is the idempotency key: a number the
 * restaurant already has answers that first order with duplicate true, also under concurrent retries.
 */
export async function placeOrder(deps: AppDeps, input: PlaceOrderInput): Promise<PlaceOrderResponse> {
  const db: Db = deps.database.db;
  const now = deps.now();
  const { body } = input;
  const { order, user } = body;

  const { row, restaurant } = await loadDinerRestaurant(db, restaurantIdentifierOf(body, input.headers));
  const earlier = await findOrderByNumber(db, row.id, order.orderNumber);
  if (earlier) return placeOrderResponse(earlier, true);

  const tz = row.timezone;
  const settings = restaurant.onlineSettings;
  const tableId = orderTableId(order);
  if (!tableId) throw refuse('tableRequired', ORDER_MESSAGES.tableRequired);
  const tableType = tableTypeOf(tableId);
  let realTableId = order.realTableId?.trim() || null;
  if (tableType === 'dinein') {
    const table = await findTableByNumber(db, row.id, tableId);
    if (!table) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.tableNotFound);
    realTableId = table.tableNumber;
  }
  const kind = effectiveOrderKind(tableId, order.chooseType);
  if (!kind) throw refuse('chooseTypeRequired', ORDER_MESSAGES.chooseTypeRequired);

  const qr = await findQrSetting(db, row.id, tableType);
  const qrSettings = {
    isOrderingDisabled: qr?.isOrderingDisabled ?? false,
    disabledDate: qr?.disabledDate ? isoToDmy(qr.disabledDate) : null,
  };
  if (!row.isOnline || isOrderingClosed(qrSettings, now, tz))
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
  checkPaymentType(paymentType, settings);

  const menu = await findServedMenu(db, row.id, tableType === 'dinein' ? 'none' : tableType);
  const version = menu ? await findLatestMenuVersion(db, menu.id) : undefined;
  if (!menu || !version) throw new AppError('NOT_FOUND', ONLINE_MESSAGES.menuNotPublished);
  const today = localClock(now, tz);
  const [inactiveDishIds, unavailable, surchargeRows] = await Promise.all([
    findInactiveItemIds(db, menu.id),
    findUnavailableOn(db, row.id, today.isoDate),
    findSurchargeRules(db, row.id),
  ]);
  const priced = priceOrderLines(
    version.snapshot,
    order.items.map((i) => ({
      dishId: i.dish.id,
      sizeId: i.size?.id ?? null,
      options: i.options.map((o) => ({ id: o.id, groupId: o.groupId ?? null, quantity: o.quantity })),
      quantity: i.quantity,
      isTakeaway: i.isTakeaway,
      specialInstructions: i.specialInstructions.trim(),
    })),
    { now, timezone: tz, unavailable, inactiveDishIds, kind, takeaway: settings },
  );
  if (!priced.ok) throw refuse('items', priced.message);

  // The surcharge of the day the order is for (a chosen date for orders ahead).
  const serviceDay = localClock(pickup.at, tz);
  const applied: AppliedSurcharge[] = applicableSurcharges(
    surchargeRows.map(toSurchargeRule),
    { date: serviceDay.isoDate, weekday: serviceDay.weekday },
    priced.subtotal,
  );
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
  return db.transaction(async (tx) => {
    const inserted = await insertOrderIfNew(tx, {
      id: newId(),
      restaurantId: row.id,
      orderNumber: order.orderNumber,
      type: order.type,
      kind,
      tableId,
      realTableId,
      chooseType: order.chooseType ?? null,
      pickupTimeType: pickup.scheduled ? 'chooseTime' : 'now',
      pickupTime: pickup.at,
      selectedDate: pickup.scheduled ? isoToDmy(serviceDay.isoDate) : null,
      paymentType,
      isPaymentRequired: false,
      status: 'placed',
      paymentStatus: 'unpaid',
      subtotal: priced.subtotal,
      surchargeTotal,
      total: priced.subtotal + surchargeTotal,
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
      notes: order.notes.trim() || null,
      menuId: menu.id,
      menuVersion: version.version,
      browser: body.browser ?? null,
      mobileModel: body.mobileModel ?? null,
      memberId: body.memberId ?? null,
      clientId: input.clientId ?? null,
      orderTime: now,
    });
    if (!inserted) {
      // Another request with this number won the race: answer its order.
      const first = await findOrderByNumber(tx, row.id, order.orderNumber);
      if (!first) throw new AppError('CONFLICT', 'The order is being placed. Please try again.');
      return placeOrderResponse(first, true);
    }
    if (row.smsVerify) await useSmsCode(tx, body.sid!.trim(), now);
    await insertOrderLines(tx, inserted.id, priced.lines);
    if (phone) {
      const customerId = await upsertCustomer(tx, {
        restaurantId: row.id,
        name: inserted.customerName,
        phone,
        email,
        at: now,
      });
      await setOrderCustomer(tx, inserted.id, customerId);
      inserted.customerId = customerId;
    }
    return placeOrderResponse(inserted, false);
  });
}
