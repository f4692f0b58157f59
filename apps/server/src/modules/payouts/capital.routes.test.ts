import {
  CAPITAL_MESSAGES as C,
  GrantOffersResponse,
  PayoutAccountResponse,
  RequestGrantResponse,
} from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

// Capital on the sandbox: GET /grantOffers, POST /grants.

const t = await buildTestApp();
t.setNow(new Date('2025-06-02T02:00:00Z'));

const owner = async (role: 'restaurantAdmin' | 'admin' = 'restaurantAdmin') => {
  const restaurant = await createRestaurant(t.db);
  const { cookie } = await signedInUser(t, { role, restaurantId: restaurant.id });
  return { cookie, restaurant };
};
const offers = async (as: string) => {
  const res = await t.request({ method: 'GET', url: '/api/grantOffers', as });
  expect(res.statusCode, res.body).toBe(200);
  return GrantOffersResponse.parse(res.json());
};
const request = (as: string | undefined, grantOfferId: string) =>
  t.request({ method: 'POST', url: '/api/grants', payload: { grantOfferId }, as });

describe('GET /grantOffers and POST /grants', () => {
  it('offers a cash advance and a standard loan in cents; a grant lands in the balance and ends the offers', async () => {
    const { cookie } = await owner();
    const first = await offers(cookie);
    expect(first.grants).toEqual([]);
    expect(first.grantOffers.map((o) => [o.contractType, o.amount.value, o.fee.amount.value])).toEqual([
      ['cashAdvance', 1_000_000, 80_000],
      ['loan', 2_500_000, 250_000],
    ]);
    expect(first.grantOffers[0]).toMatchObject({
      repayment: { basisPoints: 1000, term: { estimatedDays: 180 } },
      expiresAt: '2025-07-02T02:00:00.000Z',
    });
    // Asked again, the same offers.
    expect((await offers(cookie)).grantOffers.map((o) => o.id)).toEqual(first.grantOffers.map((o) => o.id));

    const res = await request(cookie, first.grantOffers[0]!.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = RequestGrantResponse.parse(res.json());
    expect(body.message).toBe('Successfully requested a grant.');
    expect(body.grant).toMatchObject({
      status: 'Active',
      amount: { value: 1_000_000 },
      balances: { fee: 80_000, principal: 1_000_000, total: 1_080_000 },
    });
    const after = await offers(cookie);
    expect(after.grantOffers).toEqual([]);
    expect(after.grants.map((g) => g.id)).toEqual([body.grant.id]);

    // A second grant while the first is repaid: refused.
    const again = await request(cookie, first.grantOffers[1]!.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(C.activeGrant);
    const twice = await request(cookie, first.grantOffers[0]!.id);
    expect(twice.json().message).toBe(C.alreadyRequested);
  });

  it('puts the funds in the balance account the admin sees', async () => {
    const { cookie } = await owner('admin');
    const [offer] = (await offers(cookie)).grantOffers;
    await request(cookie, offer!.id);
    const res = await t.request({ method: 'GET', url: '/api/payoutAccount', as: cookie });
    expect(PayoutAccountResponse.parse(res.json()).accountDetails.balance).toBe(500_000 + 1_000_000);
  });

  it("refuses another restaurant's offer (404), expired offers, other roles and no session", async () => {
    const a = await owner();
    const b = await owner();
    const [offerOfB] = (await offers(b.cookie)).grantOffers;
    const res = await request(a.cookie, offerOfB!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(C.offerNotFound);

    t.setNow(new Date('2025-07-03T02:00:00Z'));
    try {
      const later = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: b.restaurant.id });
      // The offers of b have expired by now: new ones are made, and the old one is refused.
      expect((await request(later.cookie, offerOfB!.id)).json().message).toBe(C.offerExpired);
      const fresh = await offers(later.cookie);
      expect(fresh.grantOffers).toHaveLength(2);
      expect(fresh.grantOffers.every((o) => o.id !== offerOfB!.id)).toBe(true);
    } finally {
      t.setNow(new Date('2025-06-02T02:00:00Z'));
    }

    for (const role of ['restaurantManager', 'restaurantStaff', 'menuAdmin', 'restaurantReport'] as const) {
      const { cookie } = await signedInUser(t, { role, restaurantId: a.restaurant.id });
      expect((await t.request({ method: 'GET', url: '/api/grantOffers', as: cookie })).statusCode, role).toBe(
        403,
      );
      expect((await request(cookie, 'x')).statusCode, role).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/grantOffers' })).statusCode).toBe(403);
    expect((await request(undefined, 'x')).statusCode).toBe(403);
  });
});
