import { MEMBER_VOUCHER_MESSAGES, type PublishedMenu } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members, restaurants, transactionAdjustments, transactionOrders, vouchers } from '../../db/schema';
import { newId } from '../../platform/ids';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { MONDAY_NOON, placeOrder } from '../orders/order-test-helpers';
import { addWelcomePromotion, joinedMember, memberOrder } from '../orders/voucher-order-test-helpers';
import {
  billOf,
  call,
  dish,
  manager,
  pay,
  paymentOf,
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

describe('POS: removing a member voucher discount (decision 0362)', () => {
  const voucherRow = async (id: string) =>
    (await t.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!;
  const voucherAdjustment = (bill: { adjustments: { id: string | null; name: string }[] }) =>
    bill.adjustments.find((a) => a.name === 'Member voucher')!;

  it('releases the voucher when its discount is removed from an unpaid bill; it can be used again', async () => {
    const { voucher } = await memberWithVoucher(gdId);
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)]));
    const applied = billOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id }),
    );
    expect((await voucherRow(voucher.id)).status).toBe('used');
    const removed = billOf(
      await call(
        t,
        admin,
        'DELETE',
        `/transactions/${bill.uuid}/adjustments/${voucherAdjustment(applied).id}`,
      ),
    );
    expect(removed.totals.discounts).toBe(0);
    expect(removed.totalSpending).toBe(bill.totalSpending);
    expect(await voucherRow(voucher.id)).toMatchObject({ status: 'active', usedAt: null, orderId: null });
    expect(removed.operationHistory.at(-1)).toMatchObject({ operationType: 'removeAdjustment' });
    // Usable again, here or on another bill.
    const again = billOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id }),
    );
    expect(again.totals.discounts).toBe(500);
    expect((await voucherRow(voucher.id)).status).toBe('used');
  });

  it('releases the vouchers of an unpaid bill that is deleted', async () => {
    const { voucher } = await memberWithVoucher(gdId);
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)]));
    await call(t, admin, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id });
    expect((await voucherRow(voucher.id)).status).toBe('used');
    const deleter = await manager(t, gdId, ['transactions', 'delTransactions']);
    const deleted = await call(t, deleter, 'DELETE', `/liveTransactions/${bill.uuid}?reason=Customer%20left`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await voucherRow(voucher.id)).toMatchObject({ status: 'active', usedAt: null, orderId: null });
  });

  it('keeps the voucher used once the bill is paid: no removal, and a refund does not restore it', async () => {
    const { voucher } = await memberWithVoucher(gdId);
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)]));
    const applied = billOf(
      await call(t, admin, 'POST', `/transactions/${bill.uuid}/voucher`, { voucherId: voucher.id }),
    );
    const paid = paymentOf(await pay(t, admin, bill.uuid, 'CASH', applied.totalSpending));
    expect(paid.transaction.billPaid).toBe(true);
    const removal = await call(
      t,
      admin,
      'DELETE',
      `/transactions/${bill.uuid}/adjustments/${voucherAdjustment(applied).id}`,
    );
    refused(removal, 409, 'This bill is already paid.');
    expect((await voucherRow(voucher.id)).status).toBe('used');
    // The POS's refund of a paid bill (deleted with reason Refund) gives money back, not the voucher.
    const deleter = await manager(t, gdId, ['transactions', 'delTransactions']);
    const refunded = await call(t, deleter, 'DELETE', `/liveTransactions/${bill.uuid}?reason=Refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await voucherRow(voucher.id)).status).toBe('used');
  });

  it("releases a diner's placeOrder voucher whose discount staff take off the unpaid bill", async () => {
    await addWelcomePromotion(t, gdId);
    const m = await joinedMember(t, '0418000001');
    const placed = await placeOrder(t, memberOrder(menu, m, { voucherId: m.voucherId, quantity: 2 }));
    expect(placed.statusCode, placed.body).toBe(200);
    const [link] = await t.db
      .select()
      .from(transactionOrders)
      .where(eq(transactionOrders.orderId, placed.json().reference));
    const bill = billOf(await call(t, admin, 'GET', `/transaction/${link!.transactionId}`));
    expect(voucherAdjustment(bill)).toMatchObject({ price: placed.json().discountCent });
    billOf(
      await call(t, admin, 'DELETE', `/transactions/${bill.uuid}/adjustments/${voucherAdjustment(bill).id}`),
    );
    expect(await voucherRow(m.voucherId)).toMatchObject({ status: 'active', usedAt: null, orderId: null });
  });

  it("does not release another restaurant's voucher nor anything for a discount that is no voucher", async () => {
    const other = await otherRestaurant();
    const { voucher } = await memberWithVoucher(other);
    await t.db
      .update(vouchers)
      .set({ status: 'used', usedAt: MONDAY_NOON })
      .where(eq(vouchers.id, voucher.id));
    const bill = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai', 2)]));
    // A forged link to another restaurant's voucher (no call makes one): removing it releases nothing there.
    await t.db.insert(transactionAdjustments).values({
      id: newId(),
      transactionId: bill.uuid,
      type: 'discount',
      name: 'Member voucher',
      amount: 100,
      voucherId: voucher.id,
    });
    const withIt = billOf(await call(t, admin, 'GET', `/transaction/${bill.uuid}`));
    billOf(
      await call(
        t,
        admin,
        'DELETE',
        `/transactions/${bill.uuid}/adjustments/${voucherAdjustment(withIt).id}`,
      ),
    );
    expect((await voucherRow(voucher.id)).status).toBe('used');
  });
});

async function otherRestaurant(): Promise<string> {
  const rows = await t.db.select({ id: restaurants.id, type: restaurants.type }).from(restaurants);
  return rows.find((r) => r.id !== gdId && r.type === 'restaurant')!.id;
}
