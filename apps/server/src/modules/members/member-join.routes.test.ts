import {
  MEMBER_JOIN_MESSAGES,
  MEMBER_VOUCHER_MESSAGES,
  ORDER_MESSAGES,
  type PublishedMenu,
} from '@rpos/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  members,
  orders,
  outboxMessages,
  promotions,
  restaurants,
  transactionAdjustments,
  transactionOrders,
  vouchers,
} from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { buildTestApp } from '../../test/test-app';
import { purgeExpired } from '../housekeeping/housekeeping.repository';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
  restaurantRow,
} from '../orders/order-test-helpers';

const t = await buildTestApp();
let menu: PublishedMenu;
let goldenId: string;
let otherId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  goldenId = (await restaurantRow(t, 'goldendragon')).id;
  const [other] = await t.db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(sql`${restaurants.urlIdentifier} <> 'goldendragon'`, eq(restaurants.type, 'restaurant')))
    .limit(1);
  otherId = other!.id;
  // Golden Dragon's new-member promotion: 10 % up to $5 for 30 days.
  await t.db.insert(promotions).values({
    id: newId(),
    restaurantId: goldenId,
    type: 'newMember',
    name: 'Welcome',
    description: '10 % off your first order',
    isEnabled: true,
    maxAmount: 500,
    expiryDays: 30,
    isPercentage: true,
    percentage: 10,
  });
});

let phoneSeq = 0;
async function codeFor(phone = `04150000${String(phoneSeq++).padStart(2, '0')}`) {
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
  return { phone, sid: res.json().sid as string, code: /(\d{6})$/.exec(m!.body)![1]! };
}

async function join(extra: Record<string, unknown> = {}, phone?: string) {
  const c = await codeFor(phone);
  const res = await t.request({
    method: 'POST',
    url: '/api/joinMember',
    payload: {
      restaurantId: 'goldendragon',
      firstName: 'Ada',
      lastName: 'Lim',
      phoneNumber: c.phone,
      sid: c.sid,
      verifyCode: c.code,
      ...extra,
    },
  });
  return { res, ...c };
}

const vouchersOf = (memberId: string, token: string, restaurantId = 'goldendragon') =>
  t.request({
    method: 'GET',
    url: `/api/memberVouchers?restaurantId=${restaurantId}&memberId=${memberId}`,
    headers: { memberToken: token },
  });

// Crispy Pork Belly: the order's subtotal is the dish's price.
const porkOrder = (m: { memberId: string; token: string; voucherId?: string; phone: string }, quantity = 1) =>
  payload([line(dishNamed(menu, 'Crispy Pork Belly'), { quantity })], {
    user: { phoneNumber: m.phone },
    extra: { memberId: m.memberId, memberToken: m.token, voucherId: m.voucherId },
  });

async function newMember() {
  const { res, phone } = await join();
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return { memberId: body.member.memberId as string, token: body.memberToken as string, phone, body };
}

