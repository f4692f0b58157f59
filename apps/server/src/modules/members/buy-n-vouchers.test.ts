import type { PublishedMenu } from '@rpos/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberSessions, members, orders, promotions, vouchers } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { hashSecret, newId } from '../../platform/ids';
import { buildTestApp } from '../../test/test-app';
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
let restaurantId: string;
let promotionId: string;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  menu = await menuOf(t, 'goldendragon', '5');
  restaurantId = (await restaurantRow(t, 'goldendragon')).id;
  promotionId = newId();
  await t.db.insert(promotions).values({
    id: promotionId,
    restaurantId,
    type: 'buyNFree',
    name: 'Fifth is free',
    description: 'A free dish',
    isEnabled: true,
    maxAmount: 2000,
    expiryDays: 60,
    isFreeItem: true,
    buyCount: 2,
  });
});

async function provenMember() {
  const [m] = await t.db
    .insert(members)
    .values({ id: newId(), restaurantId, firstName: 'Lou', phone: '0418000001' })
    .returning();
  const token = `tok-${newId()}`;
  await t.db.insert(memberSessions).values({ tokenHash: hashSecret(token), memberId: m!.id });
  return { memberId: m!.id, token };
}

const order = (extra: Record<string, unknown>) => payload([line(dishNamed(menu, 'Coca-Cola'))], { extra });

describe('buy N get free (decision 0270)', () => {
  it('every Nth order of a proven member earns one voucher; an unproven memberId earns nothing', async () => {
    const m = await provenMember();
    const mine = () => t.db.select().from(vouchers).where(eq(vouchers.memberId, m.memberId));
    const place = async (extra: Record<string, unknown>) => {
      const res = await placeOrder(t, order(extra));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reference as string;
    };
    await place({ memberId: m.memberId, memberToken: m.token });
    expect(await mine()).toHaveLength(0);
    // A wrong token: the order is taken, without the member.
    const stranger = await place({ memberId: m.memberId, memberToken: 'wrong' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, stranger));
    expect(row!.memberId).toBeNull();
    await place({ memberId: m.memberId, memberToken: m.token });
    expect(await mine()).toMatchObject([
      {
        type: 'buyNFree',
        promotionId,
        isFreeItem: true,
        maxPrice: 2000,
        issueKey: `buyNFree:${promotionId}:1`,
      },
    ]);
    await place({ memberId: m.memberId, memberToken: m.token });
    expect(await mine()).toHaveLength(1);
    await place({ memberId: m.memberId, memberToken: m.token });
    const keys = (await mine()).map((v) => v.issueKey).sort();
    expect(keys).toEqual([`buyNFree:${promotionId}:1`, `buyNFree:${promotionId}:2`]);
    const counted = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, m.memberId), eq(orders.restaurantId, restaurantId)));
    expect(counted).toHaveLength(4);
  });
});
