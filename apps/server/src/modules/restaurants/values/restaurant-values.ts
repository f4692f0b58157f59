import type { RealtimeMessage } from '@rpos/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';

/**
 * One key of PUT /updateRestaurantValues/ (restaurant-config.md §7: the body carries exactly one of
 * surchargeSettings, serviceTypes, qrCodeSettings, posSettings, paymentRequiredTableNumbers). Each key
 * has its own file in this folder: its schema (from the domain contract) and its save, which runs in
 * the request's transaction and may answer what the screen shows next.
 */
export interface RestaurantValueHandler<T = unknown, R = unknown> {
  schema: z.ZodType<T>;
  save(tx: DbOrTx, restaurantId: string, value: T, deps: AppDeps): Promise<R>;
  /** Realtime messages to publish once committed, besides restaurantChanged (e.g. one per QR type). */
  published?(saved: R): RealtimeMessage[];
  /** The key's value in the answer, when it is not what save returned. */
  answer?(saved: R): unknown;
}

/** Declares a handler with its value type checked against its schema. */
export function restaurantValueHandler<T, R = unknown>(
  handler: RestaurantValueHandler<T, R>,
): RestaurantValueHandler<T, R> {
  return handler;
}
