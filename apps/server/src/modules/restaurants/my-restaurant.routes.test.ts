import { MY_RESTAURANT_MESSAGES as M, MyRestaurant, restaurantTopic } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { images, restaurants, users } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();
let golden: typeof restaurants.$inferSelect;
let admin = '';

/** The refusal's text: a validation issue's own message (the answer's message prefixes the field). */
const messageOf = (res: { json(): { message: string; issues?: { message: string }[] } }) =>
  res.json().issues?.[0]?.message ?? res.json().message;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, as?: string, payload?: object) =>
  t.request({ method, url, as, ...(payload ? { payload } : {}) });

/** What the form sends back for a restaurant: its fields as GET /myrestaurant answered them. */
const formOf = (r: MyRestaurant) => ({
  name: r.name,
  altName: r.altName,
  urlIdentifier: r.urlIdentifier,
  address: r.address,
  addressObject: r.addressObject,
  restrauntDescription: r.restrauntDescription,
  abn: r.abn,
  phone: r.phone,
  latitude: r.latitude,
  longitude: r.longitude,
  timezone: r.timezone,
  themeColor: r.themeColor,
  websiteStyle: r.websiteStyle,
  notificationEmail: r.notificationEmail,
  isOnline: r.isOnline,
  serviceBell: r.serviceBell,
  takeawayPayment: r.takeawayPayment,
  stripeFeeOnUs: r.stripeFeeOnUs,
  posSurchagesOnUs: r.posSurchagesOnUs,
  orderAheadDisabled: r.orderAheadDisabled,
  isBigMenuImageUsed: r.isBigMenuImageUsed,
  isDineMobileOptional: r.isDineMobileOptional,
  isPOSClientPaymentDisabled: r.isPOSClientPaymentDisabled,
  smsVerify: r.smsVerify,
  isPOSOpenCashEnabled: r.isPOSOpenCashEnabled,
});

function multipart(parts: { field: string; filename?: string; type?: string; bytes: Buffer }[]) {
  const boundary = '----rpos-logo-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#e91e63' } })
    .png()
    .toBuffer();
const uploadLogo = async (urlIdentifier: string, bytes: Buffer, as = admin, filename = 'logo.png') =>
  t.request({
    method: 'POST',
    url: `/api/restaurant/image/${urlIdentifier}`,
    as,
    ...multipart([
      { field: 'content', bytes: Buffer.from('{"name":"logo"}') },
      { field: 'image', filename, type: 'image/png', bytes },
    ]),
  });

/** Collects the realtime events of a restaurant while `run` runs. */
async function eventsDuring(restaurantId: string, run: () => Promise<unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const stop = t.deps.events.subscribe(restaurantTopic(restaurantId), (e) => seen.push(e.payload));
  try {
    await run();
  } finally {
    stop();
  }
  return seen;
}

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: new Date('2025-06-02T02:00:00Z') });
  const [row] = await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, 'goldendragon'));
  golden = row!;
  admin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: golden!.id })).cookie;
});

