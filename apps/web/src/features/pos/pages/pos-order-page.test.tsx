import { ORDER_NUMBER_PATTERN, type PosOrderRequest } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockResponse, mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { makeBill, makeFloor, makeSetup, makeTable } from '../../../test/pos-fixtures';
import { POS_CATEGORIES } from '../../../test/pos-menu-fixtures';
import { renderRoutes } from '../../../test/render';
import { PosBillPage } from './pos-bill-page';
import { PosOrderPage } from './pos-order-page';

const bill = makeBill('b1', { total: 2550 }, { tableNo: '5', guests: 2 });

function renderOrder(
  path: string,
  orders: MockResponse | ((body: unknown) => MockResponse) = { body: { transaction: bill } },
) {
  const mocked = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
    'GET /api/pos/setup': {
      body: makeSetup(POS_CATEGORIES, {
        deliveryPartners: [{ name: 'UberEats', sort: 1, commissionPercentage: 30 }],
      }),
    },
    'GET /api/pos/floor': { body: makeFloor([makeTable('5', { name: 'Window 5' })]) },
    'GET /api/transaction/b1': { body: { transaction: bill } },
    'POST /api/pos/orders': typeof orders === 'function' ? ({ body }) => orders(body) : orders,
  });
  const view = renderRoutes(
    [
      { path: '/pos/order', element: <PosOrderPage /> },
      { path: '/pos/bill/:transactionId', element: <PosBillPage /> },
      { path: '/pos', element: <p>The floor</p> },
    ],
    path,
  );
  const sent = () =>
    mocked.calls.filter((c) => c.path === '/api/pos/orders').map((c) => c.body as PosOrderRequest);
  return { ...view, sent, user: userEvent.setup() };
}

const ticket = () => screen.getByRole('list', { name: 'New items' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PosOrderPage: the ticket', () => {
  it('adds dishes (the same one twice is one line of 2), chooses options by the dish rules, edits and sends to the table', async () => {
    const { user, sent, router } = renderOrder('/pos/order?type=dinein&table=5&guests=2');
    expect(await screen.findByRole('heading', { name: 'Window 5 · 2 guests' })).toBeInTheDocument();
    expect(screen.getByText('Tap a dish to add it.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    await user.click(screen.getByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    expect(within(ticket()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(ticket()).getByRole('group', { name: 'Spring Rolls' })).toHaveTextContent('2');
    expect(within(ticket()).getByText('$17.00')).toBeInTheDocument();

    // A dish with sizes and groups opens the diner's selection form.
    await user.click(screen.getByRole('button', { name: 'Add Beef Noodles, $16.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Beef Noodles' });
    expect(within(dialog).getByRole('radio', { name: 'Large $16.00' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Mild' })).toBeChecked();
    expect(
      within(dialog).getByText('Please select the required options and options maximum quantity!'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add $16.00' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: 'Hot' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase Egg' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Soy' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Chili oil +$0.50' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add $18.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(ticket()).getByText('Large · Hot · Egg · Soy · Chili oil')).toBeInTheDocument();

    // A third line, then removed; notes on the rolls.
    await user.click(screen.getByRole('tab', { name: 'Drinks' }));
    await user.click(screen.getByRole('button', { name: 'Add Jasmine Tea, $4.50' }));
    expect(within(ticket()).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove Jasmine Tea' }));
    expect(within(ticket()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Notes for Spring Rolls' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes for Spring Rolls' }), 'no chili{Enter}');
    await user.click(within(ticket()).getByRole('button', { name: 'Increase Spring Rolls' }));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pos/bill/b1'));
    const [request] = sent();
    expect(request?.orderNumber).toMatch(ORDER_NUMBER_PATTERN);
    expect(request).toEqual({
      orderNumber: request?.orderNumber,
      type: 'dinein',
      tableNo: '5',
      guests: 2,
      notes: null,
      customerName: null,
      customerPhone: null,
      deliveryPartner: null,
      items: [
        {
          dish: { id: 'rolls' },
          size: null,
          options: [],
          quantity: 3,
          specialInstructions: 'no chili',
          isTakeaway: false,
        },
        {
          dish: { id: 'noodles' },
          size: { id: 'large' },
          options: [
            { id: 'hot', groupId: 'spice', quantity: 1 },
            { id: 'egg', groupId: 'extras', quantity: 1 },
            { id: 'soy', groupId: 'sauce', quantity: 1 },
            { id: 'chili', groupId: 'sauce', quantity: 1 },
          ],
          quantity: 1,
          specialInstructions: '',
          isTakeaway: false,
        },
      ],
    });
  }, 45_000);

  it('asks a pickup order for the customer name and phone before sending', async () => {
    const { user, sent } = renderOrder('/pos/order?type=pickup');
    expect(await screen.findByRole('heading', { name: 'New pickup order' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer details' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Please enter the customer name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the customer phone number.')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Customer name/ }), 'Jane');
    await user.type(within(dialog).getByRole('textbox', { name: /Customer phone/ }), '0412 345 678');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      type: 'pickup',
      tableNo: null,
      guests: null,
      customerName: 'Jane',
      customerPhone: '0412 345 678',
      deliveryPartner: null,
    });
  });

  it('sends a delivery-partner order with the partner chosen', async () => {
    const { user, sent } = renderOrder('/pos/order?type=deliveryPartner');
    await user.click(await screen.findByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery partner' });
    // The only partner is preselected.
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toMatchObject({
      type: 'deliveryPartner',
      deliveryPartner: 'UberEats',
      customerName: null,
    });
  });

  it('shows the server’s refusal, keeps the lines, and resends them with the same order number', async () => {
    let calls = 0;
    const { user, sent, router } = renderOrder('/pos/order?type=dinein&table=5&guests=2', () =>
      ++calls === 1
        ? { status: 504, body: { code: 'TIMEOUT', message: 'The kitchen did not answer in time.' } }
        : { body: { transaction: bill } },
    );
    await user.click(await screen.findByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The kitchen did not answer in time.')).toBeInTheDocument();
    expect(within(ticket()).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pos/bill/b1'));
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.orderNumber).toBe(sent()[0]?.orderNumber);
  });

  it('makes a new order number once the ticket changes after a failed send', async () => {
    const { user, sent } = renderOrder('/pos/order?type=dinein&table=5&guests=2', {
      status: 409,
      body: { code: 'CONFLICT', message: 'This table already has an open bill.' },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This table already has an open bill.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Spring Rolls, $8.50' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]?.orderNumber).not.toBe(sent()[0]?.orderNumber);
    expect(sent()[1]?.items[0]?.quantity).toBe(2);
  });

  it('goes back to the floor for a table order without its table or guests', async () => {
    const { router } = renderOrder('/pos/order?type=dinein&table=5');
    expect(await screen.findByText('The floor')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pos');
  });
});
