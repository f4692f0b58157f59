import { localClock, ORDER_MESSAGES } from '@rpos/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockEventSource } from '../../../test/event-source-mock';
import { mockFetch } from '../../../test/fetch-mock';
import { makeCategory, makeDish, makeOnlineResponse } from '../../../test/online-fixtures';
import { renderRoutes } from '../../../test/render';
import { OnlineMenuPage } from './online-menu-page';

const NO_PROMOTIONS = {
  promotionCount: 0,
  promotionImage: null,
  restaurantName: 'Golden Dragon',
  restaurantAltName: null,
  promotionDeepLink: null,
};

const open = makeOnlineResponse([makeCategory('c1', [makeDish('d1', { name: 'Mapo Tofu' })])]);
const today = localClock(new Date(), open.restaurant.timezone).dmyDate;
const closed = { ...open, restaurant: { ...open.restaurant, closeDaysItems: [today] } };

let Source: ReturnType<typeof mockEventSource>;
beforeEach(() => {
  Source = mockEventSource();
});
afterEach(() => vi.unstubAllGlobals());

describe('OnlineMenuPage: open hours', () => {
  it('says the restaurant is closed as soon as a restaurantChanged event brings new hours, and open again', async () => {
    let answer = open;
    mockFetch({
      'GET /api/online': () => ({ body: answer }),
      'GET /api/activePromotions': { body: NO_PROMOTIONS },
    });
    renderRoutes(
      [{ path: '/online/:menuId/:tableId', element: <OnlineMenuPage /> }],
      '/online/goldendragon/5',
    );
    await screen.findByRole('heading', { name: 'Mapo Tofu' });
    expect(screen.queryByText(ORDER_MESSAGES.merchantClosed)).not.toBeInTheDocument();

    const stream = Source.instances.find((s) => !s.closed)!;
    answer = closed;
    act(() => stream.emit('restaurantChanged', { changed: ['openHours'] }));
    expect(await screen.findByText(ORDER_MESSAGES.merchantClosed)).toBeInTheDocument();

    answer = open;
    act(() => stream.emit('restaurantChanged', { changed: ['openHours'] }));
    await waitFor(() => expect(screen.queryByText(ORDER_MESSAGES.merchantClosed)).not.toBeInTheDocument());
  });
});

describe('OnlineMenuPage: a restaurant not live yet (decision 0480)', () => {
  it('says ordering is closed until the restaurant goes live, then opens without a reload', async () => {
    let answer = { ...open, restaurant: { ...open.restaurant, isOnline: false } };
    mockFetch({
      'GET /api/online': () => ({ body: answer }),
      'GET /api/activePromotions': { body: NO_PROMOTIONS },
    });
    renderRoutes(
      [{ path: '/online/:menuId/:tableId', element: <OnlineMenuPage /> }],
      '/online/goldendragon/5',
    );
    await screen.findByRole('heading', { name: 'Mapo Tofu' });
    const text = 'Online ordering is closed. Please try again later.';
    expect(await screen.findByText(text)).toBeInTheDocument();

    answer = open;
    const stream = Source.instances.find((s) => !s.closed)!;
    act(() => stream.emit('restaurantChanged', { changed: ['isOnline'] }));
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
  });
});
