import { describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids';
import { createRestaurant } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { findOrderByNumber, insertOrderIfNew, type OrderInsert } from './orders.repository';

const t = await buildTestApp();

const row = (restaurantId: string, orderNumber: string): OrderInsert => ({
  id: newId(),
  restaurantId,
  orderNumber,
  kind: 'takeaway',
  tableId: 'takeaway',
  pickupTime: new Date(),
  paymentType: 'payAtCounter',
  status: 'placed',
  subtotal: 100,
  total: 100,
  customerName: 'A',
  menuId: 'm',
  menuVersion: 1,
  orderTime: new Date(),
});

describe('insertOrderIfNew', () => {
  it('inserts once per restaurant and number; the conflict answers nothing', async () => {
    const r = await createRestaurant(t.db);
    const first = await insertOrderIfNew(t.db, row(r.id, 'number0001'));
    expect(first?.orderNumber).toBe('number0001');
    expect(await insertOrderIfNew(t.db, row(r.id, 'number0001'))).toBeUndefined();
    expect((await findOrderByNumber(t.db, r.id, 'number0001'))?.id).toBe(first!.id);
    // Concurrent inserts in their own transactions: exactly one wins.
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.db.transaction((tx) => insertOrderIfNew(tx, row(r.id, 'number0002'))),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const other = await createRestaurant(t.db);
    expect(await insertOrderIfNew(t.db, row(other.id, 'number0001'))).toBeDefined();
  });

  it('refuses totals that do not add up', async () => {
    const r = await createRestaurant(t.db);
    await expect(insertOrderIfNew(t.db, { ...row(r.id, 'number0003'), total: 99 })).rejects.toThrow();
  });
});
