import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeCategory, makeDish, makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { OnlineMenuPage } from './online-menu-page';

function renderMenu(path = '/online/goldendragon/5') {
  return renderRoutes([{ path: '/online/:menuId/:tableId/:orderId?', element: <OnlineMenuPage /> }], path);
}

const menu = makeOnlineResponse([
  makeCategory(
    'c1',
    [
      makeDish('d1', {
        name: 'Kung Pao Chicken',
        altName: '宫保鸡丁',
        price: 1280,
        tags: ['Hottest', 'Recommended'],
        image: '/api/images/d1',
      }),
      makeDish('d2', { name: 'Hidden dish', hideForWeb: true }),
      makeDish('d3', { name: 'Option only', isOption: true }),
    ],
    { name: 'Mains', altName: '主菜' },
  ),
  makeCategory('c2', [makeDish('d4', { name: 'Spring Rolls', price: 650 })], { name: 'Entrees', sort: 0 }),
]);

describe('OnlineMenuPage', () => {
  it('shows skeletons, then the restaurant, table, category tabs and dish cards', async () => {
    const { calls } = mockFetch({ 'GET /api/online': { body: menu } });
    renderMenu();
    expect(screen.getByRole('status', { name: 'Loading the menu' })).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Dragon' })).toBeInTheDocument();
    expect(calls[0]?.url.search).toBe('?menuId=goldendragon&tableId=5');
    expect(screen.getByText('金龙酒家')).toBeInTheDocument();
    expect(screen.getByText('Table 5')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Golden Dragon logo' })).toBeInTheDocument();

    const tabs = within(screen.getByRole('tablist', { name: 'Menu categories' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Entrees', 'Mains 主菜']);

    const card = screen.getByRole('heading', { name: 'Kung Pao Chicken' }).closest('article');
    expect(card).not.toBeNull();
    const dish = within(card as HTMLElement);
    expect(dish.getByText('宫保鸡丁')).toBeInTheDocument();
    expect(dish.getByText('$12.80')).toBeInTheDocument();
    expect(dish.getByText('Hottest')).toBeInTheDocument();
    expect(dish.getByText('Recommended')).toBeInTheDocument();
    const img = dish.getByRole('img', { name: 'Kung Pao Chicken' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '104');
    expect(img).toHaveAttribute('height', '104');
    expect(screen.getByText('$6.50')).toBeInTheDocument();

    expect(screen.queryByText('Hidden dish')).not.toBeInTheDocument();
    expect(screen.queryByText('Option only')).not.toBeInTheDocument();
    // Read-only for now: no buttons that do nothing.
    expect(screen.queryByRole('button', { name: /add|order|cart/i })).not.toBeInTheDocument();
  });

  it("says 'Please refresh the page and try again.' when the menu has nothing to show", async () => {
    mockFetch({ 'GET /api/online': { body: makeOnlineResponse([makeCategory('c1', [])]) } });
    renderMenu();
    expect(await screen.findByText('Please refresh the page and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows the crash message with Reload when the menu cannot be loaded', async () => {
    mockFetch({ 'GET /api/online': { status: 500, body: { code: 'INTERNAL', message: 'boom' } } });
    renderMenu();
    expect(
      await screen.findByText('An error has occurred. Please try reloading the page.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it("shows the server's known message for an unknown restaurant", async () => {
    mockFetch({
      'GET /api/online': { status: 404, body: { code: 'NOT_FOUND', message: 'Restaurant not found' } },
    });
    renderMenu('/online/nowhere/5');
    expect(await screen.findByText('Restaurant not found')).toBeInTheDocument();
  });
});
