import { RestaurantInfoResponse } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');
const info = (restaurantId: string) =>
  t.request({ method: 'GET', url: `/api/restaurantInfo?restaurantId=${encodeURIComponent(restaurantId)}` });

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
});

describe('GET /api/restaurantInfo', () => {
  it('answers the diner view of a restaurant and its booking disclaimer', async () => {
    const res = await info('goldendragon');
    expect(res.statusCode).toBe(200);
    const body = RestaurantInfoResponse.parse(res.json());
    expect(body.disclaimer).toBe('Tables are held for 15 minutes past the booking time.');
    expect(body.restaurant).toMatchObject({
      restaurantId: 'goldendragon',
      name: 'Golden Dragon',
      altName: '金龙酒家',
      address: '380 Sussex Street, Sydney NSW 2000',
      phone: '02 9211 8888',
      taxName: 'GST',
      taxPercentage: 10,
      timezone: 'Australia/Sydney',
      themeColor: '#e91e63',
      websiteStyle: 'classic',
      isOnline: true,
      serviceBell: true,
      takeawayPayment: true,
      smsVerify: false,
      orderAheadDisabled: false,
      isBigMenuImageUsed: false,
      isDineMobileOptional: false,
    });
    expect(body.restaurant.logo).toMatch(/^\/api\/images\//);
    expect(body.restaurant.latitude).toBeCloseTo(-33.8766);
    expect(body.restaurant.addressObject?.postalCode).toBe('2000');
    expect(body.restaurant.serviceTypes).toContain('Bill');
    // Open hours as HH:mm with ISO weekdays; closed days as DD/MM/YYYY.
    expect(body.restaurant.openHoursItems.map((h) => [h.weekdays, h.openStart, h.openEnd])).toEqual([
      [[1, 2, 3, 4, 5], '11:00', '15:00'],
      [[6, 7], '10:00', '15:30'],
      [[1, 2, 3, 4, 7], '17:00', '22:30'],
      [[5, 6], '17:00', '24:00'],
      [[6, 7], '00:00', '02:00'],
    ]);
    expect(body.restaurant.closeDaysItems).toEqual(['25/12/2025']);
    expect(body.restaurant.onlineSettings).toMatchObject({
      isDineInGuestNumberRequired: true,
      dineinTakeawayEnabled: true,
      isTillPaymentEnabled: false,
      hideSpecialRequirement: false,
    });
    expect(body.restaurant.onlineSettings.allergyNotice).toMatch(/peanuts/);
  });

  it('fills online-settings defaults for a restaurant that stored none', async () => {
    const r = await createRestaurant(t.db, { bookingDisclaimer: null });
    const body = (await info(r.urlIdentifier)).json();
    expect(body.disclaimer).toBeNull();
    expect(body.restaurant.onlineSettings).toEqual({
      allergyNotice: '',
      hideSpecialRequirement: false,
      specialTerms: '',
      isTillPaymentEnabled: false,
      isAdyenPaymentEnabled: false,
      isWechatOnlinePaymentEnabled: false,
      isPaypalEnabled: false,
      isDineInGuestNumberRequired: false,
      isDineInMobilePhoneRequired: false,
      foodCourtPaymentRequired: false,
      foodCourtPaymentOptional: false,
      dineinTakeawayEnabled: false,
      foodCourtTakeawayEnabled: false,
      isGroupOrderingEnabled: false,
      postpaidAutoAcceptAmountThreshold: null,
      orderCompleteMessages: [],
    });
    expect(body.restaurant).toMatchObject({
      openHoursItems: [],
      closeDaysItems: [],
      logo: null,
      themeColor: '#3f51b5',
    });
  });

  it('answers 404 with a code and message for an unknown restaurant or a group', async () => {
    const res = await info('nosuchplace');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Restaurant not found' });
    expect((await info('harboureats')).statusCode).toBe(404);
  });

  it('answers 400 without a restaurantId', async () => {
    const res = await t.request({ method: 'GET', url: '/api/restaurantInfo' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/restaurantId/);
  });

  it('refuses a disclaimer over 100 characters at the database', async () => {
    await expect(
      t.db
        .update(restaurants)
        .set({ bookingDisclaimer: 'x'.repeat(101) })
        .where(eq(restaurants.urlIdentifier, 'bondibites')),
    ).rejects.toThrow();
  });
});
