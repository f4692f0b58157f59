import type { TableCartLine, TableCartResponse } from '@rpos/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { TableCartPage } from './table-cart-page';

const line = (id: string, name: string, tag: string, nickname: string, quantity: number): TableCartLine => ({
  id,
  dish: { id: `d-${id}`, name, altName: null },
  size: null,
  options: [],
  specialInstructions: '',
  isTakeaway: false,
  quantity,
  subTotal: 500,
  lineTotal: 500 * quantity,
  problem: null,
  addedBy: { dinerTag: tag, nickname },
});

function cartOf(lines: TableCartLine[], version = 3): TableCartResponse {
  const shares = new Map<string, { dinerTag: string; nickname: string; subtotal: number; count: number }>();
  for (const l of lines) {
    const s = shares.get(l.addedBy.dinerTag) ?? { ...l.addedBy, subtotal: 0, count: 0 };
    s.subtotal += l.lineTotal ?? 0;
    s.count += 1;
    shares.set(l.addedBy.dinerTag, s);
  }
  return {
    tableId: '5',
    version,
    lines,
    subtotal: lines.reduce((sum, l) => sum + (l.lineTotal ?? 0), 0),
    count: lines.reduce((sum, l) => sum + l.quantity, 0),
    diners: [...shares.values()],
    checkoutInProgress: false,
    lastOrder: null,
    you: 'tag-ann',
  };
}

function online(group: boolean) {
  const answer = makeOnlineResponse([]);
  answer.restaurant.onlineSettings.isGroupOrderingEnabled = group;
  return answer;
}

const renderPage = () =>
  renderRoutes(
    [
      { path: '/tableCart/:menuId/:tableId', element: <TableCartPage /> },
      { path: '/cart/:menuId/:tableId', element: <p>single-diner cart</p> },
    ],
    '/tableCart/goldendragon/5',
  );

afterEach(() => localStorage.clear());

describe('TableCartPage', () => {
  it('shows every phone’s dishes by who added them; only this phone’s own have buttons; live updates', async () => {
    const sources = mockEventSource();
    const annLine = line('a1', 'Siu Mai', 'tag-ann', 'Ann', 1);
    const { calls } = mockFetch({
      'GET /api/online': { body: online(true) },
      'GET /api/tableCart': { body: cartOf([annLine, line('b1', 'Coca-Cola', 'tag-bob', 'Bob', 2)]) },
      'POST /api/tableCart/lines/update': { body: cartOf([{ ...annLine, quantity: 2, lineTotal: 1000 }], 4) },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ann (you)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bob' })).toBeInTheDocument();
    expect(screen.getByTestId('table-subtotal')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('my-subtotal')).toHaveTextContent('$5.00');
    expect(screen.getByRole('button', { name: 'One more Siu Mai' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'One more Coca-Cola' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Order for the table' })).toHaveAttribute(
      'href',
      '/tableCheckout/goldendragon/5?scope=table',
    );

    await userEvent.click(screen.getByRole('button', { name: 'One more Siu Mai' }));
    const update = calls.find((c) => c.path === '/api/tableCart/lines/update');
    expect(update?.body).toMatchObject({ menuId: 'goldendragon', tableId: '5', lineId: 'a1', quantity: 2 });
    expect(await screen.findByRole('heading', { name: '2 × Siu Mai' })).toBeInTheDocument();

    // Another phone orders for the table: the event empties the cart here and says who ordered.
    const stream = sources.open().find((s) => s.url.includes('/tableCart/events'))!;
    expect(stream.url).toContain('menuId=goldendragon');
    const { you: _you, ...emptied } = cartOf([], 6);
    act(() =>
      stream.emit('tableCart', {
        ...emptied,
        lastOrder: {
          reference: 'o1',
          orderNumber: 'abcdefghWXYZ',
          nickname: 'Bob',
          scope: 'table',
          placedAt: new Date().toISOString(),
        },
      }),
    );
    expect(await screen.findByText('Ordered by Bob: order #WXYZ')).toBeInTheDocument();
    expect(screen.getByText('Nobody has added anything yet.')).toBeInTheDocument();
  });

  it('says when paid orders wait for the rest of the table, and until when (decision 0597)', async () => {
    mockEventSource();
    mockFetch({
      'GET /api/online': { body: online(true) },
      'GET /api/tableCart': {
        // 09:10 UTC is 19:10 in Sydney (AEST).
        body: {
          ...cartOf([line('b1', 'Coca-Cola', 'tag-bob', 'Bob', 1)]),
          round: { orders: 2, sendsAt: '2025-06-02T09:10:00.000Z' },
        },
      },
    });
    renderPage();
    expect(await screen.findByTestId('table-round')).toHaveTextContent(
      '2 paid order(s) wait for the rest of the table: the kitchen gets the table’s dishes together when everything is ordered, or at 19:10 at the latest.',
    );
  });

  it('goes to the single-diner cart of diner.md when the restaurant has group ordering off', async () => {
    mockEventSource();
    const { calls } = mockFetch({ 'GET /api/online': { body: online(false) } });
    renderPage();
    expect(await screen.findByText('single-diner cart')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/tableCart'))).toBe(false);
  });
});
