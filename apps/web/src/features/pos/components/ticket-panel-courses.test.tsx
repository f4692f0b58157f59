import type { PosOrderRequest } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeBill } from '../../../test/pos-fixtures';
import { renderWithApp } from '../../../test/render';
import { courseGroups, type TicketLine } from '../model/ticket';
import { TicketPanel } from './ticket-panel';

// Send with courses (decision 0502): the first course goes now, later ones are held orders.

const line = (key: string, course: number | null, seat: number | null = null): TicketLine => ({
  key,
  dishId: `d-${key}`,
  name: key,
  size: null,
  options: [],
  unitPrice: 1000,
  quantity: 1,
  notes: '',
  isTakeaway: false,
  seat,
  course,
});

describe('courseGroups', () => {
  it('one order without courses; with courses, the lowest now (with dishes of no course) and later ones held', () => {
    expect(courseGroups([line('a', null), line('b', null)])).toEqual([
      { course: null, hold: false, lines: [line('a', null), line('b', null)] },
    ]);
    const groups = courseGroups([line('soup', 1), line('steak', 2), line('bread', null), line('cake', 3)]);
    expect(groups.map((g) => [g.course, g.hold, g.lines.map((l) => l.key)])).toEqual([
      [1, false, ['soup', 'bread']],
      [2, true, ['steak']],
      [3, true, ['cake']],
    ]);
    // Course 1 already sent earlier: the ticket's lowest course (2) goes now.
    expect(courseGroups([line('steak', 2), line('cake', 3)]).map((g) => [g.course, g.hold])).toEqual([
      [2, false],
      [3, true],
    ]);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TicketPanel with courses', () => {
  it('sends the first course to the table, then the later course held on the bill it opened', async () => {
    const bill = makeBill('b1', { total: 2000 }, { tableNo: '5' });
    const mocked = mockFetch({ 'POST /api/pos/orders': { body: { transaction: bill } } });
    const onSent = vi.fn();
    renderWithApp(
      <TicketPanel
        lines={[line('Soup', 1, 1), line('Steak', 2, 2)]}
        onLinesChange={() => undefined}
        target={{ kind: 'new', type: 'dinein', tableNo: '5', guests: 2 }}
        billLabel="Table 5"
        partners={[]}
        currencySymbol="$"
        onSent={onSent}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalledWith(bill));
    const sent = mocked.calls
      .filter((c) => c.method === 'POST' && c.path === '/api/pos/orders')
      .map((c) => c.body as PosOrderRequest);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ type: 'dinein', tableNo: '5', course: 1, items: [{ seat: 1 }] });
    expect(sent[0]?.hold).toBeUndefined();
    expect(sent[1]).toMatchObject({ transactionId: 'b1', course: 2, hold: true, items: [{ seat: 2 }] });
    expect(sent[0]?.orderNumber).not.toBe(sent[1]?.orderNumber);
  });
});
