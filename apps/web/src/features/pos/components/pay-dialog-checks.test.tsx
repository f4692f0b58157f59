import type { PosPaymentRequest, Transaction } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, mockFetch } from '../../../test/fetch-mock';
import { makeBill, makeDishLine, makeOrder, makePaymentType } from '../../../test/pos-fixtures';
import { renderWithApp } from '../../../test/render';
import { usePosBill } from '../api/pos-queries';
import { PayDialog } from './pay-dialog';

// The pay dialog's tips (decision 0500) and checks by seat and by dish (decision 0501).

const SLOW = { timeout: 40_000 };
const TYPES = [makePaymentType('CASH', 0, 1), makePaymentType('VISAMastercard', 1.5, 2)];

/** 10.00 for seat 1, 20.00 for seat 2, 6.00 shared: 36.00. */
const seated = makeBill(
  'b1',
  { total: 3600 },
  {
    orders: [
      makeOrder('o1', [
        makeDishLine('l1', 'Roast Duck', 1000, { seat: 1 }),
        makeDishLine('l2', 'Lobster', 2000, { seat: 2 }),
        makeDishLine('l3', 'Tea', 600),
      ]),
    ],
  },
);

function Harness() {
  const bill = usePosBill('b1').data;
  return bill ? (
    <PayDialog
      bill={bill}
      open
      paymentTypes={TYPES}
      currencySymbol="$"
      onClose={() => undefined}
      onPaid={() => undefined}
    />
  ) : null;
}

/** The server's answer: the payment recorded against its check, the figures moved on. */
function payments(start: Transaction): Handler {
  let bill = start;
  return ({ body }) => {
    const r = body as PosPaymentRequest;
    const cash = r.type === 'CASH';
    const surcharge = cash ? 0 : Math.round((r.amount * 1.5) / 100);
    const { balance: _b, gst: _g, ...totals } = bill.totals;
    const paid = totals.paid + r.amount + surcharge;
    const total = totals.total + surcharge;
    const payment = {
      id: `p${bill.paymentTypes.length + 1}`,
      type: r.type,
      paymentAmount: r.amount,
      merchantAmount: r.amount + surcharge,
      time: '2026-03-02T02:00:00Z',
      reference: null,
      change: cash ? (r.tendered ?? r.amount) - r.amount - (r.tip ?? 0) : 0,
      tendered: cash ? (r.tendered ?? r.amount) : null,
      tip: r.tip ?? 0,
      createdBy: 'Amy',
      portion: r.portion ?? null,
      refunded: 0,
    };
    bill = makeBill(
      'b1',
      {
        ...totals,
        total,
        paid,
        paymentSurcharges: totals.paymentSurcharges + surcharge,
        tips: totals.tips + (r.tip ?? 0),
      },
      { orders: bill.orders, paymentTypes: [...bill.paymentTypes, payment] },
    );
    return {
      body: {
        transaction: bill,
        change: payment.change,
        merchantAmount: payment.merchantAmount,
        tip: payment.tip,
      },
    };
  };
}

/** The checks kept on the bill (decision 0583): the bill answered with them. */
const keepChecks =
  (start: Transaction): Handler =>
  ({ body }) => ({
    body: { transaction: { ...start, splitChecks: (body as { checks: string[][] | null }).checks } },
  });

