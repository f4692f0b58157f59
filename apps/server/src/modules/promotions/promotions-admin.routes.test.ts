import { PromotionsResponse, SavePromotionResponse } from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, type RestaurantRow, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const MARKETING = 'marketing@example.test';
const t = await buildTestApp({ marketingAccountEmail: MARKETING });
let mine: RestaurantRow;
let theirs: RestaurantRow;
let admin = '';
let marketing = '';
let otherAdmin = '';

const form = {
  type: 'newMember' as const,
  name: 'Welcome',
  description: '10 % off your first order',
  isEnabled: true,
  maxAmount: 500,
  expiryDays: 30,
  isPercentage: true,
  percentage: 10,
};

const save = (as: string, promotion: object, promotionId?: string) =>
  t.request({ method: 'POST', url: '/api/promotions', as, payload: { promotion, promotionId } });

beforeAll(async () => {
  mine = await createRestaurant(t.db);
  theirs = await createRestaurant(t.db);
  admin = (await signedInUser(t, { role: 'admin', restaurantId: mine.id })).cookie;
  marketing = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: mine.id, email: MARKETING }))
    .cookie;
  otherAdmin = (await signedInUser(t, { role: 'admin', restaurantId: theirs.id })).cookie;
});

describe('Marketing access (decision 0250)', () => {
  it('refuses signed-out callers and every role but admin and the marketing account', async () => {
    expect((await t.request({ method: 'GET', url: '/api/promotions' })).statusCode).toBe(403);
    for (const role of ['restaurantAdmin', 'restaurantGroupAdmin', 'restaurantManager', 'restaurantReport']) {
      const { cookie } = await signedInUser(t, { role, restaurantId: mine.id, permissions: ['reports'] });
      expect((await t.request({ method: 'GET', url: '/api/promotions', as: cookie })).statusCode).toBe(403);
      expect((await save(cookie, form)).statusCode).toBe(403);
      expect((await t.request({ method: 'DELETE', url: '/api/promotions/x', as: cookie })).statusCode).toBe(
        403,
      );
    }
    expect((await t.request({ method: 'GET', url: '/api/promotions', as: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/promotions', as: marketing })).statusCode).toBe(200);
  });

  it('refuses the same e-mail when no marketing account is configured', async () => {
    const bare = await buildTestApp({ marketingAccountEmail: undefined });
    const r = await createRestaurant(bare.db);
    const { cookie } = await signedInUser(bare, {
      role: 'restaurantAdmin',
      restaurantId: r.id,
      email: MARKETING,
    });
    expect((await bare.request({ method: 'GET', url: '/api/promotions', as: cookie })).statusCode).toBe(403);
  });
});

describe('POST /api/promotions', () => {
  it('creates, reads, updates and deletes a promotion of the acting restaurant, money in cents', async () => {
    const created = await save(marketing, form);
    expect(created.statusCode).toBe(200);
    const { promotion, message } = SavePromotionResponse.parse(created.json());
    expect(message).toBe('Saved successfully');
    expect(promotion).toMatchObject({ ...form, amount: null, forOneItem: false, isFreeItem: false });

    const one = await t.request({ method: 'GET', url: `/api/promotions/${promotion.id}`, as: admin });
    expect(one.json().promotion).toMatchObject({ id: promotion.id, name: 'Welcome', maxAmount: 500 });

    const updated = await save(
      admin,
      { ...form, isPercentage: false, amount: 300, name: 'Welcome $3' },
      promotion.id,
    );
    expect(updated.json().promotion).toMatchObject({ id: promotion.id, amount: 300, percentage: null });

    const list = PromotionsResponse.parse(
      (await t.request({ method: 'GET', url: '/api/promotions', as: admin })).json(),
    );
    expect(list.promotions.map((p) => p.name)).toContain('Welcome $3');

    const del = await t.request({ method: 'DELETE', url: `/api/promotions/${promotion.id}`, as: admin });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/promotions/${promotion.id}`, as: admin })).statusCode,
    ).toBe(404);
  });

  it('answers the §5 texts verbatim and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ ...form, name: '' }, 'Name is required'],
      [{ ...form, description: ' ' }, 'Description is required'],
      [
        { ...form, type: 'birthday', description: 'd'.repeat(51) },
        'The description can be at most 50 characters',
      ],
      [{ ...form, maxAmount: null }, 'The maximum amount is required.'],
      [{ ...form, expiryDays: 0 }, 'Expriry days is required'],
      [{ ...form, percentage: null }, 'The discount percentage is required.'],
      [{ ...form, isPercentage: false }, 'The discount amount is required.'],
    ];
    const before = (await t.request({ method: 'GET', url: '/api/promotions', as: admin })).json().promotions
      .length;
    for (const [body, text] of cases) {
      const res = await save(admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect((await save(admin, { ...form, type: 'other' })).statusCode).toBe(400);
    expect((await save(admin, { ...form, maxAmount: 1.5 })).statusCode).toBe(400);
    const after = (await t.request({ method: 'GET', url: '/api/promotions', as: admin })).json().promotions
      .length;
    expect(after).toBe(before);
  });

  it("keeps another restaurant's promotions out of sight: never listed, 404 to read, update or delete", async () => {
    const theirsPromo = SavePromotionResponse.parse(
      (await save(otherAdmin, { ...form, name: 'Theirs' })).json(),
    ).promotion;
    const list = (await t.request({ method: 'GET', url: '/api/promotions', as: admin })).json();
    expect(list.promotions.map((p: { name: string }) => p.name)).not.toContain('Theirs');
    expect(
      (await t.request({ method: 'GET', url: `/api/promotions/${theirsPromo.id}`, as: admin })).statusCode,
    ).toBe(404);
    expect((await save(admin, { ...form, name: 'Stolen' }, theirsPromo.id)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/promotions/${theirsPromo.id}`, as: admin })).statusCode,
    ).toBe(404);
    const still = await t.request({
      method: 'GET',
      url: `/api/promotions/${theirsPromo.id}`,
      as: otherAdmin,
    });
    expect(still.json().promotion.name).toBe('Theirs');
  });

  it('keeps the type of a saved promotion', async () => {
    const { promotion } = SavePromotionResponse.parse((await save(admin, form)).json());
    const res = await save(admin, { ...form, type: 'birthday' }, promotion.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The type of a promotion cannot be changed');
  });
});
