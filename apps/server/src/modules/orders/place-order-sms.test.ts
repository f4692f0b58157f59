import { ORDER_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages, restaurants, smsCodes } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, line, MONDAY_NOON, menuOf, payload, placeOrder } from './order-test-helpers';

const t = await buildTestApp();
let menu: PublishedMenu;
const countOrders = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  await t.db
    .update(restaurants)
    .set({ smsVerify: true })
    .where(eq(restaurants.urlIdentifier, 'goldendragon'));
  menu = await menuOf(t, 'goldendragon', '5');
});

let phoneSeq = 0;
/** Asks for a code for a fresh phone; returns the phone, sid and code (read from the outbox). */
async function codeFor(): Promise<{ phone: string; sid: string; code: string }> {
  const phone = `04140000${String(phoneSeq++).padStart(2, '0')}`;
  const res = await t.request({
    method: 'POST',
    url: '/api/sendCode',
    payload: { mobilePhone: phone, recaptcha: 'x', restaurantId: 'goldendragon' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [m] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, phone)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return { phone, sid: res.json().sid, code: /(\d{6})$/.exec(m!.body)![1]! };
}

const order = (phone: string, extra: Record<string, unknown>) =>
  payload([line(dishNamed(menu, 'Coca-Cola'))], { user: { phoneNumber: phone }, extra });

async function refused(body: unknown, message: string) {
  const before = await countOrders();
  const res = await placeOrder(t, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().message).toBe(message);
  expect(await countOrders()).toBe(before);
}

describe('placeOrder with smsVerify', () => {
  it('requires the code, accepts the right one once, and marks it used', async () => {
    const { phone, sid, code } = await codeFor();
    await refused(order(phone, {}), ORDER_MESSAGES.smsCodeRequired);
    const ok = await placeOrder(t, order(phone, { sid, verifyCode: code }));
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.sid, sid));
    expect(row!.usedAt).toEqual(MONDAY_NOON);
    // Another order with the same code is refused.
    await refused(order(phone, { sid, verifyCode: code }), ORDER_MESSAGES.smsCodeUsed);
  });

  it('lets only one of two concurrent orders use a code', async () => {
    const { phone, sid, code } = await codeFor();
    const before = await countOrders();
    const replies = await Promise.all(
      [1, 2].map(() => placeOrder(t, order(phone, { sid, verifyCode: code }))),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(replies.find((r) => r.statusCode === 400)!.json().message).toBe(ORDER_MESSAGES.smsCodeUsed);
    expect(await countOrders()).toBe(before + 1);
  });

  it('answers a retry of a placed order as a duplicate even though its code is used', async () => {
    const { phone, sid, code } = await codeFor();
    const body = order(phone, { sid, verifyCode: code });
    expect((await placeOrder(t, body)).json().duplicate).toBe(false);
    expect((await placeOrder(t, body)).json().duplicate).toBe(true);
  });

  it('refuses a wrong code, counting attempts up to 5', async () => {
    const { phone, sid, code } = await codeFor();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await refused(order(phone, { sid, verifyCode: wrong }), ORDER_MESSAGES.smsCodeWrong);
    await refused(order(phone, { sid, verifyCode: code }), ORDER_MESSAGES.smsTooManyAttempts);
  });

  it('refuses a code for another phone or an unknown sid', async () => {
    const { sid, code } = await codeFor();
    await refused(order('0414999999', { sid, verifyCode: code }), ORDER_MESSAGES.smsCodeWrong);
    await refused(order('0414999999', { sid: 'nope', verifyCode: code }), ORDER_MESSAGES.smsCodeWrong);
  });

  it('refuses an expired code', async () => {
    const { phone, sid, code } = await codeFor();
    t.setNow(new Date(MONDAY_NOON.getTime() + 5 * 60_000 + 1));
    await refused(order(phone, { sid, verifyCode: code }), ORDER_MESSAGES.smsCodeExpired);
    t.setNow(MONDAY_NOON);
  });

  it('needs a valid phone even when the mobile is otherwise optional', async () => {
    await t.db
      .update(restaurants)
      .set({ isDineMobileOptional: true })
      .where(eq(restaurants.urlIdentifier, 'goldendragon'));
    await refused(order('', { sid: 'x', verifyCode: '123456' }), ORDER_MESSAGES.mobileRequired);
    await t.db
      .update(restaurants)
      .set({ isDineMobileOptional: false })
      .where(eq(restaurants.urlIdentifier, 'goldendragon'));
  });
});
