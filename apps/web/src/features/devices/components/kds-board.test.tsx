import type { KdsOrdersResponse } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { KdsPage } from '../pages/kds-page';

const SLOW = { timeout: 30_000 };

const ticket = (orderId: string, orderNumber: string, name: string) => ({
  orderId,
  orderNumber,
  tableId: '5',
  kind: 'dinein',
  customerName: 'Mei Chen',
  orderTime: '2025-06-02T02:00:00.000Z',
  allergens: [] as string[],
  lines: [
    {
      orderItemId: `${orderId}-1`,
      name,
      altName: null,
      sizeName: null,
      quantity: 2,
      options: ['Extra chilli'],
      specialInstructions: 'no roe',
      isTakeaway: false,
      allergens: [] as string[],
    },
  ],
});

describe('KdsPage (the kitchen display)', () => {
  it('shows open orders by cooking category and bumps one ticket', SLOW, async () => {
    let board: KdsOrdersResponse = {
      displayClientName: 'Hot kitchen',
      categories: [
        { cookingCategoryId: 'c1', name: 'Dim Sum', tickets: [ticket('o1', '1001', 'Siu Mai')] },
        { cookingCategoryId: null, name: 'Other', tickets: [ticket('o2', '1002', 'Egg Tarts')] },
      ],
    };
    const { calls } = mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantStaff') } },
      'GET /api/kds/orders': () => ({ body: board }),
      'POST /api/kds/bump': () => {
        board = { ...board, categories: board.categories.slice(1) };
        return { body: { bumped: 1, message: 'Bumped' } };
      },
    });
    const user = userEvent.setup();
    renderWithApp(<KdsPage />, { path: '/kds' });
    const dimSum = await screen.findByRole('region', { name: 'Dim Sum' });
    expect(within(dimSum).getByText('2 × Siu Mai')).toBeVisible();
    expect(within(dimSum).getByText('Extra chilli')).toBeVisible();
    expect(within(dimSum).getByText('no roe')).toBeVisible();
    expect(within(dimSum).getByText('Table 5')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Kitchen Display · Hot kitchen' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Bump order 1001 in Dim Sum' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Dim Sum' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ orderId: 'o1', cookingCategoryId: 'c1' });
    expect(screen.getByRole('region', { name: 'Other' })).toBeVisible();
    expect(await screen.findByText('Bumped')).toBeVisible();
  });

  it('says so when nothing is open', SLOW, async () => {
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantStaff') } },
      'GET /api/kds/orders': { body: { displayClientName: null, categories: [] } },
    });
    renderWithApp(<KdsPage />, { path: '/kds' });
    expect(await screen.findByText('No open orders')).toBeVisible();
  });

  it('flags an order with a declared allergy, and the line containing it', SLOW, async () => {
    const flagged = ticket('o3', '1003', 'Kung Pao Chicken');
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantStaff') } },
      'GET /api/kds/orders': {
        body: {
          displayClientName: null,
          categories: [
            {
              cookingCategoryId: null,
              name: 'Other',
              tickets: [
                {
                  ...flagged,
                  allergens: ['Peanut'],
                  lines: [{ ...flagged.lines[0]!, allergens: ['Peanut'] }],
                },
              ],
            },
          ],
        },
      },
    });
    renderWithApp(<KdsPage />, { path: '/kds' });
    expect(await screen.findByRole('alert')).toHaveTextContent('ALLERGY: PEANUT');
    expect(screen.getByText('Contains Peanut: declared allergy')).toBeVisible();
  });

  it('shows a table’s round as one ticket, each dish with who ordered it (decision 0597)', SLOW, async () => {
    const round = ticket('o4', '1004', 'Siu Mai');
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantStaff') } },
      'GET /api/kds/orders': {
        body: {
          displayClientName: null,
          categories: [
            {
              cookingCategoryId: null,
              name: 'Other',
              tickets: [
                {
                  ...round,
                  customerName: 'Ann, Bob',
                  lines: [
                    { ...round.lines[0]!, orderedBy: 'Ann' },
                    { ...round.lines[0]!, orderItemId: 'o5-1', name: 'Egg Tarts', orderedBy: 'Bob' },
                  ],
                },
              ],
            },
          ],
        },
      },
    });
    renderWithApp(<KdsPage />, { path: '/kds' });
    expect(await screen.findByText('#1004 · Ann, Bob')).toBeVisible();
    expect(screen.getByText('for Ann')).toBeVisible();
    expect(screen.getByText('for Bob')).toBeVisible();
  });
});
