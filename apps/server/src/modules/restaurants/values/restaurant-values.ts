import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import type { AppDeps } from '../../../platform/deps';

/**
 * One key of PUT /updateRestaurantValues/ (restaurant-config.md §7: the body carries exactly one of
 * surchargeSettings, serviceTypes, qrCodeSettings, posSettings, paymentRequiredTableNumbers). Each key
 * has its own file in this folder: its schema (from the domain contract) and its save, which runs in
 * the request's transaction and may answer what the screen shows next.
 */
export interface RestaurantValueHandler<T = unknown> {
  schema: z.ZodType<T>;
  save(tx: DbOrTx, restaurantId: string, value: T, deps: AppDeps): Promise<unknown>;
}

/** Declares a handler with its value type checked against its schema. */
export function restaurantValueHandler<T>(handler: RestaurantValueHandler<T>): RestaurantValueHandler<T> {
  return handler;
}
