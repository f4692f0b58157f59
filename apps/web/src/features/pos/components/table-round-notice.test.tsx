import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeBill, makeDishLine, makeOrder } from '../../../test/pos-fixtures';
import { renderWithApp } from '../../../test/render';
import { roundSendsAtOf, TableRoundNotice } from './table-round-notice';

// A table's round waiting for the kitchen, sent now by staff (decision 0600).

afterEach(() => vi.unstubAllGlobals());

const waiting = makeOrder('o1', [makeDishLine('l1', 'Siu Mai', 880)], {
  roundSendsAt: '2026-03-02T01:10:00Z',
});
const bill = makeBill('b1', { total: 880 }, { orders: [waiting] });

describe('the table’s round on the bill', () => {
  it('says when the kitchen gets it, sends it now with progress, once', async () => {
    let answer: (v: unknown) => void = () => {};
    const { calls } = mockFetch({
      'POST /api/transactions/b1/sendRound': () =>
        new Promise((resolve) => {
          answer = () =>
            resolve({ body: { transaction: { ...bill, orders: [{ ...waiting, roundSendsAt: null }] } } });
        }),
    });
    renderWithApp(<TableRoundNotice bill={bill} timezone="Australia/Sydney" />);
    expect(screen.getByText('Kitchen waits for the table’s round (goes at 12:10)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send to kitchen now' }));
    expect(await screen.findByLabelText('Working…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Send to kitchen now/ })).toBeDisabled();
    answer(null);
    expect(await screen.findByText('The table’s round went to the kitchen.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/transactions/b1/sendRound')).toHaveLength(1);
  });

  it('shows the server’s refusal', async () => {
    mockFetch({
      'POST /api/transactions/b1/sendRound': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message: 'Nothing on this bill waits for the table’s round: it has gone to the kitchen.',
        },
      },
    });
    renderWithApp(<TableRoundNotice bill={bill} timezone="Australia/Sydney" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send to kitchen now' }));
    expect(
      await screen.findByText(
        'Nothing on this bill waits for the table’s round: it has gone to the kitchen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to kitchen now' })).toBeEnabled();
  });

  it('shows nothing without a waiting round; the earliest time of several orders', () => {
    const later = makeOrder('o2', [], { roundSendsAt: '2026-03-02T01:20:00Z' });
    expect(roundSendsAtOf(makeBill('b2', { total: 0 }, { orders: [later, waiting] }))).toBe(
      '2026-03-02T01:10:00Z',
    );
    expect(roundSendsAtOf(makeBill('b3', { total: 0 }, { orders: [makeOrder('o3', [])] }))).toBeNull();
    renderWithApp(<TableRoundNotice bill={makeBill('b3', { total: 0 })} timezone="Australia/Sydney" />);
    expect(screen.queryByRole('button', { name: 'Send to kitchen now' })).not.toBeInTheDocument();
  });
});
