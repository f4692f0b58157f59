import { randomUUID } from 'node:crypto';
import {
  PosBillResponse,
  PosPaymentResponse,
  type PublishedMenu,
  type RealtimeMessage,
  restaurantTopic,
  type Transaction,
} from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { restaurants, staffActivities, transactionOperations, transactions } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  orderNumber,
  restaurantRow,
} from '../orders/order-test-helpers';

// Shared by the POS tests: Golden Dragon's demo data, staff sessions, calls and what a change wrote.

export interface PosFixture {
  gdId: string;
  menu: PublishedMenu;
  /** A restaurantAdmin of Golden Dragon (passes every check), named Test User. */
  admin: string;
}

/** Seeds the demo data and pins the clock at Monday lunch; call in beforeAll. */
export async function posFixture(t: TestApp): Promise<PosFixture> {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  const gdId = (await restaurantRow(t, 'goldendragon')).id;
  const menu = await menuOf(t, 'goldendragon', '5');
  const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId });
  return { gdId, menu, admin: cookie };
}

/** Every test starts with no open bill at Golden Dragon (earlier ones are set aside as deleted). */
export async function setAsideOpenBills(t: TestApp, gdId: string): Promise<void> {
  t.setNow(MONDAY_NOON);
  await t.db
    .update(transactions)
    .set({ status: 'deleted', deletedReason: 'Test transaction' })
    .where(and(eq(transactions.restaurantId, gdId), eq(transactions.status, 'active')));
}

/** Moves the app's clock on by a second (history rows of one time are in no set order). */
export function tick(t: TestApp): void {
  t.setNow(new Date(t.deps.now().getTime() + 1000));
}

/** Golden Dragon's posSettings with these lists (restored by the caller if it matters). */
export async function setPosSettings(
  t: TestApp,
  gdId: string,
  settings: Record<string, unknown>,
): Promise<void> {
  await t.db.update(restaurants).set({ posSettings: settings }).where(eq(restaurants.id, gdId));
}

export const dish = (menu: PublishedMenu, name: string, quantity = 1) =>
  line(dishNamed(menu, name), { quantity });

/** A valid POS order for table 5 (the caller gives the items and anything else). */
export const posOrder = (items: unknown[], o: Record<string, unknown> = {}) => ({
  orderNumber: orderNumber(),
  type: 'dinein',
  tableNo: '5',
  items,
  ...o,
});

export const requestId = () => `req-${randomUUID()}`;

export const call = (
  t: TestApp,
  as: string | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => t.request({ method, url: `/api${url}`, as, ...(payload ? { payload } : {}) });

/** The bill of a 200 answer (PosBillResponse), failing with the body otherwise. */
export function billOf(res: LightMyRequestResponse): Transaction {
  expect(res.statusCode, res.body).toBe(200);
  return PosBillResponse.parse(res.json()).transaction;
}

export function paymentOf(res: LightMyRequestResponse): PosPaymentResponse {
  expect(res.statusCode, res.body).toBe(200);
  return PosPaymentResponse.parse(res.json());
}

/** A refusal: its status and its message, verbatim. */
export function refused(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toBe(message);
}

export const placePos = async (t: TestApp, as: string, body: object) =>
  billOf(await call(t, as, 'POST', '/pos/orders', body));

export const pay = (t: TestApp, as: string, billId: string, type: string, amount: number, id = requestId()) =>
  call(t, as, 'POST', `/transactions/${billId}/payments`, { type, amount, requestId: id });

export const operationsOf = (t: TestApp, billId: string) =>
  t.db.select().from(transactionOperations).where(eq(transactionOperations.transactionId, billId));

export const activitiesOf = (t: TestApp, billId: string) =>
  t.db.select().from(staffActivities).where(eq(staffActivities.transactionId, billId));

/** Collects the restaurant's realtime messages until `stop()` is called. */
export function listen(t: TestApp, restaurantId: string): { messages: RealtimeMessage[]; stop: () => void } {
  const messages: RealtimeMessage[] = [];
  const stop = t.deps.events.subscribe(restaurantTopic(restaurantId), (e) =>
    messages.push(e.payload as RealtimeMessage),
  );
  return { messages, stop };
}

/** A manager of Golden Dragon with these permission codes. */
export const manager = async (t: TestApp, gdId: string, permissions: string[]) =>
  (await signedInUser(t, { role: 'restaurantManager', restaurantId: gdId, permissions })).cookie;
