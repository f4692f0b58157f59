import { describe, expect, it } from 'vitest';
import {
  liveTransactionItems,
  liveTransactionLabel,
  liveTransactionsByTab,
  liveTransactionTab,
} from './live-transaction-view';
import type { LiveTransaction, TransactionDish } from './transaction.contract';

const dish = (name: string, quantity: number, more: Partial<TransactionDish> = {}): TransactionDish => ({
  quantity,
  subTotal: 100,
  lineTotal: 100 * quantity,
  dish: { id: name, name, altName: null, price: 100 },
  size: null,
  options: [],
  specialInstructions: '',
  isTakeaway: false,
  permanentDeletion: false,
  isVoidedDish: false,
  lineId: `${name}-line`,
  price: 100,
  voidReason: null,
  seat: null,
  ...more,
});

function live(
  type: NonNullable<LiveTransaction['type']>,
  more: Partial<LiveTransaction> = {},
): LiveTransaction {
  const dinein = type === 'dinein';
  const delivery = type === 'delivery' || type === 'deliveryPartner';
  return {
    id: type,
    transactionId: type,
    type,
    tableNumber: dinein ? '5' : null,
    timestamp: '2025-06-02T02:00:00.000Z',
    currencySymbolString: '$',
    isDinein: dinein,
    isOnlineTakeawayOrPickup: !dinein && !delivery,
    isTakeawayDelivery: delivery,
    table: {
      isTakeaway: !dinein && !delivery,
      isDeliveryOrder: delivery,
      takeawayPerson: dinein ? null : 'Mei Chen',
      totalSpending: 1000,
      balance: 1000,
      billPaid: false,
      timeStamp: '2025-06-02T02:00:00.000Z',
      orders: [],
    },
    ...more,
  };
}

describe('live transaction tabs', () => {
  it('puts each bill type under its tab', () => {
    expect(liveTransactionTab(live('dinein'))).toBe('dineIn');
    expect(liveTransactionTab(live('pickup'))).toBe('pickups');
    expect(liveTransactionTab(live('foodcourt'))).toBe('pickups');
    expect(liveTransactionTab(live('takeaway'))).toBe('takeaway');
    expect(liveTransactionTab(live('delivery'))).toBe('deliveries');
    expect(liveTransactionTab(live('deliveryPartner'))).toBe('deliveries');
    const { type: _type, ...untyped } = live('pickup');
    expect(liveTransactionTab(untyped)).toBe('takeaway');
  });

  it('groups a list by tab, keeping its order', () => {
    const a = live('dinein', { id: 'a' });
    const b = live('dinein', { id: 'b' });
    const tabs = liveTransactionsByTab([a, live('takeaway'), b, live('delivery')]);
    expect(tabs.dineIn.map((t) => t.id)).toEqual(['a', 'b']);
    expect(tabs.pickups).toEqual([]);
    expect(tabs.takeaway).toHaveLength(1);
    expect(tabs.deliveries).toHaveLength(1);
  });
});

describe('live transaction cells', () => {
  it('names the table, the customer or the order', () => {
    expect(liveTransactionLabel(live('dinein'))).toBe('Table 5');
    expect(liveTransactionLabel(live('takeaway'))).toBe('Mei Chen');
    const anonymous = live('takeaway');
    anonymous.table = {
      ...anonymous.table,
      takeawayPerson: null,
      orders: [
        {
          orderId: 'o1',
          orderNumber: 'abcdefxy7k',
          createdAt: '',
          status: 'placed',
          isAccepted: true,
          dishes: [],
          subtotal: 0,
        },
      ],
    };
    expect(liveTransactionLabel(anonymous)).toBe('Order XY7K');
  });

  it('lists the dishes that count, summed by name', () => {
    const t = live('dinein');
    const order = (status: 'placed' | 'cancelled', dishes: TransactionDish[]) => ({
      orderId: status,
      orderNumber: status,
      createdAt: '',
      status,
      isAccepted: true,
      dishes,
      subtotal: 0,
    });
    t.table.orders = [
      order('placed', [
        dish('Siu Mai', 2),
        dish('Coca-Cola', 1),
        dish('Tea', 1, { isVoidedDish: true }),
        dish('Rice', 1, { permanentDeletion: true }),
        dish('Noodles', 1, { size: { name: 'Large', price: 200 } }),
      ]),
      order('placed', [dish('Siu Mai', 1)]),
      order('cancelled', [dish('Dumplings', 3)]),
    ];
    expect(liveTransactionItems(t)).toBe('3 × Siu Mai, 1 × Coca-Cola, 1 × Noodles (Large)');
  });
});
