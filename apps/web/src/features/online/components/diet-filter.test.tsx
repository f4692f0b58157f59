import type { MenuGroup } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { makeCategory, makeDish, makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { readDietFilter } from '../diet-filter';
import { OnlineMenuPage } from '../pages/online-menu-page';

const SLOW = { timeout: 30_000 };

const noPeanuts: MenuGroup = {
  id: 'g1',
  name: 'Peanuts',
  altName: null,
  required: false,
  force_min: 0,
  force_max: 1,
  allow_quantity: false,
  hideForWeb: false,
  sort: 1,
  options: [
    {
      id: 'o1',
      name: 'No peanuts',
      altName: null,
      price: 0,
      default: false,
      sort: 1,
      hideForWeb: false,
      menuItemId: null,
      allergens: ['-pe'],
    },
  ],
};

const menu = makeOnlineResponse([
  makeCategory(
    'c1',
    [
      makeDish('d1', { name: 'Satay Skewers', allergens: ['pe', 'so'] }),
      makeDish('d2', { name: 'Kung Pao Chicken', allergens: ['pe'], groups: [noPeanuts] }),
      makeDish('d3', { name: 'Tofu Salad', allergens: ['so', 'x1'], tags: ['Vegan'] }),
      makeDish('d4', { name: 'Plain Rice', tags: ['Vegan', 'Gluten Free'] }),
    ],
    { name: 'Mains' },
  ),
]);
menu.menu!.allergens = [{ code: 'x1', name: 'Celery', altName: '芹菜' }];

beforeEach(() => {
  mockEventSource();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderMenu() {
  mockFetch({
    'GET /api/online': { body: menu },
    'GET /api/activePromotions': {
      body: {
        promotionCount: 0,
        promotionImage: null,
        restaurantName: 'Golden Dragon',
        restaurantAltName: null,
        promotionDeepLink: null,
      },
    },
  });
  return renderRoutes(
    [{ path: '/online/:menuId/:tableId', element: <OnlineMenuPage /> }],
    '/online/goldendragon/5',
  );
}

const dishes = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('the menu filter for allergies and dietary needs', () => {
  it("shows the allergens on dish cards, the menu's own by its name", SLOW, async () => {
    renderMenu();
    expect(await screen.findByRole('img', { name: 'Contains Peanut, Soy' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Contains Soy, Celery' })).toBeVisible();
  });

  it('hides dishes with peanut, keeping one whose option leaves it out; then vegan only', SLOW, async () => {
    const user = userEvent.setup();
    renderMenu();
    await screen.findByText('Satay Skewers');
    expect(dishes()).toEqual(['Satay Skewers', 'Kung Pao Chicken', 'Tofu Salad', 'Plain Rice']);

    await user.click(screen.getByRole('button', { name: 'Allergens & diet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allergens & diet' });
    const avoid = within(dialog).getByRole('group', { name: 'Hide dishes with' });
    await user.click(within(avoid).getByRole('button', { name: 'Peanut' }));
    expect(within(avoid).getByRole('button', { name: 'Peanut' })).toHaveAttribute('aria-pressed', 'true');
    // The menu's own allergen is offered too.
    expect(within(avoid).getByRole('button', { name: 'Celery' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(dishes()).toEqual(['Kung Pao Chicken', 'Tofu Salad', 'Plain Rice']);
    expect(screen.getByRole('button', { name: 'Allergens & diet (1)' })).toBeVisible();
    // Kept for the visit: the checkout starts its allergy declaration from it.
    expect(readDietFilter('goldendragon')).toEqual({ avoid: ['pe'], diets: [] });

    await user.click(screen.getByRole('button', { name: 'Allergens & diet (1)' }));
    const again = await screen.findByRole('dialog');
    await user.click(
      within(within(again).getByRole('group', { name: 'Dietary needs' })).getByRole('button', {
        name: 'Vegan',
      }),
    );
    await user.click(within(again).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dishes()).toEqual(['Tofu Salad', 'Plain Rice']));

    // Soy too: nothing vegan without soy but the rice.
    await user.click(screen.getByRole('button', { name: 'Allergens & diet (2)' }));
    const third = await screen.findByRole('dialog');
    await user.click(within(third).getByRole('button', { name: 'Soy' }));
    await user.click(within(third).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dishes()).toEqual(['Plain Rice']));

    await user.click(screen.getByRole('button', { name: 'Allergens & diet (3)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dishes()).toHaveLength(4));
  });
});
