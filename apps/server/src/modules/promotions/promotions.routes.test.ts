import { ActivePromotionsResponse, isPromotionCurrent, ObPromotionsResponse } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotions, restaurants } from '../../db/schema';
import { DEMO_PROMOTION_DEEP_LINK } from '../../demo/demo-promotions';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();
const NOW = new Date('2025-06-02T02:00:00Z');
const DAY = 86_400_000;
let bbId = '';

const get = (url: string) => t.request({ method: 'GET', url });

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'bondibites'));
  bbId = row!.id;
});

describe('GET /api/activePromotions', () => {
  it("answers the demo restaurant's landing: count, picture, names, deep link", async () => {
    const res = await get('/api/activePromotions?restaurantId=goldendragon');
    expect(res.statusCode).toBe(200);
    const body = ActivePromotionsResponse.parse(res.json());
    expect(body).toMatchObject({
      promotionCount: 1,
      restaurantName: 'Golden Dragon',
      restaurantAltName: '金龙酒家',
      promotionDeepLink: DEMO_PROMOTION_DEEP_LINK,
    });
    expect(body.promotionImage).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const image = await get(body.promotionImage!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('counts only enabled promotions inside their window', async () => {
    const base = { restaurantId: bbId, type: 'newMember' as const, description: 'Welcome' };
    await t.db.insert(promotions).values([
      {
        ...base,
        id: newId(),
        name: 'Running',
        isEnabled: true,
        startsAt: new Date(NOW.getTime() - DAY),
        sort: 1,
      },
      { ...base, id: newId(), name: 'Disabled', isEnabled: false },
      { ...base, id: newId(), name: 'Not yet', isEnabled: true, startsAt: new Date(NOW.getTime() + DAY) },
      { ...base, id: newId(), name: 'Over', isEnabled: true, endsAt: NOW },
      {
        ...base,
        id: newId(),
        type: 'birthday',
        name: 'Birthday',
        description: 'Free dessert',
        isEnabled: true,
        isFreeItem: true,
        endsAt: new Date(NOW.getTime() + DAY),
        sort: 2,
      },
    ]);
    const body = (await get('/api/activePromotions?restaurantId=bondibites')).json();
    expect(body).toEqual({
      promotionCount: 2,
      promotionImage: null,
      restaurantName: 'Bondi Bites',
      restaurantAltName: null,
      promotionDeepLink: null,
    });

    const list = ObPromotionsResponse.parse(
      (await get('/api/obPromotions?restaurantId=bondibites&tableId=1')).json(),
    );
    expect(list.promotionDetails.map((p) => p.name)).toEqual(['Running', 'Birthday']);
    expect(list.promotionDetails[1]).toMatchObject({
      type: 'birthday',
      description: 'Free dessert',
      isFreeItem: true,
      endsAt: new Date(NOW.getTime() + DAY).toISOString(),
    });

    // A day later the birthday promotion is over.
    t.setNow(new Date(NOW.getTime() + DAY));
    try {
      expect((await get('/api/activePromotions?restaurantId=bondibites')).json().promotionCount).toBe(2);
      // 'Not yet' started exactly now (start inclusive), 'Birthday' ended exactly now (end exclusive).
      const names = (await get('/api/obPromotions?restaurantId=bondibites&tableId=takeaway'))
        .json()
        .promotionDetails.map((p: { name: string }) => p.name);
      expect(names.sort()).toEqual(['Not yet', 'Running']);
    } finally {
      t.setNow(NOW);
    }
  });

  it('answers 404 for an unknown restaurant and 400 without restaurantId', async () => {
    expect((await get('/api/activePromotions?restaurantId=nosuchplace')).statusCode).toBe(404);
    expect((await get('/api/activePromotions')).statusCode).toBe(400);
  });
});

describe('GET /api/obPromotions', () => {
  it('lists the enabled, current promotions of the restaurant', async () => {
    const res = await get('/api/obPromotions?restaurantId=goldendragon&tableId=5');
    expect(res.statusCode).toBe(200);
    const { promotionDetails } = ObPromotionsResponse.parse(res.json());
    expect(promotionDetails).toHaveLength(1);
    expect(promotionDetails[0]).toMatchObject({
      type: 'buyNFree',
      name: 'Yum cha 5+1',
      forOneItem: true,
      isFreeItem: true,
      maxAmount: 1500,
      deepLink: DEMO_PROMOTION_DEEP_LINK,
    });
    expect(isPromotionCurrent({ isEnabled: true, startsAt: null, endsAt: null }, NOW)).toBe(true);
  });

  it('answers 404 for an unknown table and 400 without tableId', async () => {
    const res = await get('/api/obPromotions?restaurantId=goldendragon&tableId=99');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Table not found' });
    expect((await get('/api/obPromotions?restaurantId=goldendragon')).statusCode).toBe(400);
  });
});
