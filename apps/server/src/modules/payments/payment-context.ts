import { OnlineSettings, PAYMENT_DEFAULTS, PAYMENT_MESSAGES, shortReference } from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findRestaurantById, findRestaurantByUrlIdentifier } from '../restaurants/restaurants.repository';
import type { PaymentContext, PaymentReturnUrls, PaymentSubject } from './payment-provider';
import {
  findOrderById,
  listProviderAccounts,
  type PaymentRow,
  type RestaurantRow,
} from './payments.repository';

/** Who is calling, for logs and 3-D Secure. */
export interface CallMeta {
  log?: FastifyBaseLogger;
  ip?: string;
  origin?: string;
}

/** A payment still waiting for its outcome. */
export const OPEN_PAYMENT_STATUSES: PaymentRow['status'][] = ['created', 'pending', 'requiresAction'];

/** A diner-side restaurantId: the url identifier (or, for app payloads, the restaurant id). */
export async function findDinerRestaurant(deps: AppDeps, restaurantId: string): Promise<RestaurantRow> {
  const db = deps.database.db;
  const r =
    (await findRestaurantByUrlIdentifier(db, restaurantId)) ?? (await findRestaurantById(db, restaurantId));
  if (r?.type !== 'restaurant') throw new AppError('NOT_FOUND', 'Restaurant not found');
  return r;
}

/** A path of our own site made absolute with PUBLIC_URL (absolute URLs are kept). */
export function absoluteUrl(deps: AppDeps, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${deps.config.publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;
}

const seg = (v: string): string => encodeURIComponent(v);

/**
 * Where the diner's browser goes after paying an order (relative paths, diner.md §2): success screen,
 * menu with ?type=error|cancel, and the card payment screen for redirect actions. The wallet goes to
 * its status page whatever happens (it polls and routes on the answer).
 */
export function orderReturnPaths(
  o: { orderId: string; orderNumber: string; menuId: string; tableId: string; restaurantKey: string },
  method: PaymentRow['method'],
  paymentId: string,
): PaymentReturnUrls {
  if (method === 'wechat') {
    const status = `/wechatPayment/${seg(o.restaurantKey)}/${seg(o.tableId)}/${seg(o.orderNumber)}/${seg(paymentId)}`;
    return { success: status, failure: status, cancel: status, action: status };
  }
  const online = `/online/${seg(o.menuId)}/${seg(o.tableId)}/${seg(o.orderId)}`;
  const screen = method === 'till' ? 'tillPayment' : 'adyenPayment';
  return {
    success: `/orderSuccess/${seg(o.menuId)}/${seg(o.tableId)}/${seg(o.orderId)}?type=success`,
    failure: `${online}?type=error`,
    cancel: `${online}?type=cancel`,
    action: `/${screen}/${seg(o.menuId)}/${seg(o.tableId)}/${seg(o.orderId)}`,
  };
}

/** The subject key of a payment: what it settles (an order is paid once). */
export const subjectKeyOf = (s: PaymentSubject | { kind: 'preauth'; reference: string }): string => {
  switch (s.kind) {
    case 'order':
      return `order:${s.orderId}`;
    case 'booking':
      return `booking:${s.bookingId}`;
    case 'preauth':
      return `preauth:${s.reference}`;
    case 'reference':
      return `reference:${s.reference}`;
  }
};

/** The online settings of a restaurant row, defaults filled. */
export const settingsOf = (r: RestaurantRow): OnlineSettings => OnlineSettings.parse(r.onlineSettings ?? {});

/** Builds the provider's view of a payment row. */
export async function paymentContext(
  deps: AppDeps,
  db: DbOrTx,
  row: PaymentRow,
  known: { restaurant?: RestaurantRow; orderNumber?: string } = {},
): Promise<PaymentContext> {
  const restaurant = known.restaurant ?? (await findRestaurantById(db, row.restaurantId));
  if (!restaurant) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  const accounts = await listProviderAccounts(db, restaurant.id);
  let subject: PaymentSubject;
  if (row.orderId) {
    const orderNumber =
      known.orderNumber ?? (await findOrderById(db, row.orderId))?.orderNumber ?? row.orderId;
    subject = { kind: 'order', orderId: row.orderId, orderNumber };
  } else if (row.bookingId) {
    subject = { kind: 'booking', bookingId: row.bookingId };
  } else {
    subject = { kind: 'reference', reference: row.subjectKey.replace(/^[a-z]+:/, '') };
  }
  const label =
    subject.kind === 'order'
      ? `Order ${shortReference(subject.orderNumber)}`
      : subject.kind === 'booking'
        ? 'Booking deposit'
        : `Payment ${shortReference(subject.reference)}`;
  return {
    paymentId: row.id,
    restaurant: { id: restaurant.id, urlIdentifier: restaurant.urlIdentifier, name: restaurant.name },
    account: accounts.find((a) => a.provider === row.provider) ?? null,
    method: row.method,
    subject,
    amount: row.amount,
    currency: row.currency,
    countryCode: PAYMENT_DEFAULTS.countryCode,
    locale: PAYMENT_DEFAULTS.locale,
    isPreAuth: row.isPreAuth,
    shopperEmail: row.shopperEmail,
    description: `${label} – ${restaurant.name}`.slice(0, 200),
    returnUrls: {
      success: absoluteUrl(deps, row.returnUrls.success),
      failure: absoluteUrl(deps, row.returnUrls.failure),
      cancel: absoluteUrl(deps, row.returnUrls.cancel),
      action: absoluteUrl(deps, row.returnUrls.action),
    },
    providerReference: row.providerReference,
    providerData: row.providerData,
  };
}