describe('GET /myrestaurant', () => {
  it('answers the acting restaurant with every field and flag of the form', async () => {
    const res = await call('GET', '/api/myrestaurant', admin);
    expect(res.statusCode, res.body).toBe(200);
    const r = MyRestaurant.parse(res.json());
    expect(r).toMatchObject({
      restaurantId: 'goldendragon',
      name: 'Golden Dragon',
      timezone: 'Australia/Sydney',
      isOnline: true,
      takeawayPayment: true,
      isPOSOpenCashEnabled: false,
      // The demo seed connects the sandbox card account (decision 0373).
      paymentOnboarding: { cardProvider: 'sandbox', connected: true },
    });
    expect(r.serviceTypes).toContain('Bill');
    expect(r.openHours.closeDaysItems).toEqual(['25/12/2025']);
    // Routes match case-insensitively.
    expect((await call('GET', '/api/myRestaurant', admin)).statusCode).toBe(200);
  });

  it('is one document: every field of restaurant-config.md §3 "Restaurant", filled (decision 0453)', async () => {
    const saved = await call('PUT', '/api/updateRestaurantValues/', admin, {
      qrCodeSettings: [{ name: 'takeaway', disabled: true, disabledDate: null }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const r = MyRestaurant.parse((await call('GET', '/api/myrestaurant', admin)).json());
    const SECTION_3 =
      'name, altName, address, addressObject, restrauntDescription, abn, urlIdentifier, phone, latitude, longitude, timezone, themeColor, logo, isOnline, serviceBell, takeawayPayment, stripeFeeOnUs, posSurchagesOnUs, orderAheadDisabled, isBigMenuImageUsed, isDineMobileOptional, isPOSClientPaymentDisabled, websiteStyle, notificationEmail, deliveryServicePhone, pickupInstructions, posSettings, serviceTypes, stripeAccountId, adyenPaymentSettings, openHours, surchargeSettings, currencySymbol, redirectUrl, smsVerify, onlineSettings, holidaySurcharge, qrCodeSettings, qrCodeTypes, paymentRequiredTableNumbers, posOrderingSettings, posPrintSettings';
    for (const key of SECTION_3.split(', ')) expect(Object.keys(r), key).toContain(key);
    // Weekdays as §3 names them.
    expect(r.openHours.openHoursItems[0]?.weekdays[0]).toMatch(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
    expect(r.surchargeSettings.length).toBeGreaterThan(0);
    expect(r.holidaySurcharge).toMatchObject({ isEnabled: true, isPercentage: true });
    expect(r.holidaySurcharge?.publicHolidayDays.length).toBeGreaterThan(0);
    expect(r.qrCodeSettings).toContainEqual({ name: 'takeaway', disabled: true, disabledDate: null });
    expect(r.qrCodeSettings.length).toBeGreaterThan(5);
    expect(r.qrCodeTypes).not.toContain('takeaway');
    expect(r.qrCodeTypes).toContain('pickup');
    expect(r.posPrintSettings.printTypes.length).toBeGreaterThan(0);
    expect(r.posPrintSettings.switchTable).toEqual({ isPrintEnabled: expect.any(Boolean) });
  });

  it('is for admin, restaurantAdmin and restaurantGroupAdmin only', async () => {
    const own = await createRestaurant(t.db);
    for (const role of ['restaurantStaff', 'restaurantManager']) {
      const user = await signedInUser(t, { role, restaurantId: own.id });
      expect((await call('GET', '/api/myrestaurant', user.cookie)).statusCode).toBe(403);
    }
    // Not signed in: this API answers 403 to every unauthenticated call (errors.ts).
    expect((await call('GET', '/api/myrestaurant')).statusCode).toBe(403);
    const siteAdmin = await signedInUser(t, { role: 'admin', restaurantId: own.id });
    expect((await call('GET', '/api/myrestaurant', siteAdmin.cookie)).json().id).toBe(own.id);
    const group = await createRestaurant(t.db, { type: 'restaurantGroup' });
    const member = await createRestaurant(t.db, { groupId: group.id });
    const groupAdmin = await signedInUser(t, { role: 'restaurantGroupAdmin', restaurantId: group.id });
    await t.db.update(users).set({ selectedRestaurantId: member.id }).where(eq(users.id, groupAdmin.user.id));
    expect((await call('GET', '/api/myrestaurant', groupAdmin.cookie)).json().id).toBe(member.id);
  });
});

describe('PUT /myrestaurant/', () => {
  it('saves the profile and flags, isPOSOpenCashEnabled into posSettings, and tells open diner pages', async () => {
    const mine = await createRestaurant(t.db, { posSettings: { posPartners: [{ name: 'Uber' }] } });
    const cookie = (await signedInUser(t, { restaurantId: mine.id })).cookie;
    const before = MyRestaurant.parse((await call('GET', '/api/myrestaurant', cookie)).json());
    let res: Awaited<ReturnType<typeof call>> | undefined;
    const events = await eventsDuring(mine.id, async () => {
      res = await call('PUT', '/api/myrestaurant/', cookie, {
        ...formOf(before),
        phone: '02 9000 1234',
        restrauntDescription: 'Dumplings',
        timezone: 'Australia/Perth',
        themeColor: '#4CAF50',
        websiteStyle: 'step',
        notificationEmail: 'owner@example.com',
        serviceBell: true,
        smsVerify: true,
        isPOSOpenCashEnabled: true,
      });
    });
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json()).toMatchObject({
      phone: '02 9000 1234',
      restrauntDescription: 'Dumplings',
      timezone: 'Australia/Perth',
      themeColor: '#4caf50',
      websiteStyle: 'step',
      serviceBell: true,
      smsVerify: true,
      isPOSOpenCashEnabled: true,
    });
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, mine.id));
    expect(row!.posSettings).toEqual({ posPartners: [{ name: 'Uber' }], isPOSOpenCashEnabled: true });
    expect(row!.description).toBe('Dumplings');
    expect(events).toEqual([{ event: 'restaurantChanged', data: { changed: ['profile'] } }]);
  });

  it('loads missing flags as isOnline and takeawayPayment on', async () => {
    const mine = await createRestaurant(t.db, { isOnline: false, takeawayPayment: false });
    const cookie = (await signedInUser(t, { restaurantId: mine.id })).cookie;
    const res = await call('PUT', '/api/myrestaurant/', cookie, {
      name: mine.name,
      urlIdentifier: mine.urlIdentifier,
      timezone: 'Australia/Sydney',
      themeColor: '#3f51b5',
      websiteStyle: 'simple',
    });
    expect(res.json()).toMatchObject({ isOnline: true, takeawayPayment: true, serviceBell: false });
  });

  it('refuses a change of the url identifier, and leaves the restaurant as it was', async () => {
    const before = MyRestaurant.parse((await call('GET', '/api/myrestaurant', admin)).json());
    const res = await call('PUT', '/api/myrestaurant/', admin, {
      ...formOf(before),
      urlIdentifier: 'newdragon',
      phone: '000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.identifierFixed);
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, golden.id));
    expect(row).toMatchObject({ urlIdentifier: 'goldendragon', phone: golden.phone });
  });

  it.each([
    [{ name: ' ' }, M.nameRequired],
    [{ urlIdentifier: '' }, M.identifierRequired],
    [{ urlIdentifier: 'gold dragon' }, M.identifierFormat],
    [{ timezone: 'Australia/Gotham' }, M.invalidTimezone],
    [{ themeColor: '#000000' }, M.invalidThemeColor],
    [{ notificationEmail: 'owner@' }, M.invalidEmail],
  ])('refuses %o with its message', async (change, message) => {
    const before = MyRestaurant.parse((await call('GET', '/api/myrestaurant', admin)).json());
    const res = await call('PUT', '/api/myrestaurant/', admin, { ...formOf(before), ...change });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(message);
  });

  it('refuses a website style outside simple, modern, classic and step', async () => {
    const before = MyRestaurant.parse((await call('GET', '/api/myrestaurant', admin)).json());
    const res = await call('PUT', '/api/myrestaurant/', admin, { ...formOf(before), websiteStyle: 'fancy' });
    expect(res.statusCode).toBe(400);
  });

  it('is refused to staff and managers, and never reaches another restaurant', async () => {
    const before = MyRestaurant.parse((await call('GET', '/api/myrestaurant', admin)).json());
    for (const role of ['restaurantStaff', 'restaurantManager']) {
      const user = await signedInUser(t, { role, restaurantId: golden.id });
      const res = await call('PUT', '/api/myrestaurant/', user.cookie, { ...formOf(before), phone: '1' });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('PUT', '/api/myrestaurant/', undefined, formOf(before))).statusCode).toBe(403);
    // Another restaurant's admin saving golden dragon's identifier changes its own restaurant only.
    const other = await signedInUser(t);
    const res = await call('PUT', '/api/myrestaurant/', other.cookie, { ...formOf(before), phone: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.identifierFixed);
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, golden.id));
    expect(row!.phone).toBe(golden.phone);
  });
});

