import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bookingDinerKeys } from '../features/bookings/api/booking-diner-api';
import { queueKeys } from '../features/queue/api/queue-keys';
import { seedRestaurantPage } from './start-prefetch';

const info = {
  restaurant: { restaurantId: 'goldendragon', name: 'Golden Dragon' },
  disclaimer: null,
  bookingClosed: false,
  queueClosed: false,
};
const block = { restaurantId: 'goldendragon', restaurantInfo: info };

describe("the booking and queue pages' restaurant from the page (decision 0604)", () => {
  it("puts the answer under the page's own query key, as if fetched", () => {
    const client = new QueryClient();
    seedRestaurantPage(client, '/restaurantBooking/goldendragon', block);
    expect(client.getQueryData(bookingDinerKeys.restaurantInfo('goldendragon'))).toEqual(info);
    seedRestaurantPage(client, '/queue/goldendragon', block);
    expect(client.getQueryData(queueKeys.restaurant('goldendragon'))).toEqual(info);
  });

  it("ignores another restaurant's answer, another page and a page without one", () => {
    const client = new QueryClient();
    seedRestaurantPage(client, '/queue/bondibites', block);
    seedRestaurantPage(client, '/online/goldendragon/5', block);
    seedRestaurantPage(client, '/restaurantBooking/goldendragon', null);
    seedRestaurantPage(client, '/restaurantBooking/goldendragon', { online: {}, menuId: 'goldendragon' });
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
