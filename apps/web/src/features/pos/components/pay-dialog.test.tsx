import type { PosPaymentRequest, Transaction } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, mockFetch } from '../../../test/fetch-mock';
import { makeBill, makePaymentType } from '../../../test/pos-fixtures';
import { renderWithApp } from '../../../test/render';
import { usePosBill } from '../api/pos-queries';
import { type PaidResult, PayDialog } from './pay-dialog';

const TYPES = [makePaymentType('CASH', 0, 1), makePaymentType('VISAMastercard', 1.5, 2)];

/** The dialog over the bill as the query cache holds it (a payment's answer replaces it, as on the page). */
function Harness({ onPaid }: { onPaid: (r: PaidResult) => void }) {
  const bill = usePosBill('b1').data;
  return bill ? (
    <PayDialog
      bill={bill}
      open
      paymentTypes={TYPES}
      currencySymbol="$"
      onClose={() => undefined}
      onPaid={onPaid}
    />
  ) : null;
}

/** POST payments answered as the server would: the bill with the payment applied. */
function payments(start: Transaction, extra: { change?: (r: PosPaymentRequest) => number } = {}): Handler {
  let bill = start;
  return ({ body }) => {
    const r = body as PosPaymentRequest;
    const cash = r.type === 'CASH';
    const settles = Math.min(r.amount, bill.balance);
    const surcharge = cash ? 0 : Math.round((settles * 1.5) / 100);
    const paid = bill.totals.paid + settles + surcharge;
    const total = bill.totals.total + surcharge;
    const { balance: _before, gst: _gst, ...totals } = bill.totals;
    const paymentSurcharges = totals.paymentSurcharges + surcharge;
    bill = makeBill(bill.uuid, { ...totals, total, paid, paymentSurcharges }, { billPaid: total === paid });
    return {
      body: {
        transaction: bill,
        change: extra.change ? extra.change(r) : cash ? (r.tendered ?? r.amount) - settles : 0,
        merchantAmount: settles + surcharge,
      },
    };
  };
}

