import {
  DAY_NAMES,
  type PosBillResponse,
  type PosFloorResponse,
  type StaffOpenHoursResponse,
  splitAmountOf,
  splitBySeats,
  splitLinesOf,
  type Transaction,
} from '@rpos/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { visible } from '../support/diner-checkout';

/**
 * Issue 28 at a busy counter with a card terminal (decisions 0500, 0501, 0570–0575): table 7 for
 * four, a Coca-Cola for each seat and one shared; the bill split by seat (the shared one divided among
 * the seats), seat 1 pays cash with a 10 % tip and change, seat 2 on the sandbox terminal (answered
 * from the dialog), seat 3 on the terminal left to approve by itself, seat 4 by card at the till; the
 * receipt shows the check, the tip and the change. Table 7 is used by no other journey.
 */

const restaurantAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin')!;
const TABLET = { width: 1280, height: 900 };
const ALL_DAY = { weekdays: [...DAY_NAMES], openStart: '00:00', openEnd: '24:00' };
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const TABLE = '7';

async function putHours(request: APIRequestContext, openHours: unknown) {
  const res = await request.put('/api/restaurantOpenHours/goldendragon', { data: { openHours } });
  expect(res.status(), await res.text()).toBe(200);
}

async function billOf(request: APIRequestContext, id: string): Promise<Transaction> {
  const res = await request.get(`/api/transaction/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as PosBillResponse).transaction;
}

/** A bill another run left open at the table is deleted as a test transaction, or paid in cash. */
async function freeTable(request: APIRequestContext) {
  const floor = (await (await request.get('/api/pos/floor')).json()) as PosFloorResponse;
  const left = floor.tables.find((t) => t.tableNumber === TABLE)?.bill;
  if (!left) return;
  const res = await request.delete(`/api/liveTransactions/${left.uuid}?reason=Test%20transaction`);
  if (res.status() === 409) {
    const paid = await request.post(`/api/transactions/${left.uuid}/payments`, {
      data: { type: 'CASH', amount: left.balance, requestId: `free-table-${left.uuid}` },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
}

const billIdOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);

async function withPos(run: (pos: Page) => Promise<void>) {
  const { context, page } = await signedInPage(restaurantAdmin, { viewport: TABLET });
  const res = await page.request.get('/api/restaurantOpenHours');
  expect(res.status()).toBe(200);
  const original = ((await res.json()) as StaffOpenHoursResponse).openHours;
  try {
    await putHours(page.request, { openHoursItems: [ALL_DAY], closeDaysItems: [] });
    await run(page);
  } finally {
    await putHours(page.request, original);
    await context.close();
  }
}

describe('POS split by seat, paid in cash and on the card terminal', () => {
  it(
    'four seats: cash with a tip and change, two checks on the sandbox terminal, one card at the till',
    () =>
      withPos(async (pos) => {
        await freeTable(pos.request);
        await pos.goto('/pos');
        await pos.getByRole('button', { name: new RegExp(`^Table ${TABLE}, Free`) }).click();
        const open = pos.getByRole('dialog', { name: new RegExp(`Open Table ${TABLE}`) });
        await open
          .getByRole('group', { name: 'Guests' })
          .getByRole('button', { name: '4', exact: true })
          .click();

        // A Coca-Cola for each of the four seats, and one shared.
        await pos.getByLabel('Search dishes').fill('coca');
        const coke = pos.getByRole('button', { name: 'Add Coca-Cola, $4.00' });
        const seats = pos.getByRole('group', { name: 'Seat' });
        for (const n of [1, 2, 3, 4]) {
          await seats.getByRole('button', { name: `Seat ${n}` }).click();
          await coke.click();
        }
        await seats.getByRole('button', { name: 'Shared' }).click();
        await coke.click();
        const ticket = pos.getByRole('list', { name: 'New items' });
        await visible(ticket.getByText('Seat 1'));
        await visible(ticket.getByText('Seat 4'));
        await pos.getByRole('button', { name: 'Send' }).click();
        await pos.waitForURL(/\/pos\/bill\/[^/]+$/);
        const id = billIdOf(pos);
        const sent = await billOf(pos.request, id);
        expect(sent.orders.flatMap((o) => o.dishes.map((d) => d.seat))).toEqual([1, 2, 3, 4, null]);

        // The checks the domain works out (the shared dish and the day's surcharge, if any, divided by
        // the same rule, cents exact).
        const split = splitBySeats(splitLinesOf(sent), splitAmountOf(sent.totals));
        if (!split.ok) throw new Error(split.message);
        const [seat1, seat2, seat3, seat4] = split.portions.map((p) => p.amount) as number[] as [
          number,
          number,
          number,
          number,
        ];
        expect(seat1 + seat2 + seat3 + seat4).toBe(sent.totals.total);

        await pos.getByRole('button', { name: 'Pay', exact: true }).click();
        const pay = pos.getByRole('dialog', { name: /^Pay the bill/ });
        await pay.getByRole('button', { name: 'By seat' }).click();
        const checks = pay.getByRole('list', { name: 'Checks' });
        await visible(checks.getByRole('button', { name: `Seat 4: ${money(seat4)}` }));

        // Seat 1: cash, 10 % tip, a $20 note.
        await pay.getByRole('button', { name: 'CASH' }).click();
        await pay.getByRole('button', { name: '10%' }).click();
        const tip = Math.floor((seat1 * 10 + 50) / 100);
        await visible(pay.getByText(`Tip ${money(tip)} on top.`));
        await pay.getByLabel('Cash tendered ($)').fill('20');
        const change = 2000 - seat1 - tip;
        await visible(pay.getByText(`Change due ${money(change)}`));
        await pay.getByRole('button', { name: `Pay ${money(seat1 + tip)}` }).click();
        await visible(checks.getByRole('button', { name: `Seat 1: ${money(seat1)} paid` }));

        // Seat 2: the card on the terminal (the sandbox's), approved from the dialog.
        await checks.getByRole('button', { name: `Seat 2: ${money(seat2)}` }).click();
        await pay.getByRole('button', { name: /^VISAMastercard/ }).click();
        await pay.getByRole('button', { name: /^Card → terminal · \$/ }).click();
        const waiting = pay.getByRole('status');
        await visible(waiting.getByText(/^Waiting for the card on /));
        await visible(waiting.getByRole('progressbar'));
        await waiting.getByRole('button', { name: 'Approve (sandbox)' }).click();
        await visible(checks.getByRole('button', { name: `Seat 2: ${money(seat2)} paid` }));

        // Seat 3: the terminal left to itself approves after a few seconds (the dialog polls it).
        await checks.getByRole('button', { name: `Seat 3: ${money(seat3)}` }).click();
        await pay.getByRole('button', { name: /^VISAMastercard/ }).click();
        await pay.getByRole('button', { name: /^Card → terminal · \$/ }).click();
        await visible(pay.getByRole('status').getByRole('progressbar'));
        await checks
          .getByRole('button', { name: `Seat 3: ${money(seat3)} paid` })
          .waitFor({ state: 'visible', timeout: 20_000 });

        // Seat 4: card at the till closes the bill.
        await pay.getByRole('button', { name: /^VISAMastercard/ }).click();
        await pay.getByRole('button', { name: /^Pay \$/ }).click();
        await visible(pos.getByText('This bill is paid.'));

        const paid = await billOf(pos.request, id);
        expect(paid.billPaid).toBe(true);
        expect(paid.paymentTypes.map((p) => [p.type, p.portion, p.paymentAmount, p.tip, p.change])).toEqual([
          ['CASH', 'Seat 1', seat1, tip, change],
          ['VISAMastercard', 'Seat 2', seat2, 0, 0],
          ['VISAMastercard', 'Seat 3', seat3, 0, 0],
          ['VISAMastercard', 'Seat 4', seat4, 0, 0],
        ]);
        expect(paid.totals.tips).toBe(tip);
        expect(paid.totals.total).toBe(sent.totals.total + paid.totals.paymentSurcharges);
        const receipt = pos.locator('.pos-receipt');
        await visible(
          receipt.getByText(`CASH · Seat 1 · Tip ${money(tip)} · Tendered $20.00 · Change ${money(change)}`),
        );
      }),
    180_000,
  );
});
