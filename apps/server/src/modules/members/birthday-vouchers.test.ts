import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, outboxMessages, promotions, vouchers } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { buildTestApp } from '../../test/test-app';
import { restaurantRow } from '../orders/order-test-helpers';
import { issueBirthdayVouchers } from './birthday-vouchers';

const t = await buildTestApp();
// Wednesday 24 December 2025, 00:30 in Sydney (still the 23rd in UTC).
const NOW = new Date('2025-12-23T13:30:00Z');
let restaurantId: string;

const member = async (phone: string, day: number, month: number) => {
  const [row] = await t.db
    .insert(members)
    .values({ id: newId(), restaurantId, firstName: 'B', phone, birthdayDay: day, birthdayMonth: month })
    .returning();
  return row!;
};

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  restaurantId = (await restaurantRow(t, 'goldendragon')).id;
  await t.db.insert(promotions).values({
    id: newId(),
    restaurantId,
    type: 'birthday',
    name: 'Birthday',
    description: 'A free dessert',
    isEnabled: true,
    maxAmount: 1200,
    expiryDays: 14,
    isFreeItem: true,
  });
});

describe('birthday vouchers', () => {
  it('issues ahead of the birthday on the restaurant day, once a year, and texts the member', async () => {
    const soon = await member('0416000001', 31, 12); // 7 days after the Sydney date 24 Dec
    const later = await member('0416000002', 1, 1); // 8 days: not yet
    const newYear = await member('0416000003', 24, 12); // today in Sydney, yesterday's date in UTC
    expect(await issueBirthdayVouchers(t.deps, NOW)).toBe(2);
    expect(await issueBirthdayVouchers(t.deps, NOW)).toBe(0);
    const [v] = await t.db.select().from(vouchers).where(eq(vouchers.memberId, soon.id));
    expect(v).toMatchObject({
      type: 'birthday',
      isFreeItem: true,
      maxPrice: 1200,
      effectiveFrom: '2025-12-24',
      expireDate: '2026-01-07',
      issueKey: 'birthday:2025',
    });
    expect(await t.db.select().from(vouchers).where(eq(vouchers.memberId, later.id))).toEqual([]);
    expect(await t.db.select().from(vouchers).where(eq(vouchers.memberId, newYear.id))).toHaveLength(1);
    const sms = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, '0416000001')));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('Happy birthday from Golden Dragon');
    // A day later the 1 January birthday is due (next year's key), the others are not issued again.
    expect(await issueBirthdayVouchers(t.deps, new Date(NOW.getTime() + 86_400_000))).toBe(1);
    const [next] = await t.db.select().from(vouchers).where(eq(vouchers.memberId, later.id));
    expect(next!.issueKey).toBe('birthday:2026');
  });
});
