import type { StartTerminalPaymentRequest, TerminalPayment, Transaction } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { makeBill, makePaymentType } from '../../../test/pos-fixtures';
import { renderWithApp } from '../../../test/render';
import { usePosBill } from '../api/pos-queries';
import { type PaidResult, PayDialog } from './pay-dialog';

// The pay dialog's "Card → terminal" (decision 0574): the part with its surcharge and tip sent to the
// terminal, the wait with progress and Cancel, then approved (recorded) or declined (try again).

const TYPES = [makePaymentType('CASH', 0, 1), makePaymentType('VISAMastercard', 1.5, 2)];
const TERMINALS = { provider: 'sandbox', terminals: [{ id: 'S1F2-01', description: 'Counter' }] };

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

const bill = makeBill('b1', { total: 10000 });
const paidBill: Transaction = makeBill(
  'b1',
  { total: 10150, paid: 10150, paymentSurcharges: 150 },
  { billPaid: true },
);

function terminalPayment(o: Partial<TerminalPayment> = {}): TerminalPayment {
  return {
    id: 'tp1',
    billId: 'b1',
    terminalId: 'S1F2-01',
    provider: 'sandbox',
    status: 'pending',
    type: 'VISAMastercard',
    amount: 10000,
    surcharge: 150,
    tip: 0,
    total: 10150,
    portion: null,
    message: null,
    reference: null,
    cancelRequested: false,
    createdAt: '2026-11-29T12:00:00.000Z',
    transaction: null,
    ...o,
  };
}
const answer = (p: TerminalPayment): MockResponse => ({ body: { terminalPayment: p } });

function setup(routes: Record<string, MockResponse | ((r: { body: unknown }) => MockResponse)> = {}) {
  const onPaid = vi.fn();
  const mocked = mockFetch({
    'GET /api/transaction/b1': { body: { transaction: bill } },
    'GET /api/pos/terminals': { body: TERMINALS },
    ...routes,
  });
  renderWithApp(<Harness onPaid={onPaid} />);
  const starts = () =>
    mocked.calls
      .filter((c) => c.method === 'POST' && c.path.endsWith('/terminal-payments'))
      .map((c) => c.body as StartTerminalPaymentRequest);
  return { onPaid, mocked, starts, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PayDialog · card on a terminal', () => {
  it('sends the part with the card surcharge, waits with progress and Cancel, then records the approval', async () => {
    let polls = 0;
    const { user, starts, onPaid } = setup({
      'POST /api/transactions/b1/terminal-payments': answer(terminalPayment()),
      // The terminal answers on the second poll.
      'GET /api/terminal-payments/tp1': () => {
        polls += 1;
        return answer(
          polls < 2
            ? terminalPayment()
            : terminalPayment({ status: 'approved', reference: 'SANDBOX-1', transaction: paidBill }),
        );
      },
    });
    const dialog = await screen.findByRole('dialog', { name: /Pay the bill/ });
    // Cash never goes to a terminal.
    await user.click(within(dialog).getByRole('button', { name: 'CASH' }));
    expect(within(dialog).queryByRole('button', { name: /Card → terminal/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
    const send = await within(dialog).findByRole('button', { name: 'Card → terminal · $101.50' });
    expect(
      within(dialog).getByText('$101.50 to the terminal: the part $100.00, card surcharge $1.50, tip $0.00.'),
    ).toBeInTheDocument();
    await user.click(send);

    const waiting = await within(dialog).findByRole('status');
    expect(within(waiting).getByText('Waiting for the card on S1F2-01: $101.50')).toBeInTheDocument();
    expect(within(waiting).getByRole('progressbar')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // While the terminal waits, the till's own Pay and Close wait too.
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeDisabled();
    expect(starts()).toHaveLength(1);
    expect(starts()[0]).toMatchObject({
      terminalId: 'S1F2-01',
      type: 'VISAMastercard',
      amount: 10000,
      tip: 0,
    });
    expect(starts()[0]!.requestId.length).toBeGreaterThanOrEqual(8);

    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1), { timeout: 4000 });
    const [{ answer: paid }] = onPaid.mock.calls[0] as [PaidResult];
    expect(paid).toMatchObject({ merchantAmount: 10150, change: 0, tip: 0 });
    expect(await within(dialog).findByText(/Paid \$101\.50 by VISAMastercard\./)).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('a declined card says why and tries again as a new payment', async () => {
    const { user, starts, mocked } = setup({
      'POST /api/transactions/b1/terminal-payments': answer(terminalPayment()),
      'GET /api/terminal-payments/tp1': answer(terminalPayment()),
      'POST /api/terminal-payments/tp1/sandbox': answer(
        terminalPayment({ status: 'declined', message: 'The card was declined' }),
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: /Pay the bill/ });
    await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
    await user.click(await within(dialog).findByRole('button', { name: /Card → terminal/ }));
    expect(await within(dialog).findByText(/approves by itself/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Decline (sandbox)' }));
    const sandboxCall = mocked.calls.find((c) => c.path.endsWith('/sandbox'));
    expect(sandboxCall?.body).toEqual({ outcome: 'decline' });
    expect(
      await within(dialog).findByText(/Not paid: The card was declined Or choose another payment type\./),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(starts()).toHaveLength(2));
    expect(starts()[1]!.requestId).not.toBe(starts()[0]!.requestId);
  });

  it('Cancel asks the terminal to stop and leaves the bill unpaid', async () => {
    const { user, mocked, onPaid } = setup({
      'POST /api/transactions/b1/terminal-payments': answer(terminalPayment()),
      'GET /api/terminal-payments/tp1': answer(terminalPayment()),
      'POST /api/terminal-payments/tp1/cancel': answer(
        terminalPayment({ status: 'cancelled', message: 'The payment was cancelled', cancelRequested: true }),
      ),
    });
    const dialog = await screen.findByRole('dialog', { name: /Pay the bill/ });
    await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
    await user.click(await within(dialog).findByRole('button', { name: /Card → terminal/ }));
    await user.click(
      await within(within(dialog).getByRole('status')).findByRole('button', { name: 'Cancel' }),
    );
    expect(mocked.calls.some((c) => c.method === 'POST' && c.path.endsWith('/cancel'))).toBe(true);
    expect(await within(dialog).findByText(/Not paid: The payment was cancelled/)).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('offers no terminal when the restaurant has none assigned', async () => {
    const { user } = setup({ 'GET /api/pos/terminals': { body: { provider: 'sandbox', terminals: [] } } });
    const dialog = await screen.findByRole('dialog', { name: /Pay the bill/ });
    await user.click(within(dialog).getByRole('button', { name: /VISAMastercard/ }));
    expect(within(dialog).getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(within(dialog).queryByRole('button', { name: /Card → terminal/ })).not.toBeInTheDocument();
  });
});
