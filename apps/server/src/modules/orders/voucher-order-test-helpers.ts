import type { PublishedMenu } from '@rpos/domain';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outboxMessages, promotions } from '../../db/schema';
import { newId } from '../../platform/ids';
import type { TestApp } from '../../test/test-app';
import { dishNamed, line, payload } from './order-test-helpers';

// Shared by the tests of orders with a member's voucher at Golden Dragon (demo data seeded).

/** Golden Dragon's new-member promotion: 10 % up to $5 for 30 days, its vouchers named 'Welcome'. */
export async function addWelcomePromotion(t: TestApp, restaurantId: string): Promise<void> {
  await t.db.insert(promotions).values({
    id: newId(),
    restaurantId,
    type: 'newMember',
    name: 'Welcome',
    description: '10 % off your first order',
    isEnabled: true,
    maxAmount: 500,
    expiryDays: 30,
    isPercentage: true,
    percentage: 10,
  });
}

export interface SmsCode {
  phone: string;
  sid: string;
  code: string;
}

/** Asks Golden Dragon for an SMS code for the phone; the code is read from the outbox. */
export async function smsCodeFor(t: TestApp, phone: string): Promise<SmsCode> {
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

export interface TestMember {
  memberId: string;
  token: string;
  phone: string;
  /** The new-member voucher joining issued. */
  voucherId: string;
}

/** Joins Golden Dragon with a fresh SMS code: the member, its device token and its Welcome voucher. */
export async function joinedMember(t: TestApp, phone: string): Promise<TestMember> {
  const c = await smsCodeFor(t, phone);
  const res = await t.request({
    method: 'POST',
    url: '/api/joinMember',
    payload: {
      restaurantId: 'goldendragon',
      firstName: 'Ada',
      lastName: 'Lim',
      phoneNumber: phone,
      sid: c.sid,
      verifyCode: c.code,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    memberId: body.member.memberId as string,
    token: body.memberToken as string,
    phone,
    voucherId: body.vouchers[0].voucherId as string,
  };
}

/** A pay-at-counter order of Crispy Pork Belly for the member, with the voucher asked for (if any). */
export function memberOrder(
  menu: PublishedMenu,
  m: Pick<TestMember, 'memberId' | 'token' | 'phone'>,
  o: { voucherId?: string; quantity?: number; orderNumber?: string; extra?: Record<string, unknown> } = {},
) {
  return payload([line(dishNamed(menu, 'Crispy Pork Belly'), { quantity: o.quantity ?? 1 })], {
    user: { phoneNumber: m.phone },
    order: o.orderNumber ? { orderNumber: o.orderNumber } : {},
    extra: { memberId: m.memberId, memberToken: m.token, voucherId: o.voucherId, ...o.extra },
  });
}
