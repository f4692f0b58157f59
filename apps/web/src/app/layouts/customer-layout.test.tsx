import { useTheme } from '@mui/material/styles';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnlineMenuPage } from '../../features/online/pages/online-menu-page';
import { rememberThemeColor } from '../../shared/theme/customer-theme';
import { mockFetch } from '../../test/fetch-mock';
import { makeCategory, makeDish, makeOnlineResponse } from '../../test/online-fixtures';
import { renderRoutes } from '../../test/render';
import { accessibleColor } from '../theme/themes';
import { CustomerLayout } from './customer-layout';

function PrimaryColour() {
  return <output aria-label="primary colour">{useTheme().palette.primary.main}</output>;
}

function renderThemedMenu() {
  return renderRoutes(
    [
      {
        path: '/online/:menuId/:tableId/:orderId?',
        element: <CustomerLayout />,
        children: [
          {
            index: true,
            element: (
              <>
                <PrimaryColour />
                <OnlineMenuPage />
              </>
            ),
          },
        ],
      },
    ],
    '/online/goldendragon/5',
  );
}

const menu = (themeColor: string) => {
  const response = makeOnlineResponse([makeCategory('c1', [makeDish('d1')])]);
  return { ...response, restaurant: { ...response.restaurant, themeColor } };
};

// The menu page asks for promotions too (the landing shows first when there are some).
const NO_PROMOTIONS = {
  promotionCount: 0,
  promotionImage: null,
  restaurantName: 'Golden Dragon',
  restaurantAltName: null,
  promotionDeepLink: null,
};

describe('CustomerLayout', () => {
  it("themes the diner page with the restaurant's preset colour, case-insensitively", async () => {
    mockFetch({
      'GET /api/online': { body: menu('#F44336') },
      'GET /api/activePromotions': { body: NO_PROMOTIONS },
    });
    renderThemedMenu();
    await screen.findByRole('heading', { level: 1, name: 'Golden Dragon' });
    expect(screen.getByRole('status', { name: 'primary colour' })).toHaveTextContent(
      accessibleColor('#f44336'),
    );
  });

  it('takes the colour as soon as an answer carrying it is remembered, before any page reports it', () => {
    renderRoutes(
      [
        {
          path: '/online/:menuId/:tableId',
          element: <CustomerLayout />,
          children: [{ index: true, element: <PrimaryColour /> }],
        },
      ],
      '/online/goldendragon/5',
    );
    expect(screen.getByRole('status', { name: 'primary colour' })).toHaveTextContent('#3f51b5');
    // What the menu query does with its answer, in the fetch's own task (online-queries.ts).
    act(() => rememberThemeColor('goldendragon', '#F44336'));
    expect(screen.getByRole('status', { name: 'primary colour' })).toHaveTextContent(
      accessibleColor('#f44336'),
    );
  });

  it('uses indigo while loading and for the default #3f51b5', async () => {
    mockFetch({
      'GET /api/online': { body: menu('#3f51b5') },
      'GET /api/activePromotions': { body: NO_PROMOTIONS },
    });
    renderThemedMenu();
    expect(screen.getByRole('status', { name: 'primary colour' })).toHaveTextContent('#3f51b5');
    await screen.findByRole('heading', { level: 1, name: 'Golden Dragon' });
    expect(screen.getByRole('status', { name: 'primary colour' })).toHaveTextContent('#3f51b5');
  });

  it('falls back to pink for a colour outside the presets', async () => {
    mockFetch({
      'GET /api/online': { body: menu('#123456') },
      'GET /api/activePromotions': { body: NO_PROMOTIONS },
    });
    renderThemedMenu();
    await screen.findByRole('heading', { level: 1, name: 'Golden Dragon' });
    expect(screen.getByRole('status', { name: 'primary colour' })).toHaveTextContent(
      accessibleColor('#e91e63'),
    );
  });

  it('links the privacy policy and the terms in its footer', async () => {
    mockFetch({
      'GET /api/online': { body: menu('#3f51b5') },
      'GET /api/activePromotions': { body: NO_PROMOTIONS },
    });
    renderThemedMenu();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy.html',
    );
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms.html');
  });
});

describe('accessibleColor', () => {
  it('keeps a preset that is readable with white and darkens one that is not, to 5.5:1', async () => {
    const { getContrastRatio } = await import('@mui/material/styles');
    expect(accessibleColor('#3f51b5')).toBe('#3f51b5');
    expect(getContrastRatio(accessibleColor('#e91e63'), '#fff')).toBeGreaterThanOrEqual(5.5);
    expect(getContrastRatio(accessibleColor('#ff9800'), '#fff')).toBeGreaterThanOrEqual(5.5);
  });
});
