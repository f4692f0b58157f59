import { SearchMemberResponse } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, restaurants } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { newId } from '../../platform/ids';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const MARKETING = 'marketing@example.test';
const t = await buildTestApp({ marketingAccountEmail: MARKETING });
let gdId = '';
let bbId = '';
let admin = '';
let marketing = '';

const search = (as: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/searchMemeber', as, payload });
const found = async (as: string, payload: object) =>
  SearchMemberResponse.parse((await search(as, payload)).json()).searchResult.map((m) => m.name);

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: new Date('2025-06-02T02:00:00Z') });
  const id = async (url: string) =>
    (await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, url)))[0]!.id;
  gdId = await id('goldendragon');
  bbId = await id('bondibites');
  // Bondi Bites has its own Mei, with the same phone as Golden Dragon's: never found from Golden Dragon.
  await t.db
    .insert(members)
    .values({ id: newId(), restaurantId: bbId, firstName: 'Mei', lastName: 'Other', phone: '0412345001' });
  admin = (await signedInUser(t, { role: 'admin', restaurantId: gdId })).cookie;
  marketing = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId, email: MARKETING }))
    .cookie;
});

describe('POST /api/searchMemeber', () => {
  it("finds the acting restaurant's demo members by phone, first or last name", async () => {
    const res = await search(admin, { phoneNumber: '+61 412 345 001' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      searchResult: [{ id: expect.any(String), name: 'Mei Chen', phoneNumber: '0412345001' }],
    });
    expect(await found(marketing, { firstName: 'mei' })).toEqual(['Mei Chen']);
    expect(await found(admin, { lastName: 'NGU' })).toEqual(['Olivia Nguyen']);
    expect(await found(admin, { phoneNumber: '0412345', firstName: 'Jack' })).toEqual(['Jack Wilson']);
    expect(await found(admin, { phoneNumber: '0412345' })).toHaveLength(4);
    expect(await found(admin, { firstName: '%' })).toEqual([]);
  });

  it('never finds another restaurant’s members', async () => {
    const other = (await signedInUser(t, { role: 'admin', restaurantId: bbId })).cookie;
    expect(await found(other, { phoneNumber: '0412345001' })).toEqual(['Mei Other']);
    expect(await found(other, { firstName: 'Olivia' })).toEqual([]);
  });

  it('answers the §5 text without criteria', async () => {
    const res = await search(admin, { phoneNumber: '', firstName: ' ', lastName: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a phone number or first name or last name');
  });

  it('refuses everyone but admin and the marketing account', async () => {
    expect((await search('', { firstName: 'Mei' })).statusCode).toBe(403);
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId });
    expect((await search(cookie, { firstName: 'Mei' })).statusCode).toBe(403);
  });
});
