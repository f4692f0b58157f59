import { PAYMENT_MESSAGES, type WalletOrderStatus } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findOrderByNumber } from '../orders/orders.repository';
import { type CallMeta, findDinerRestaurant, OPEN_PAYMENT_STATUSES, paymentContext } from './payment-context';
import { paymentProviders } from './payment-registry';
import { walletStatusOf } from './payment-results';
import { applyPaymentUpdate } from './payment-state';
import { findPayment, latestPaymentForOrder, type PaymentRow } from './payments.repository';

/** Asks the provider about an open payment (a wallet that reports no webhook) and applies it. */
async function refreshOpenPayment(deps: AppDeps, row: PaymentRow, meta: CallMeta): Promise<PaymentRow> {
  if (!OPEN_PAYMENT_STATUSES.includes(row.status) || row.provider === 'sandbox') return row;
  const db = deps.database.db;
  const provider = paymentProviders(deps).get(row.provider);
  try {
    const outcome = await provider.getStatus(await paymentContext(deps, db, row));
    return (await applyPaymentUpdate(deps, db, row.id, outcome)).payment;
  } catch (err) {
    meta.log?.warn({ err, paymentId: row.id }, 'payment status read failed');
    return row;
  }
}

/** GET /wechatPaymentStatus?restaurantId&orderNo: orderNo is the payment id the wallet page carries. */
export async function wechatPaymentStatus(
  deps: AppDeps,
  q: { restaurantId: string; orderNo: string },
  meta: CallMeta = {},
): Promise<{ orderStatus: WalletOrderStatus }> {
  const restaurant = await findDinerRestaurant(deps, q.restaurantId);
  const row = await findPayment(deps.database.db, q.orderNo);
  if (!row || row.restaurantId !== restaurant.id)
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return { orderStatus: walletStatusOf(await refreshOpenPayment(deps, row, meta)) };
}

/** GET /walletPaymentStatus/{restaurantId}/{orderNumber}: Success once the order is paid, else its latest wallet payment's status. */
export async function walletPaymentStatus(
  deps: AppDeps,
  p: { restaurantId: string; orderNumber: string },
  meta: CallMeta = {},
): Promise<{ orderStatus: WalletOrderStatus; status: WalletOrderStatus }> {
  const db = deps.database.db;
  const restaurant = await findDinerRestaurant(deps, p.restaurantId);
  const order = await findOrderByNumber(db, restaurant.id, p.orderNumber);
  if (!order) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  let s: WalletOrderStatus;
  if (order.paymentStatus !== 'unpaid') s = 'Success';
  else {
    const row = await latestPaymentForOrder(db, order.id, ['wechat']);
    s = walletStatusOf(row ? await refreshOpenPayment(deps, row, meta) : undefined);
  }
  return { orderStatus: s, status: s };
}
