import type { TestApp } from '../../test/test-app';
import { fixtureRestaurant, writeOrder, writeRefund } from './report-fixture';

// The fixture of reports.routes.test.ts, in Sydney time (AEDT = UTC+11 until 03:00 on Sunday
// 5 April 2026, a 25-hour day; AEST = UTC+10 after; AEDT again from 02:00 on Sunday 5 October 2025,
// a 23-hour day). "Now" is 20:00 on 5 April 2026.

export const NOW = new Date('2026-04-05T10:00:00Z');

export async function writeReportsFixture(t: TestApp) {
  const a = await fixtureRestaurant(t, 'Fixture A');
  const b = await fixtureRestaurant(t, 'Fixture B');
  const A = a.restaurant.id;
  const { harGow, friedRice, springRoll, egg } = a;

  // Saturday 4 April, 23:50: an online delivery, paid online.
  await writeOrder(
    t,
    A,
    {
      at: '2026-04-04T12:50:00Z',
      origin: 'online',
      kind: 'delivery',
      lines: [{ ...friedRice, quantity: 2 }],
    },
    { type: 'delivery', payments: [{ type: 'OBPayments', amount: 3000, at: '2026-04-04T12:55:00Z' }] },
  );
  // Sunday 5 April 00:30 (13:30 UTC on the 4th): table 5, paid in two parts (cash, then EFTPOS + 12 surcharge).
  await writeOrder(
    t,
    A,
    {
      at: '2026-04-04T13:30:00Z',
      origin: 'local',
      kind: 'dinein',
      lines: [
        { ...harGow, quantity: 2 },
        { ...friedRice, quantity: 1, options: [egg] },
      ],
    },
    {
      type: 'dinein',
      tableNo: '5',
      payments: [
        { type: 'CASH', amount: 3000, at: '2026-04-04T13:45:00Z' },
        { type: 'EFTPOS', amount: 2400, surcharge: 12, at: '2026-04-04T13:46:00Z' },
      ],
    },
  );
  // 02:30 AEDT, then 02:30 AEST an hour later: the repeated hour.
  const o2 = await writeOrder(
    t,
    A,
    { at: '2026-04-04T15:30:00Z', origin: 'online', kind: 'takeaway', lines: [{ ...harGow, quantity: 1 }] },
    { type: 'takeaway', payments: [{ type: 'OBPayments', amount: 1850, at: '2026-04-04T15:31:00Z' }] },
  );
  await writeOrder(
    t,
    A,
    {
      at: '2026-04-04T16:30:00Z',
      origin: 'local',
      kind: 'pickup-delivery',
      lines: [{ ...friedRice, quantity: 1 }],
    },
    { type: 'pickup', payments: [{ type: 'CASH', amount: 1500, at: '2026-04-04T16:31:00Z' }] },
  );
  // 12:00: a bill deleted after it was paid.
  await writeOrder(
    t,
    A,
    { at: '2026-04-05T02:00:00Z', origin: 'local', kind: 'dinein', lines: [{ ...springRoll, quantity: 3 }] },
    {
      type: 'dinein',
      tableNo: '7',
      status: 'deleted',
      payments: [{ type: 'CASH', amount: 2400, at: '2026-04-05T02:05:00Z' }],
    },
  );
  // 18:00: a voided spring roll, the har gow paid by card (+28 surcharge) at 18:30.
  await writeOrder(
    t,
    A,
    {
      at: '2026-04-05T08:00:00Z',
      origin: 'local',
      kind: 'dinein',
      lines: [
        { ...harGow, quantity: 1 },
        { ...springRoll, quantity: 1, voided: true },
      ],
    },
    {
      type: 'dinein',
      tableNo: '5',
      payments: [{ type: 'VISAMastercard', amount: 1850, surcharge: 28, at: '2026-04-05T08:30:00Z' }],
    },
  );
  // 19:00: 5.00 of the takeaway's online payment refunded.
  await writeRefund(t, A, o2.orderId, 500, '2026-04-05T09:00:00Z');
  // 10:00: an order deleted from the orders list (on no bill); 11:00: an online order never paid.
  await writeOrder(t, A, {
    at: '2026-04-05T00:00:00Z',
    origin: 'local',
    kind: 'dinein',
    deleted: true,
    lines: [{ ...harGow, quantity: 1 }],
  });
  await writeOrder(t, A, {
    at: '2026-04-05T01:00:00Z',
    origin: 'online',
    kind: 'takeaway',
    status: 'pendingPayment',
    lines: [{ ...harGow, quantity: 5 }],
  });

  // Sunday 5 October 2025 (23 hours): 01:30 AEST, 03:30 AEDT, 23:30 AEDT; then Monday 00:30.
  for (const at of [
    '2025-10-04T15:30:00Z',
    '2025-10-04T16:30:00Z',
    '2025-10-05T12:30:00Z',
    '2025-10-05T13:30:00Z',
  ]) {
    await writeOrder(
      t,
      A,
      { at, origin: 'local', kind: 'dinein', lines: [{ ...springRoll, quantity: 1 }] },
      { type: 'dinein', tableNo: '3', payments: [{ type: 'CASH', amount: 800, at }] },
    );
  }

  // Restaurant B: one big cash bill on 5 April that A must never see.
  await writeOrder(
    t,
    b.restaurant.id,
    {
      at: '2026-04-05T03:00:00Z',
      origin: 'local',
      kind: 'dinein',
      lines: [{ ...b.harGow, quantity: 1, unitPrice: 99900 }],
    },
    { type: 'dinein', tableNo: '1', payments: [{ type: 'CASH', amount: 99900, at: '2026-04-05T03:05:00Z' }] },
  );
  return { a, b };
}