describe('joining as a member', () => {
  it('joins with the SMS code, issues the new-member voucher (30 days from the local day) once', async () => {
    const { body, memberId, phone } = await newMember();
    expect(body.isNew).toBe(true);
    expect(body.message).toBe(MEMBER_JOIN_MESSAGES.joined);
    expect(body.vouchers).toHaveLength(1);
    expect(body.vouchers[0]).toMatchObject({
      type: 'newMember',
      isPercentage: true,
      percents: 10,
      maxPrice: 500,
      effectiveFrom: '2025-06-02',
      expireDate: '2025-07-02',
    });
    // Joining again with that phone (a minute later: one code a minute) recognises the member.
    t.setNow(new Date(MONDAY_NOON.getTime() + 61_000));
    const again = await join({ firstName: 'Someone' }, phone);
    t.setNow(MONDAY_NOON);
    expect(again.res.statusCode, again.res.body).toBe(200);
    expect(again.res.json()).toMatchObject({ isNew: false, member: { memberId, firstName: 'Ada' } });
    const rows = await t.db.select().from(vouchers).where(eq(vouchers.memberId, memberId));
    expect(rows).toHaveLength(1);
  });

  it('refuses a wrong or used code and a bad birthday', async () => {
    const c = await codeFor();
    const wrong = c.code === '000000' ? '111111' : '000000';
    const bad = await t.request({
      method: 'POST',
      url: '/api/joinMember',
      payload: {
        restaurantId: 'goldendragon',
        firstName: 'A',
        phoneNumber: c.phone,
        sid: c.sid,
        verifyCode: wrong,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ORDER_MESSAGES.smsCodeWrong);
    const birthday = await join({ birthdayDay: 31, birthdayMonth: 2 });
    expect(birthday.res.statusCode).toBe(400);
    expect(birthday.res.json().message).toBe(MEMBER_JOIN_MESSAGES.birthdayInvalid);
  });

  it("lists vouchers only with the member's token, never another restaurant's member", async () => {
    const m = await newMember();
    const ok = await vouchersOf(m.memberId, m.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().vouchers).toHaveLength(1);
    const wrong = await vouchersOf(m.memberId, 'not-the-token');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(MEMBER_JOIN_MESSAGES.signInAgain);
    const [other] = await t.db.select().from(restaurants).where(eq(restaurants.id, otherId));
    const foreign = await vouchersOf(m.memberId, m.token, other!.urlIdentifier);
    expect(foreign.statusCode).toBe(401);
  });

  it('offers the new-member promotion on the menu', async () => {
    const res = await t.request({ method: 'GET', url: '/api/memberOffer?restaurantId=goldendragon' });
    expect(res.json()).toEqual({ offer: 'Join and get 10 % off your first order', name: 'Welcome' });
  });
});

describe('redeeming at placeOrder', () => {
  it('takes 10 % up to $5 off, marks the voucher used, and puts the discount on the bill and the invoice', async () => {
    const m = await newMember();
    const voucherId = m.body.vouchers[0].voucherId as string;
    const price = dishNamed(menu, 'Crispy Pork Belly').price;
    const res = await placeOrder(t, porkOrder({ ...m, voucherId }, 3));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const discount = Math.min(500, Math.floor((price * 3 * 10 + 50) / 100));
    expect(answer.subtotalCent).toBe(price * 3);
    expect(answer.discountCent).toBe(discount);
    expect(answer.totalCent).toBe(price * 3 - discount + answer.surchargeTotalCent);
    const [v] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
    expect(v).toMatchObject({ status: 'used', orderId: answer.reference });
    const [link] = await t.db
      .select()
      .from(transactionOrders)
      .where(eq(transactionOrders.orderId, answer.reference));
    const adjustments = await t.db
      .select()
      .from(transactionAdjustments)
      .where(eq(transactionAdjustments.transactionId, link!.transactionId));
    expect(adjustments).toMatchObject([{ type: 'discount', name: 'Member voucher', amount: discount }]);
    const invoice = await t.request({
      method: 'GET',
      url: `/api/invoice?restaurantId=goldendragon&orderId=${answer.reference}`,
    });
    expect(invoice.json()).toMatchObject({ discountTotal: discount, discountName: 'Welcome' });
    // Used: a second order is refused, nothing written.
    const again = await placeOrder(t, porkOrder({ ...m, voucherId }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MEMBER_VOUCHER_MESSAGES.used);
  });

  it('gives the voucher back when an unpaid card order is abandoned (decision 0267)', async () => {
    const m = await newMember();
    const voucherId = m.body.vouchers[0].voucherId as string;
    const body = porkOrder({ ...m, voucherId });
    const res = await placeOrder(t, { ...body, order: { ...body.order, paymentType: 'card' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.db.select().from(vouchers).where(eq(vouchers.id, voucherId)))[0]!.status).toBe('used');
    // orders.created_at is the database clock, not the test clock.
    await purgeExpired(t.db, new Date(Date.now() + 3 * 3_600_000));
    const [v] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
    expect(v).toMatchObject({ status: 'active', usedAt: null, orderId: null });
  });

  it('lets exactly one of two concurrent orders use a voucher', async () => {
    const m = await newMember();
    const voucherId = m.body.vouchers[0].voucherId as string;
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(eq(orders.voucherId, voucherId))
      )[0]!.n;
    const replies = await Promise.all([1, 2].map(() => placeOrder(t, porkOrder({ ...m, voucherId }))));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(replies.find((r) => r.statusCode === 400)!.json().message).toBe(MEMBER_VOUCHER_MESSAGES.used);
    expect(await count()).toBe(1);
  });

  it('refuses expired, withdrawn, foreign and tokenless vouchers with their texts', async () => {
    const m = await newMember();
    const other = await newMember();
    const voucherId = m.body.vouchers[0].voucherId as string;
    const refused = async (body: unknown, status: number, message: string) => {
      const res = await placeOrder(t, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refused(porkOrder({ ...other, voucherId }), 400, MEMBER_VOUCHER_MESSAGES.notYours);
    await refused(porkOrder({ ...m, token: 'x', voucherId }), 401, MEMBER_JOIN_MESSAGES.signInAgain);
    await refused(
      payload([line(dishNamed(menu, 'Crispy Pork Belly'))], { extra: { voucherId } }),
      400,
      MEMBER_VOUCHER_MESSAGES.memberRequired,
    );
    // On its expiry date (30 days on, Sydney) it no longer works.
    t.setNow(new Date('2025-07-02T02:00:00Z'));
    await refused(porkOrder({ ...m, voucherId }), 400, MEMBER_VOUCHER_MESSAGES.expired);
    t.setNow(MONDAY_NOON);
    await t.db.update(vouchers).set({ status: 'expired' }).where(eq(vouchers.id, voucherId));
    await refused(porkOrder({ ...m, voucherId }), 400, MEMBER_VOUCHER_MESSAGES.disabled);
    // Another restaurant's voucher is not found.
    const [foreignMember] = await t.db
      .insert(members)
      .values({ id: newId(), restaurantId: otherId, firstName: 'Far', phone: m.phone })
      .returning();
    const [foreign] = await t.db
      .insert(vouchers)
      .values({
        id: newId(),
        restaurantId: otherId,
        memberId: foreignMember!.id,
        type: 'online',
        name: 'Far',
        description: 'Far away',
        amount: 100,
        maxPrice: 100,
        effectiveFrom: '2025-06-01',
        expiryDays: 30,
        expireDate: '2025-07-01',
      })
      .returning();
    await refused(porkOrder({ ...m, voucherId: foreign!.id }), 400, MEMBER_VOUCHER_MESSAGES.notFound);
  });
});
