import {
  applicableSurcharges,
  DAY_NAMES,
  type PosBillResponse,
  type PosFloorResponse,
  type PosSetupResponse,
  type PrintJobsResponse,
  type StaffOpenHoursResponse,
  surchargeDay,
  type TodaySalesReport,
  type Transaction,
} from '@rpos/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { visible } from '../support/diner-checkout';

/**
 * The POS through a network outage (issue 31), on a tablet: the POS opened once online (its service
 * worker keeps the app, IndexedDB its data), then the network cut (Playwright's offline mode): two
 * tables ordered, one paid in cash and closed, the app reloaded while offline, the network back → the
 * bills, the kitchen's print jobs and today's cash are right, once; a second sync writes nothing.
 */

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const TABLET = { width: 1024, height: 768 };
const ALL_DAY = { weekdays: [...DAY_NAMES], openStart: '00:00', openEnd: '24:00' };
const TABLES = ['10', '11'];
const COKE = 400;

async function floorOf(request: APIRequestContext): Promise<PosFloorResponse> {
  const res = await request.get('/api/pos/floor');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PosFloorResponse;
}

async function billOf(request: APIRequestContext, id: string): Promise<Transaction> {
  const res = await request.get(`/api/transaction/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PosBillResponse).transaction;
}

async function todayCash(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/getTodaySalesReport');
  expect(res.status()).toBe(200);
  return ((await res.json()) as TodaySalesReport).todayCash;
}

async function printJobsOf(request: APIRequestContext, orderNumbers: string[]) {
  const res = await request.get('/api/printJobs?pageSize=100');
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PrintJobsResponse).jobs.filter((j) =>
    orderNumbers.includes(j.orderNumber ?? ''),
  );
}

/** Bills other journeys left at these tables are deleted as test transactions. */
async function freeTables(request: APIRequestContext) {
  for (const table of (await floorOf(request)).tables.filter((t) => TABLES.includes(t.tableNumber))) {
    if (!table.bill) continue;
    const res = await request.delete(
      `/api/liveTransactions/${table.bill.uuid}?reason=${encodeURIComponent('Test transaction')}`,
    );
    expect(res.status(), await res.text()).toBe(200);
  }
}

/** Waits until the service worker controls the POS and keeps every script the page loaded. */
async function untilInstalled(pos: Page) {
  await expect
    .poll(
      () =>
        pos.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return 'no controller';
          const cache = await caches.open('rpos-pos-v1');
          const kept = new Set((await cache.keys()).map((r) => new URL(r.url).pathname));
          const loaded = performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => p.startsWith('/assets/'));
          const missing = loaded.filter((p) => !kept.has(p));
          return kept.has('/pos') && missing.length === 0 ? 'ok' : `missing ${missing.length}`;
        }),
      { timeout: 30_000 },
    )
    .toBe('ok');
}

/** A free table opened for 2 guests, one Coca-Cola on the ticket, Send. */
async function orderCoke(pos: Page, table: string) {
  await pos.getByRole('button', { name: `Table ${table}, Free` }).click();
  await pos
    .getByRole('dialog', { name: `Open Table ${table}` })
    .getByRole('button', { name: 'Open table' })
    .click();
  await pos.getByLabel('Search dishes').fill('coca');
  await pos.getByRole('button', { name: 'Add Coca-Cola, $4.00' }).click();
  await pos.getByRole('button', { name: 'Send' }).click();
  await pos.waitForURL(/\/pos\/offline\/offline-[^/]+$/);
  await visible(pos.getByText('Order taken offline'));
}

describe('the POS through a network outage', () => {
  it('two tables ordered and one paid in cash offline, reloaded offline, back online → bills, dockets and cash right once', async () => {
    const { context, page: pos } = await signedInPage(restaurantAdmin, { viewport: TABLET });
    const hours = await pos.request.get('/api/restaurantOpenHours');
    const original = ((await hours.json()) as StaffOpenHoursResponse).openHours;
    try {
      const put = await pos.request.put('/api/restaurantOpenHours/goldendragon', {
        data: { openHours: { openHoursItems: [ALL_DAY], closeDaysItems: [] } },
      });
      expect(put.status()).toBe(200);
      await freeTables(pos.request);
      const cashBefore = await todayCash(pos.request);
      // Bills are counted at the time the tablet took them: a little before now, never before this.
      const started = Date.now() - 60_000;

      // Online once: the app, the menu and the floor are kept on the tablet.
      await pos.goto('/pos');
      await visible(pos.getByRole('button', { name: 'Table 10, Free' }));
      await untilInstalled(pos);

      const setup = (await (await pos.request.get('/api/pos/setup')).json()) as PosSetupResponse;
      const cokeWithSurcharge =
        COKE +
        applicableSurcharges(setup.surchargeRules, surchargeDay(new Date(), setup.timezone), COKE).reduce(
          (sum, s) => sum + s.amount,
          0,
        );

      // The network drops.
      await context.setOffline(true);
      await orderCoke(pos, '10');
      await visible(pos.getByRole('status').getByText(/^Offline — 1 change waiting/));
      await pos.getByRole('link', { name: 'Back to the floor' }).click();
      await orderCoke(pos, '11');
      // Table 11 pays its Coca-Cola (with the day's surcharge, if any, as the tablet works it out from
      // the setup's rules — decision 0536) with a $10 note, and the bill is closed.
      await pos.getByLabel('Cash handed over').fill('10.00');
      await visible(pos.getByText(`Change to give: $${((1000 - cokeWithSurcharge) / 100).toFixed(2)}`));
      await pos.getByRole('button', { name: 'Take cash' }).click();
      await expect.poll(() => pos.getByTestId('offline-balance').textContent()).toBe('Balance $0.00');
      await pos.getByRole('button', { name: 'Close bill' }).click();
      await visible(pos.getByText(/^Closed on this device/));
      await visible(pos.getByRole('status').getByText(/^Offline — 4 changes waiting · Menu from /));

      // Reloaded with no network: the app opens from the tablet, the changes still waiting.
      await pos.goto('/pos');
      await visible(pos.getByRole('heading', { level: 1, name: 'Floor' }));
      await visible(pos.getByRole('status').getByText(/^Offline — 4 changes waiting/));
      const waiting = pos.getByRole('region', { name: 'Waiting to send' });
      await visible(waiting.getByText('Table 10'));
      await visible(waiting.getByText('Table 11'));

      // The network is back: the queue is sent once, the floor shows the bills.
      await context.setOffline(false);
      await expect
        .poll(() => pos.getByRole('status').allTextContents(), { timeout: 40_000 })
        .not.toContainEqual(expect.stringMatching(/waiting|sending/));
      const floor = await floorOf(pos.request);
      const ten = floor.tables.find((t) => t.tableNumber === '10')!.bill!;
      expect(floor.tables.find((t) => t.tableNumber === '11')!.bill).toBeNull();
      const tenBill = await billOf(pos.request, ten.uuid);
      expect(tenBill.orders).toHaveLength(1);
      expect(tenBill.totals.subtotal).toBe(COKE);
      // The day's surcharge, if any: the tablet added the same one the server did (decision 0536).
      const total = tenBill.totals.total;
      expect(ten).toMatchObject({ total, balance: total, orderCount: 1 });

      // Table 11's bill: paid in cash once, with the change, on today's bills.
      const sydneyDay = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Australia/Sydney',
        day: '2-digit',
        month: '2-digit',
        year: '2-digit',
      })
        .format(new Date())
        .replaceAll('/', '-');
      const day = await pos.request.post(`/api/transactions?dateStr=${sydneyDay}`, { data: {} });
      expect(day.status(), await day.text()).toBe(200);
      const elevens = ((await day.json()) as { transactions: Transaction[] }).transactions.filter(
        (b) => b.tableNo === '11' && b.billPaid && Date.parse(b.createdAt) >= started,
      );
      expect(elevens).toHaveLength(1);
      const eleven = await billOf(pos.request, elevens[0]!.uuid);
      expect(eleven.totals.total).toBe(total);
      expect(eleven.paymentTypes.map((p) => [p.type, p.paymentAmount, p.change])).toEqual([
        ['CASH', total, 1000 - total],
      ]);
      expect(eleven.orders).toHaveLength(1);
      await expect.poll(() => todayCash(pos.request)).toBe(cashBefore + total);

      // Whatever the restaurant prints for these orders (by its printers' settings), it is printed once.
      const numbers = [tenBill.orders[0]!.orderNumber, eleven.orders[0]!.orderNumber];
      const jobs = await printJobsOf(pos.request, numbers);
      const printed = jobs.map((j) => `${j.orderNumber} ${j.title}`);
      expect(new Set(printed).size).toBe(printed.length);

      // The tablet's figures were the server's, the day's surcharge included: nothing to review.
      await pos.goto('/pos/review');
      await visible(pos.getByRole('heading', { name: 'Changes to review' }));
      await visible(pos.getByText('Nothing to review.'));

      // A reload online sends nothing more: the figures stay.
      await pos.goto('/pos');
      await visible(pos.getByRole('heading', { level: 1, name: 'Floor' }));
      expect((await billOf(pos.request, ten.uuid)).orders).toHaveLength(1);
      expect(await todayCash(pos.request)).toBe(cashBefore + total);
    } finally {
      await context.setOffline(false);
      await pos.request.put('/api/restaurantOpenHours/goldendragon', { data: { openHours: original } });
      await context.close();
    }
  }, 240_000);
});