function setup(bill: Transaction) {
  const mocked = mockFetch({
    'GET /api/transaction/b1': { body: { transaction: bill } },
    'POST /api/transactions/b1/payments': payments(bill),
    'POST /api/transactions/b1/checks': keepChecks(bill),
  });
  renderWithApp(<Harness />);
  const posts = (path: string) =>
    mocked.calls.filter((c) => c.method === 'POST' && c.path === `/api/transactions/b1/${path}`);
  const sent = () => posts('payments').map((c) => c.body as PosPaymentRequest);
  const kept = () => posts('checks').map((c) => (c.body as { checks: string[][] | null }).checks);
  return { sent, kept, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayDialog: checks and tips', () => {
  it(
    'by seat: each seat’s check, a card tip from a preset, then the next seat in cash with a typed tip',
    SLOW,
    async () => {
      const { user, sent } = setup(seated);
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'By seat' }));
      const checks = within(dialog).getByRole('list', { name: 'Checks' });
      expect(
        within(checks)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Seat 1: $13.00', 'Seat 2: $23.00']);
      await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
      await user.click(within(dialog).getByRole('button', { name: '15%' }));
      expect(within(dialog).getByText('Tip $1.95 on top.')).toBeInTheDocument();
      // 13.00 + 1.5 % surcharge 0.20 + tip 1.95.
      await user.click(within(dialog).getByRole('button', { name: 'Pay $15.15' }));
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]).toEqual({
        type: 'VISAMastercard',
        amount: 1300,
        tip: 195,
        split: { by: 'seat' },
        portion: 'Seat 1',
        requestId: expect.any(String),
      });
      expect(await within(dialog).findByRole('button', { name: 'Seat 1: $13.00 paid' })).toBeDisabled();

      await user.click(within(dialog).getByRole('button', { name: 'CASH' }));
      await user.click(within(dialog).getByRole('button', { name: 'Amount' }));
      await user.type(within(dialog).getByLabelText('Tip ($)'), '2');
      const tendered = within(dialog).getByLabelText('Cash tendered ($)');
      expect(tendered).toHaveValue('25.00');
      await user.clear(tendered);
      await user.type(tendered, '30');
      expect(within(dialog).getByText('Change due $5.00')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Pay $25.00' }));
      await waitFor(() => expect(sent()).toHaveLength(2));
      expect(sent()[1]).toMatchObject({
        type: 'CASH',
        amount: 2300,
        tendered: 3000,
        tip: 200,
        portion: 'Seat 2',
      });
    },
  );

  it(
    'by dish: every dish goes on a check, a shared one on two; a negative typed tip is refused',
    SLOW,
    async () => {
      const { user, sent } = setup(seated);
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'By dish' }));
      expect(within(dialog).getByText('Each check needs at least one dish.')).toBeInTheDocument();
      const pick = async (dish: string, checks: number[]) => {
        const group = within(dialog).getByRole('group', { name: `Checks for 1 × ${dish}` });
        for (const n of checks) await user.click(within(group).getByRole('button', { name: `Check ${n}` }));
      };
      await pick('Roast Duck', [1]);
      await pick('Lobster', [2]);
      await pick('Tea', [1, 2]);
      const checks = within(dialog).getByRole('list', { name: 'Checks' });
      expect(
        within(checks)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Check 1: $13.00', 'Check 2: $23.00']);
      await user.click(within(checks).getByRole('button', { name: 'Check 2: $23.00' }));
      await user.click(within(dialog).getByRole('button', { name: 'CASH' }));
      await user.click(within(dialog).getByRole('button', { name: 'Amount' }));
      await user.type(within(dialog).getByLabelText('Tip ($)'), '-1');
      expect(
        within(dialog).getAllByText('A tip must be a whole number of cents, 0 or more.').length,
      ).toBeGreaterThan(0);
      expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();
      await user.click(within(dialog).getByRole('button', { name: 'No tip' }));
      await user.click(within(dialog).getByRole('button', { name: 'Pay $23.00' }));
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]).toMatchObject({
        amount: 2300,
        split: {
          by: 'item',
          checks: [
            ['l1', 'l3'],
            ['l2', 'l3'],
          ],
        },
        portion: 'Check 2',
      });
    },
  );

  it(
    'by dish: the checks are kept on the bill; reopened, a paid check keeps its dishes, others move',
    SLOW,
    async () => {
      // Kept: check 1 Roast Duck and half the tea (paid), check 2 Lobster and the other half.
      const kept = makeBill(
        'b1',
        { total: 3600, paid: 1300 },
        {
          orders: seated.orders,
          splitChecks: [
            ['l1', 'l3'],
            ['l2', 'l3'],
          ],
          paymentTypes: [
            {
              id: 'p1',
              type: 'CASH',
              paymentAmount: 1300,
              merchantAmount: 1300,
              time: '2026-03-02T02:00:00Z',
              reference: null,
              change: 0,
              tendered: 1300,
              tip: 0,
              createdBy: 'Amy',
              portion: 'Check 1',
              refunded: 0,
            },
          ],
        },
      );
      const { user, kept: saved } = setup(kept);
      const dialog = await screen.findByRole('dialog');
      // The dialog opens on the kept split by dish, its checks as they were.
      const checks = within(dialog).getByRole('list', { name: 'Checks' });
      expect(
        within(checks)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Check 1: $13.00 paid', 'Check 2: $23.00']);
      const group = (dish: string) => within(dialog).getByRole('group', { name: `Checks for 1 × ${dish}` });
      // Roast Duck and the tea are on the paid check: they stay.
      for (const b of within(group('Roast Duck')).getAllByRole('button')) expect(b).toBeDisabled();
      for (const b of within(group('Tea')).getAllByRole('button')) expect(b).toBeDisabled();
      // The lobster moves to a third check.
      await user.click(within(dialog).getByRole('button', { name: 'One check more' }));
      await user.click(within(group('Lobster')).getByRole('button', { name: 'Check 3' }));
      await user.click(within(group('Lobster')).getByRole('button', { name: 'Check 2' }));
      await waitFor(() => expect(saved()).toHaveLength(3));
      expect(saved()[2]).toEqual([['l1', 'l3'], ['l3'], ['l2']]);
    },
  );
});
