import { SearchMemberResponse, VOUCHER_MESSAGES, VouchersResponse } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, restaurants, vouchers } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const MARKETING = 'marketing@example.test';
const t = await buildTestApp({ marketingAccountEmail: MARKETING });
// 11:00 on 2 June 2025 in Sydney.
const NOW = new Date('2025-06-02T01:00:00Z');
let gdId = '';
let bbId = '';
let admin = '';
let marketing = '';
let mei = '';
let jack = '';
let foreign = '';

const voucher = {
  name: 'Sorry voucher',
  description: '$5 off your next visit',
  isPercentage: false,
  amount: 500,
  maxPrice: 500,
  effectiveFrom: '2025-06-02',
  expiryDays: 30,
  expireDate: '02/07/2025',
  type: 'online',
  status: 'active',
};
const post = (as: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/vouchers', as, payload });
const list = async (as: string, query = '') =>
  VouchersResponse.parse((await t.request({ method: 'GET', url: `/api/vouchers${query}`, as })).json());

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: NOW });
  t.setNow(NOW);
  const id = async (url: string) =>
    (await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, url)))[0]!.id;
  gdId = await id('goldendragon');
  bbId = await id('bondibites');
  admin = (await signedInUser(t, { role: 'admin', restaurantId: gdId })).cookie;
  marketing = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId, email: MARKETING }))
    .cookie;
  const found = SearchMemberResponse.parse(
    (
      await t.request({
        method: 'POST',
        url: '/api/searchMemeber',
        as: admin,
        payload: { phoneNumber: '04123450' },
      })
    ).json(),
  ).searchResult;
  mei = found.find((m) => m.name === 'Mei Chen')!.id;
  jack = found.find((m) => m.name === 'Jack Wilson')!.id;
  foreign = newId();
  await t.db
    .insert(members)
    .values({ id: foreign, restaurantId: bbId, firstName: 'Bo', phone: '0499000111' });
});

describe('POST /api/vouchers', () => {
  it('issues one active online voucher per member, expiry computed on the server', async () => {
    const res = await post(marketing, { voucher, members: [mei, jack, mei] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2, message: 'Saved successfully' });
    const { allVouchers, total } = await list(admin);
    expect(total).toBe(2);
    expect(allVouchers.map((v) => v.userName).sort()).toEqual(['Jack Wilson', 'Mei Chen']);
    expect(allVouchers[0]).toMatchObject({
      id: allVouchers[0]!.voucherId,
      promotionId: null,
      type: 'online',
      status: 'active',
      name: 'Sorry voucher',
      amount: 500,
      maxPrice: 500,
      percents: null,
      effectiveFrom: '2025-06-02',
      expireDate: '2025-07-02',
      usedAt: null,
    });
  });

  it('answers the texts and writes nothing', async () => {
    const before = (await list(admin)).total;
    const cases: [object, string][] = [
      [{ voucher, members: [] }, 'Please add members'],
      [{ voucher: { ...voucher, name: '' }, members: [mei] }, 'Name is required'],
      [
        { voucher: { ...voucher, description: 'd'.repeat(51) }, members: [mei] },
        'The description can be at most 50 characters',
      ],
      [
        { voucher: { ...voucher, isPercentage: true }, members: [mei] },
        'The discount percentage is required.',
      ],
      [{ voucher: { ...voucher, maxPrice: null }, members: [mei] }, 'The maximum amount is required.'],
      [{ voucher: { ...voucher, expiryDays: 0 }, members: [mei] }, 'Expriry days is required'],
      [{ voucher: { ...voucher, effectiveFrom: '' }, members: [mei] }, 'The effective date is required.'],
      [
        { voucher: { ...voucher, effectiveFrom: '30/02/2025' }, members: [mei] },
        VOUCHER_MESSAGES.effectiveFromInvalid,
      ],
      // Another restaurant's member: nothing is written, not even Mei's.
      [
        { voucher, members: [mei, foreign] },
        'Some of the chosen members were not found. Please search again.',
      ],
    ];
    for (const [payload, text] of cases) {
      const res = await post(admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(text);
    }
    expect((await list(admin)).total).toBe(before);
  });

  it('takes effectiveFrom as an ISO date-time, read on the restaurant clock (decision 0455)', async () => {
    // Midnight in Sydney as a browser's toISOString() sends it.
    const res = await post(admin, {
      voucher: { ...voucher, effectiveFrom: '2025-06-09T14:00:00.000Z' },
      members: [mei],
    });
    expect(res.statusCode, res.body).toBe(200);
    const dmy = await post(admin, { voucher: { ...voucher, effectiveFrom: '10/06/2025' }, members: [mei] });
    expect(dmy.statusCode, dmy.body).toBe(200);
    const { allVouchers } = await list(admin);
    expect(allVouchers.map((v) => v.effectiveFrom)).toEqual(expect.arrayContaining(['2025-06-10']));
    expect(allVouchers.filter((v) => v.effectiveFrom === '2025-06-10')).toHaveLength(2);
  });

  it('refuses everyone but admin and the marketing account', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId });
    expect((await post(cookie, { voucher, members: [mei] })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/vouchers', as: cookie })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/vouchers' })).statusCode).toBe(403);
  });
});

describe('GET /api/vouchers', () => {
  it("pages the acting restaurant's vouchers and never lists another's", async () => {
    await t.db.insert(vouchers).values({
      id: newId(),
      restaurantId: bbId,
      memberId: foreign,
      type: 'online',
      name: 'Theirs',
      description: 'Not ours',
      maxPrice: 100,
      amount: 100,
      effectiveFrom: '2025-06-01',
      expiryDays: 1,
      expireDate: '2025-06-02',
    });
    // Two from the first test and two from the effectiveFrom one.
    const page = await list(admin, '?page=2&pageSize=5');
    expect(page).toMatchObject({ page: 2, pageSize: 5, total: 4, allVouchers: [] });
    expect((await list(admin)).allVouchers.map((v) => v.name)).not.toContain('Theirs');
    const bb = (await signedInUser(t, { role: 'admin', restaurantId: bbId })).cookie;
    const theirs = await list(bb);
    // Its expiry date is today in Sydney: it shows expired.
    expect(theirs.allVouchers).toEqual([expect.objectContaining({ name: 'Theirs', status: 'expired' })]);
    expect((await t.request({ method: 'GET', url: '/api/vouchers?pageSize=7', as: admin })).statusCode).toBe(
      400,
    );
  });
});
