import type { MenuGroup, MenuItem, MenuOption } from '@rpos/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { makeCategory, makeDish, makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { readCart } from '../../cart/cart-store';
import { DishDetailPage } from './dish-detail-page';

const option = (id: string, extra: Partial<MenuOption> = {}): MenuOption => ({
  id,
  name: `Option ${id}`,
  altName: null,
  price: 0,
  default: false,
  sort: 1,
  hideForWeb: false,
  menuItemId: null,
  ...extra,
});

const group = (id: string, options: MenuOption[], extra: Partial<MenuGroup> = {}): MenuGroup => ({
  id,
  name: `Group ${id}`,
  altName: null,
  required: false,
  force_min: 0,
  force_max: 0,
  allow_quantity: false,
  hideForWeb: false,
  sort: 1,
  options,
  ...extra,
});

const noodles: MenuItem = makeDish('d1', {
  name: 'Beef Noodles',
  price: 0,
  sizes: [
    { id: 's1', name: 'Small', altName: null, price: 1200, default: false, sort: 1, groups: [] },
    { id: 's2', name: 'Large', altName: null, price: 1600, default: true, sort: 2, groups: [] },
  ],
  groups: [
    group('spice', [option('mild', { name: 'Mild', default: true }), option('hot', { name: 'Hot' })], {
      name: 'Spice level',
      required: true,
      force_min: 1,
      force_max: 1,
      sort: 1,
    }),
    group(
      'extras',
      [option('egg', { name: 'Egg', price: 150 }), option('beef', { name: 'Extra beef', price: 400 })],
      {
        name: 'Extras',
        force_max: 3,
        allow_quantity: true,
        sort: 2,
      },
    ),
    group('sauce', [option('soy', { name: 'Soy' }), option('chili', { name: 'Chili oil', price: 50 })], {
      name: 'Sauce',
      required: true,
      force_min: 2,
      force_max: 2,
      sort: 3,
    }),
  ],
});

const data = makeOnlineResponse([
  makeCategory('c1', [noodles, makeDish('d2', { name: 'Rice', price: 300 })]),
]);

function renderDetail(path = '/dishDetail?menuId=goldendragon&tableId=5&dishId=d1', state?: unknown) {
  return renderRoutes(
    [
      { path: '/dishDetail', element: <DishDetailPage /> },
      { path: '/online/:menuId/:tableId', element: <p>The menu</p> },
    ],
    state ? ({ pathname: path.split('?')[0], search: `?${path.split('?')[1]}`, state } as never) : path,
  );
}

beforeEach(() => {
  mockEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DishDetailPage', () => {
  it('preselects the default size and default options, and shows the hints', async () => {
    mockFetch({ 'GET /api/online': { body: data } });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beef Noodles' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Large $16.00' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mild' })).toBeChecked();
    expect(screen.getByText('Choose up to 3')).toBeInTheDocument();
    expect(screen.getByText('Choose 2')).toBeInTheDocument();
    expect(screen.getAllByText('Required').length).toBeGreaterThan(0);
    expect(screen.getByText('Optional')).toBeInTheDocument();
    // The sauce group needs 2: Add is disabled with the message.
    const add = screen.getByRole('button', { name: 'Add $16.00' });
    expect(add).toBeDisabled();
    expect(
      screen.getByText('Please select the required options and options maximum quantity!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Takeaway' })).not.toBeInTheDocument();
  });

  it('replaces the choice in a force_max 1 group, steps quantities and adds the line to the cart', async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/online': { body: data } });
    const { router } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Beef Noodles' });

    await user.click(screen.getByRole('radio', { name: 'Hot' }));
    expect(screen.getByRole('radio', { name: 'Hot' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mild' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Small $12.00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Soy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chili oil +$0.50' }));
    // Two of two chosen: nothing else can be ticked.
    expect(
      screen.queryByText('Please select the required options and options maximum quantity!'),
    ).not.toBeInTheDocument();

    const egg = screen.getByRole('group', { name: 'Egg' });
    await user.click(within(egg).getByRole('button', { name: 'Increase Egg' }));
    await user.click(within(egg).getByRole('button', { name: 'Increase Egg' }));
    expect(within(egg).getByText('2')).toBeInTheDocument();
    // 1200 + 50 + 2 × 150 = 1550
    expect(screen.getByRole('button', { name: 'Add $15.50' })).toBeEnabled();

    const qty = screen.getByRole('group', { name: 'Quantity' });
    expect(within(qty).getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await user.click(within(qty).getByRole('button', { name: 'Increase Quantity' }));
    expect(screen.getByRole('button', { name: 'Add $31.00' })).toBeEnabled();

    const notes = screen.getByRole('textbox', { name: 'Special instructions' });
    await user.type(notes, 'No onion');
    expect(screen.getByText('8/100')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add $31.00' }));
    expect(await screen.findByText('The menu')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online/goldendragon/5');
    const [line] = readCart('goldendragon').items;
    expect(line).toMatchObject({
      dish: { id: 'd1', name: 'Beef Noodles' },
      size: { id: 's1', price: 1200 },
      subTotal: 1550,
      quantity: 2,
      specialInstructions: 'No onion',
      isTakeaway: false,
    });
    expect(line?.options).toEqual(
      expect.arrayContaining([
        { id: 'hot', groupId: 'spice', name: 'Hot', price: 0, quantity: 1 },
        { id: 'egg', groupId: 'extras', name: 'Egg', price: 150, quantity: 2 },
      ]),
    );
  });

  it('limits special instructions to 100 characters and offers takeaway where allowed', async () => {
    const user = userEvent.setup();
    const takeaway = makeOnlineResponse(data.menu?.categories ?? [], {
      restaurant: {
        ...data.restaurant,
        onlineSettings: { ...data.restaurant.onlineSettings, dineinTakeawayEnabled: true },
      },
    });
    mockFetch({ 'GET /api/online': { body: takeaway } });
    renderDetail('/dishDetail?menuId=goldendragon&tableId=5&dishId=d2');
    expect(await screen.findByRole('checkbox', { name: 'Takeaway' })).toBeInTheDocument();
    const notes = screen.getByRole('textbox', { name: 'Special instructions' });
    await user.click(notes);
    await user.paste('x'.repeat(120));
    expect(notes).toHaveValue('x'.repeat(100));
    expect(screen.getByText('100/100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add $3.00' })).toBeEnabled();
  });

  it('refuses adding while the merchant is closed or ordering is closed', async () => {
    const closed = makeOnlineResponse(data.menu?.categories ?? [], {
      restaurant: { ...data.restaurant, closeDaysItems: [todayDmy()] },
    });
    mockFetch({ 'GET /api/online': { body: closed } });
    const first = renderDetail('/dishDetail?menuId=goldendragon&tableId=5&dishId=d2');
    expect(
      await screen.findByText('The merchant is now not operating, Please order after opening.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add $3.00' })).toBeDisabled();
    first.unmount();

    mockFetch({
      'GET /api/online': {
        body: { ...data, qrSettings: { isOrderingDisabled: true, disabledDate: null } },
      },
    });
    renderDetail('/dishDetail?menuId=goldendragon&tableId=5&dishId=d2');
    expect(await screen.findByText('Online ordering is closed. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add $3.00' })).toBeDisabled();
  });

  it('goes back to the menu when the dish cannot be found', async () => {
    mockFetch({ 'GET /api/online': { body: data } });
    const { router } = renderDetail('/dishDetail?menuId=goldendragon&tableId=5&dishId=nope');
    expect(await screen.findByText('The menu')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online/goldendragon/5');
  });
});

function todayDmy(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  return parts;
}
