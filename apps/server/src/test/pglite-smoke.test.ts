import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts';
import { seedDemoDataIfEmpty } from '../demo/seed';
import {
  dishNamed,
  line,
  MONDAY_NOON,
  menuOf,
  payload,
  placeOrder,
} from '../modules/orders/order-test-helpers';
import { cardStateData } from '../modules/payments/payment-test-helpers';
import { signIn } from './factories';
import { buildTestApp } from './test-app';

// The embedded database's smoke set: migrations (the template), the demo seed, and one real request
// per module. CI runs the whole server suite on PostgreSQL and this file on PGlite (decision 0095);
// `npm test` without DATABASE_URL runs everything on PGlite, this file included.
const t = await buildTestApp();
const account = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  for (const role of ['admin', 'restaurantAdmin', 'restaurantManager']) {
    cookies[role] = await signIn(t, account(role).email, account(role).password);
  }
});

const get = (url: string, as?: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, as, headers });

describe('PGlite smoke: one request per module on the seeded embedded database', () => {
  it('health answers ready', async () => {
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('auth and users: the signed-in manager reads its details and permissions', async () => {
    const me = await get('/api/user', cookies.restaurantManager);
    expect(me.statusCode, me.body).toBe(200);
    expect(JSON.stringify(me.json())).toContain(account('restaurantManager').email);
    expect((await get('/api/userPermissions', cookies.restaurantManager)).statusCode).toBe(200);
    const users = await get('/api/users', cookies.admin);
    expect(users.statusCode, users.body).toBe(200);
    expect(users.json().total).toBeGreaterThanOrEqual(7);
  });

  it('online, restaurants and promotions: the diner reads the menu, the restaurant and its promotions', async () => {
    const menu = await menuOf(t, 'goldendragon', '5');
    expect(menu.categories.length).toBeGreaterThan(5);
    const info = await get('/api/restaurantInfo?restaurantId=goldendragon');
    expect(info.statusCode, info.body).toBe(200);
    expect((await get('/api/activePromotions?restaurantId=goldendragon')).statusCode).toBe(200);
  });

  it('orders: a pay-at-counter order is priced by the server, then its invoice and summary answer', async () => {
    const menu = await menuOf(t, 'goldendragon', '5');
    const res = await placeOrder(t, payload([line(dishNamed(menu, 'Coca-Cola'), { quantity: 2 })]));
    expect(res.statusCode, res.body).toBe(200);
    const { reference } = res.json();
    const invoice = await get(`/api/invoice?restaurantId=goldendragon&orderId=${reference}`);
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().total).toBeGreaterThan(0);
    const summary = await get(`/api/orderSummary?restaurantId=goldendragon&orderIds=${reference}`);
    expect(summary.statusCode, summary.body).toBeLessThan(500);
  });

  it('payments: a card order is authorised by the sandbox provider', async () => {
    const menu = await menuOf(t, 'goldendragon', '5');
    const body = payload([line(dishNamed(menu, 'Coca-Cola'))], { order: { paymentType: 'card' } });
    const placed = await placeOrder(t, body);
    expect(placed.statusCode, placed.body).toBe(200);
    const res = await t.request({
      method: 'POST',
      url: '/api/adyenPayments',
      payload: {
        orderNumber: body.order.orderNumber,
        restaurantId: 'goldendragon',
        tableId: '5',
        stateData: await cardStateData(t, '4111111111111111'),
        idempotencyKey: `smoke-${body.order.orderNumber}`,
        browserInfo: { userAgent: 'vitest', language: 'en-AU', colorDepth: 24 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resultCode).toBe('Authorised');
  });

  it('sms, service bell and maps answer the diner', async () => {
    const code = await t.request({
      method: 'POST',
      url: '/api/sendCode',
      payload: { mobilePhone: '0412000111', recaptcha: 'token', restaurantId: 'goldendragon' },
    });
    expect(code.statusCode, code.body).toBe(200);
    const bell = await t.request({
      method: 'POST',
      url: '/api/newMessage',
      payload: { tableId: '5', serviceType: 'Water' },
      headers: { restaurantId: 'goldendragon' },
    });
    expect(bell.statusCode, bell.body).toBeLessThan(300);
    const places = await get('/api/maps/autocomplete?input=Bondi');
    expect(places.statusCode, places.body).toBe(200);
  });

  it('menus, availability and images: staff read their menus and a dish image is served', async () => {
    const menus = await get('/api/myMenus', cookies.restaurantAdmin);
    expect(menus.statusCode, menus.body).toBe(200);
    const paymentTypes = await get('/api/paymentTypes', cookies.restaurantAdmin);
    expect(paymentTypes.statusCode, paymentTypes.body).toBe(200);
    const menu = await menuOf(t, 'goldendragon', '5');
    const withImage = menu.categories.flatMap((c) => c.items).find((i) => i.image);
    expect(withImage).toBeDefined();
    const image = await get(new URL(withImage!.image!, 'http://x').pathname);
    expect(image.statusCode).toBe(200);
    const off = await t.request({
      method: 'PUT',
      url: `/api/menuItems/${withImage!.id}/unavailable`,
      as: cookies.restaurantAdmin,
      payload: { unavailable: true, scope: 'today' },
    });
    expect(off.statusCode, off.body).toBeLessThan(300);
  });

  it('bookings and queue: sessions are offered and a walk-in party joins the queue', async () => {
    const sessions = await get(
      '/api/restaurantBookingSessions?restaurantId=goldendragon&dateStr=2025-06-03&partySize=2',
    );
    expect(sessions.statusCode, sessions.body).toBe(200);
    const joined = await t.request({
      method: 'POST',
      url: '/api/queuePosition',
      payload: {
        recaptcha: 'token',
        name: 'Ada',
        guestNum: 2,
        phoneNumber: '0412345678',
        restaurantId: 'goldendragon',
      },
    });
    expect(joined.statusCode, joined.body).toBe(200);
  });

  it("staff: the restaurant admin is offered a staff number and reads the day's staff activities", async () => {
    const offer = await get('/api/staffNumber', cookies.restaurantAdmin);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().newStaffNumber).toBe('1001');
    const day = await get('/api/staffActivities?dateStr=02-06-25', cookies.restaurantAdmin);
    expect(day.statusCode, day.body).toBe(200);
  });

  it('restaurants, subscriptions and the Uber Eats integration answer staff', async () => {
    const list = await get('/api/restaurants?search=golden', cookies.admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().restaurants.map((r: { urlIdentifier: string }) => r.urlIdentifier)).toContain(
      'goldendragon',
    );
    expect((await get('/api/restaurant/goldendragon', cookies.admin)).statusCode).toBe(200);
    const plans = await get('/api/getProducts', cookies.restaurantAdmin);
    expect(plans.statusCode, plans.body).toBe(200);
    expect((await get('/api/subscriptions', cookies.admin)).statusCode).toBe(200);
    const auth = await get('/api/uber/auth-url?restaurantId=goldendragon', cookies.restaurantAdmin);
    expect(auth.statusCode, auth.body).toBe(200);
  });

  it('outbox: the admin reads the SMS the code request wrote', async () => {
    const outbox = await get('/api/outbox', cookies.admin);
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(JSON.stringify(outbox.json())).toContain('0412000111');
  });

  it('printers and devices: staff read their printers, zones, print jobs, kiosks, clients and devices', async () => {
    for (const url of [
      '/api/myprinters',
      '/api/printerZones',
      '/api/printJobs',
      '/api/allKiosks',
      '/api/posClients',
      '/api/displayClients',
      '/api/allDevices',
    ]) {
      const res = await get(url, cookies.restaurantAdmin);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('promotions, vouchers and members: marketing reads its promotions and vouchers, the diner the join offer', async () => {
    const chosen = await t.request({
      method: 'PUT',
      url: '/api/userRestaurantId',
      as: cookies.admin,
      payload: { restaurantId: 'goldendragon' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect((await get('/api/promotions', cookies.admin)).statusCode).toBe(200);
    expect((await get('/api/vouchers', cookies.admin)).statusCode).toBe(200);
    const offer = await get('/api/memberOffer?restaurantId=goldendragon');
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json()).toHaveProperty('offer');
  });

  // After the promotions test: the admin acts on Golden Dragon.
  it('payouts and capital: the admin reads the sandbox account and the grant offers', async () => {
    const account = await get('/api/payoutAccount', cookies.admin);
    expect(account.statusCode, account.body).toBe(200);
    const offers = await get('/api/grantOffers', cookies.admin);
    expect(offers.statusCode, offers.body).toBe(200);
  });
});