describe('PUT /deliverySettings', () => {
  it('saves both fields for the acting restaurant', async () => {
    const res = await call('PUT', '/api/deliverySettings', admin, {
      deliveryServicePhone: '02 9999 0000',
      pickupInstructions: 'Collect at the side door',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      deliveryServicePhone: '02 9999 0000',
      pickupInstructions: 'Collect at the side door',
      message: 'Updated successfully',
    });
    const online = (await call('GET', '/api/online?menuId=goldendragon&tableId=takeaway')).json();
    expect(online.restaurant).toMatchObject({
      deliveryServicePhone: '02 9999 0000',
      pickupInstructions: 'Collect at the side door',
    });
  });

  it('clears both with nulls: a restaurant that stops delivering (decision 0460)', async () => {
    await call('PUT', '/api/deliverySettings', admin, {
      deliveryServicePhone: '02 9999 0000',
      pickupInstructions: 'Collect at the side door',
    });
    const res = await call('PUT', '/api/deliverySettings', admin, {
      deliveryServicePhone: null,
      pickupInstructions: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ deliveryServicePhone: null, pickupInstructions: null });
    const mine = MyRestaurant.parse((await call('GET', '/api/myrestaurant', admin)).json());
    expect(mine).toMatchObject({ deliveryServicePhone: null, pickupInstructions: null });
    // Only one cleared is still refused with the §5 text.
    const half = await call('PUT', '/api/deliverySettings', admin, {
      deliveryServicePhone: null,
      pickupInstructions: 'x',
    });
    expect(messageOf(half)).toBe(M.deliveryPhoneRequired);
  });

  it('requires both, with their texts', async () => {
    const noPhone = await call('PUT', '/api/deliverySettings', admin, { pickupInstructions: 'x' });
    expect(messageOf(noPhone)).toBe(M.deliveryPhoneRequired);
    const noPickup = await call('PUT', '/api/deliverySettings', admin, {
      deliveryServicePhone: '1',
      pickupInstructions: ' ',
    });
    expect(noPickup.statusCode).toBe(400);
    expect(messageOf(noPickup)).toBe(M.pickupInstructionsRequired);
  });

  it('is refused to staff', async () => {
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId: golden.id });
    const res = await call('PUT', '/api/deliverySettings', staff.cookie, {
      deliveryServicePhone: '1',
      pickupInstructions: 'x',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the logo', () => {
  it('uploads a PNG (the content field beside it) and the diner header gets it from GET /online', async () => {
    const events = await eventsDuring(golden.id, async () => {
      const res = await uploadLogo('goldendragon', await png());
      expect(res.statusCode, res.body).toBe(200);
      const { imageUrl } = res.json();
      expect(imageUrl).toMatch(/^\/api\/images\/.+/);
      const online = (await call('GET', '/api/online?menuId=goldendragon&tableId=5')).json();
      expect(online.restaurant.logo).toBe(imageUrl);
      expect((await call('GET', imageUrl)).headers['content-type']).toMatch(/^image\//);
    });
    expect(events).toContainEqual({ event: 'restaurantChanged', data: { changed: ['logo'] } });
  });

  it('replaces the old logo and drops its image', async () => {
    const first = (await uploadLogo('goldendragon', await png())).json().imageUrl as string;
    const second = (await uploadLogo('goldendragon', await png())).json().imageUrl as string;
    expect(second).not.toBe(first);
    const old = await t.db
      .select()
      .from(images)
      .where(eq(images.id, first.split('/').pop()!));
    expect(old).toEqual([]);
  });

  it('judges the bytes, not the name: a text file named .png is refused', async () => {
    const res = await uploadLogo(
      'goldendragon',
      Buffer.from('just some text, not a picture\n'),
      admin,
      'logo.png',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Wrong Image Format || Supported Format are PNG and JPG');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect((await uploadLogo('goldendragon', gif, admin, 'logo.jpg')).statusCode).toBe(400);
  });

  it("refuses another restaurant's identifier, staff and no session", async () => {
    const other = await createRestaurant(t.db);
    expect((await uploadLogo(other.urlIdentifier, await png())).statusCode).toBe(403);
    const staff = await signedInUser(t, { role: 'restaurantManager', restaurantId: golden.id });
    expect((await uploadLogo('goldendragon', await png(), staff.cookie)).statusCode).toBe(403);
    expect((await uploadLogo('goldendragon', await png(), '')).statusCode).toBe(403);
    const [row] = await t.db.select().from(restaurants).where(eq(restaurants.id, other.id));
    expect(row!.logoImageId).toBeNull();
  });

  it('deletes the logo named by the imageName header', async () => {
    const url = (await uploadLogo('goldendragon', await png())).json().imageUrl as string;
    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/restaurant/image',
      as: admin,
      headers: { imageName: '/api/images/not-ours' },
    });
    expect(wrong.statusCode).toBe(404);
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId: golden.id });
    const refused = await t.request({
      method: 'DELETE',
      url: '/api/restaurant/image',
      as: staff.cookie,
      headers: { imageName: url },
    });
    expect(refused.statusCode).toBe(403);
    const res = await t.request({
      method: 'DELETE',
      url: '/api/restaurant/image',
      as: admin,
      headers: { imageName: `http://localhost:3000${url}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', '/api/myrestaurant', admin)).json().logo).toBeNull();
    expect(
      await t.db
        .select()
        .from(images)
        .where(eq(images.id, url.split('/').pop()!)),
    ).toEqual([]);
  });
});