function setup(bill: Transaction, pay: Handler) {
  const onPaid = vi.fn();
  const mocked = mockFetch({
    'GET /api/transaction/b1': { body: { transaction: bill } },
    'POST /api/transactions/b1/payments': pay,
  });
  const view = renderWithApp(<Harness onPaid={onPaid} />);
  const paymentCalls = () =>
    mocked.calls.filter((c) => c.method === 'POST').map((c) => c.body as PosPaymentRequest);
  return { ...view, onPaid, paymentCalls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayDialog', () => {
  it('shows the surcharge rate of each type and the card surcharge a payment adds', async () => {
    const bill = makeBill('b1', { total: 10000 });
    const { user, paymentCalls, onPaid } = setup(bill, payments(bill));
    const dialog = await screen.findByRole('dialog', { name: /Pay the bill · Balance \$100\.00/ });
    expect(
      within(dialog).getByRole('button', { name: /VISAMastercard.*1\.5 % surcharge/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'CASH' })).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a payment type.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
    expect(within(dialog).getByLabelText('Amount ($)')).toHaveValue('100.00');
    expect(within(dialog).getByText('Card surcharge $1.50: the customer pays $101.50')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $101.50' }));

    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(paymentCalls()).toEqual([
      { type: 'VISAMastercard', amount: 10000, requestId: expect.any(String) },
    ]);
  });

  it('refuses a card amount above the balance with the domain text', async () => {
    const bill = makeBill('b1', { total: 10000 });
    const { user } = setup(bill, payments(bill));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
    const amount = within(dialog).getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '120');
    expect(within(dialog).getByText('The payment is more than the balance of the bill.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();
  });

  it('cash: quick amounts, the change due, the tendered cash sent and the server’s change after paying', async () => {
    const bill = makeBill('b1', { total: 4550 });
    const { user, paymentCalls, onPaid } = setup(bill, payments(bill));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'CASH' }));
    const tendered = within(dialog).getByLabelText('Cash tendered ($)');
    expect(tendered).toHaveValue('45.50');
    expect(within(dialog).getByText('Change due $0.00')).toBeInTheDocument();
    const quick = within(dialog).getByRole('group', { name: 'Quick cash amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Exact', '$50.00', '$60.00', '$100.00']);
    await user.click(within(quick).getByRole('button', { name: '$50.00' }));
    expect(within(dialog).getByText('Change due $4.50')).toBeInTheDocument();

    await user.clear(tendered);
    await user.type(tendered, '40');
    expect(within(dialog).getByText('The cash tendered is less than the amount due.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();

    await user.click(within(quick).getByRole('button', { name: '$50.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $45.50' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    // The part and the cash handed over (decision 0434): the server records both and the change.
    expect(paymentCalls()).toEqual([
      { type: 'CASH', amount: 4550, tendered: 5000, requestId: expect.any(String) },
    ]);
    expect(onPaid.mock.calls[0]?.[0].change).toBe(450);
    expect(
      await within(dialog).findByText(/Paid \$45\.50 by CASH\. Give \$4\.50 change\./),
    ).toBeInTheDocument();
  });

  it('splits evenly and pays part by part with any types (a cash part sends the part and the cash tendered)', async () => {
    const bill = makeBill('b1', { total: 10000 });
    const { user, paymentCalls } = setup(bill, payments(bill));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Split evenly' }));
    const parts = within(dialog).getByLabelText('Parts');
    await user.clear(parts);
    await user.type(parts, '3');
    const plan = within(dialog).getByRole('list', { name: 'The parts' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Part 1: $33.34, next', 'Part 2: $33.33', 'Part 3: $33.33']);

    await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
    expect(within(dialog).getByLabelText('Amount ($)')).toBeDisabled();
    expect(within(dialog).getByText('Card surcharge $0.50: the customer pays $33.84')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $33.84' }));
    await waitFor(() =>
      expect(
        within(plan)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Part 1: $33.34, paid', 'Part 2: $33.33, next', 'Part 3: $33.33']),
    );
    expect(within(dialog).getByRole('button', { name: 'Split by amount' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'CASH' }));
    const tendered = within(dialog).getByLabelText('Cash tendered ($)');
    await user.clear(tendered);
    await user.type(tendered, '40');
    expect(within(dialog).getByText('Change due $6.67')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $33.33' }));
    await waitFor(() => expect(paymentCalls()).toHaveLength(2));
    expect(paymentCalls().map(({ type, amount, tendered }) => ({ type, amount, tendered }))).toEqual([
      { type: 'VISAMastercard', amount: 3334, tendered: undefined },
      { type: 'CASH', amount: 3333, tendered: 4000 },
    ]);
    expect(await within(dialog).findByText(/Give \$6\.67 change\./)).toBeInTheDocument();
    // The next part chooses its own payment type: cash is not carried over (issue 28).
    expect(within(dialog).getByRole('button', { name: 'CASH' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByText('Choose a payment type.')).toBeInTheDocument();
    expect(paymentCalls()[0]?.requestId).not.toBe(paymentCalls()[1]?.requestId);
  });

  it('splits by typed amounts, the rest as one more part, and refuses parts above the balance', async () => {
    const bill = makeBill('b1', { total: 10000 });
    const { user } = setup(bill, payments(bill));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Split by amount' }));
    await user.type(within(dialog).getByLabelText('Part 1 ($)'), '30');
    const plan = within(dialog).getByRole('list', { name: 'The parts' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Part 1: $30.00, next', 'Part 2: $70.00']);
    await user.click(within(dialog).getByRole('button', { name: 'Add a part' }));
    await user.type(within(dialog).getByLabelText('Part 2 ($)'), '80');
    expect(within(dialog).getByText('The parts add up to more than the balance.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove part 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'CASH' }));
    expect(within(dialog).getByLabelText('Cash tendered ($)')).toHaveValue('30.00');
  });

  it('a double tap pays once, and a retry after a failure sends the same requestId', async () => {
    const bill = makeBill('b1', { total: 2000 });
    const answer = payments(bill);
    let first = true;
    const { user, paymentCalls } = setup(bill, async (request) => {
      if (first) {
        first = false;
        return {
          status: 503,
          body: { code: 'UNAVAILABLE', message: 'The service is busy. Please try again.' },
        };
      }
      await new Promise((r) => setTimeout(r, 50));
      return answer(request);
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
    const pay = within(dialog).getByRole('button', { name: 'Pay $20.30' });
    await user.click(pay);
    expect(await within(dialog).findByText('The service is busy. Please try again.')).toBeInTheDocument();
    await user.dblClick(within(dialog).getByRole('button', { name: 'Pay $20.30' }));
    await waitFor(() =>
      expect(within(dialog).getByText(/Paid \$20\.30 by VISAMastercard\./)).toBeInTheDocument(),
    );
    const calls = paymentCalls();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.requestId).toBe(calls[0]?.requestId);
    expect(calls[0]?.requestId.length).toBeGreaterThanOrEqual(8);
  });
});
