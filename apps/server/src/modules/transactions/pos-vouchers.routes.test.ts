import { MEMBER_VOUCHER_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, restaurants, vouchers } from '../../db/schema';
import { newId } from '../../platform/ids';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import {
  billOf,
  call,
  dish,
  manager,
  placePos,
  posFixture,
  posOrder,
  refused,
  setAsideOpenBills,
} from './pos-test-helpers';

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

let seq = 0;
async function memberWithVoucher(restaurantId: string, v: Partial<typeof vouchers.$inferInsert> = {}) {
  const phone = `04170000${String(seq++).padStart(2, '0')}`;
  const [m] = await t.db
    .insert(members)
    .values({ id: newId(), restaurantId, firstName: 'Pat', lastName: 'Lee', phone })
    .returning();
  const [voucher] = await t.db
    .insert(vouchers)
    .values({
      id: newId(),
      restaurantId,
      memberId: m!.id,
      type: 'online',
      name: 'Sorry',
      description: '$5 off',
      amount: 500,
      maxPrice: 500,
      effectiveFrom: '2025-06-01',
      expiryDays: 30,
      expireDate: '2025-07-01',
      ...v,
    })
    .returning();
  return { phone, member: m!, voucher: voucher! };
}

describe('POS: a member voucher on a bill', () => {
  it('finds the member by phone and applies the voucher once, as a discount of the bill', async () => {
    const { phone, voucher } = await memberWithVoucher(gdId);
    const found = await call(t, admin, 'POST', '/pos/memberVouchers', {
      phoneNumber: `+61 ${phone.slice(1)}`,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      member: { firstName: 'Pat' },
      vouchers: [{ voucherId: voucher.id }],
    });
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)]));
    const applied = billOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id }),
    );
    expect(applied.totals.discounts).toBe(500);
    expect(applied.totalSpending).toBe(
      bill.totalSpending - 500 + (applied.totals.surcharges - bill.totals.surcharges),
    );
    expect(applied.adjustments.find((a) => a.adjustmentType === 'discount')).toMatchObject({
      name: 'Member voucher',
      price: 500,
    });
    const [used] = await t.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(used!.status).toBe('used');
    refused(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id }),
      400,
      MEMBER_VOUCHER_MESSAGES.used,
    );
  });

  it("never finds or applies another restaurant's member or voucher", async () => {
    const other = await otherRestaurant();
    const { phone, voucher } = await memberWithVoucher(other);
    const found = await call(t, admin, 'POST', '/pos/memberVouchers', { phoneNumber: phone });
    expect(found.json()).toEqual({ member: null, vouchers: [] });
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    refused(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id }),
      400,
      MEMBER_VOUCHER_MESSAGES.notFound,
    );
  });

  it('refuses an expired voucher, and callers without the right role or session', async () => {
    const { voucher } = await memberWithVoucher(gdId, {
      effectiveFrom: '2025-05-01',
      expireDate: '2025-06-01',
    });
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')]));
    refused(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id }),
      400,
      MEMBER_VOUCHER_MESSAGES.expired,
    );
    const noSession = await call(t, undefined, 'POST', '/pos/memberVouchers', { phoneNumber: '0412' });
    expect(noSession.statusCode).toBe(403);
    const noPermission = await manager(t, gdId, []);
    expect(
      (await call(t, noPermission, 'POST', '/pos/memberVouchers', { phoneNumber: '0412' })).statusCode,
    ).toBe(403);
    const report = (await signedInUser(t, { role: 'restaurantReport', restaurantId: gdId })).cookie;
    expect(
      (await call(t, report, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id }))
        .statusCode,
    ).toBe(403);
  });
});

async function otherRestaurant(): Promise<string> {
  const rows = await t.db.select({ id: restaurants.id, type: restaurants.type }).from(restaurants);
  return rows.find((r) => r.id !== gdId && r.type === 'restaurant')!.id;
}
