import type { AddressInfo } from 'node:net';
import {
  OnlineResponse,
  ORDER_MESSAGES,
  QR_CODE_MESSAGES,
  QR_SETTING_TYPES,
  QrCodesPageResponse,
  qrTypeUrl,
} from '@rpos/domain';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, restaurantTables } from '../../db/schema';
import { seedDemoDataIfEmpty } from '../../demo/seed';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { dishNamed, line, MONDAY_NOON, menuOf, payload, placeOrder } from '../orders/order-test-helpers';
import { openSse, type SseTestClient } from '../realtime/sse-test-client';

const t = await buildTestApp();
const CLOSED = 'Online ordering is closed. Please try again later.';
// MONDAY_NOON is Monday 2 June 2025, 12:00 in Sydney.
const TODAY = '02/06/2025';
const TOMORROW_NOON = new Date('2025-06-03T02:00:00Z');

let base = '';
let gdId = '';
let gdAdmin = '';
let bbAdmin = '';
const clients: SseTestClient[] = [];

const idOf = async (urlIdentifier: string) =>
  (await t.db.select().from(restaurants).where(eq(restaurants.urlIdentifier, urlIdentifier)))[0]!.id;

beforeAll(async () => {
  await seedDemoDataIfEmpty(t.db, { now: MONDAY_NOON });
  t.setNow(MONDAY_NOON);
  gdId = await idOf('goldendragon');
  gdAdmin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: gdId })).cookie;
  bbAdmin = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: await idOf('bondibites') }))
    .cookie;
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  t.setNow(MONDAY_NOON);
  // Every test starts with every QR type on.
  await saveQr(
    QR_SETTING_TYPES.map((name) => ({ name, disabled: false, disabledDate: null })),
    gdAdmin,
  );
});

const saveQr = (qrCodeSettings: unknown, as = gdAdmin) =>
  t.request({ method: 'PUT', url: '/api/updateRestaurantValues/', payload: { qrCodeSettings }, as });
const savePaymentTables = (paymentRequiredTableNumbers: unknown, as = gdAdmin) =>
  t.request({
    method: 'PUT',
    url: '/api/updateRestaurantValues/',
    payload: { paymentRequiredTableNumbers },
    as,
  });
const page = async (as = gdAdmin) =>
  QrCodesPageResponse.parse((await t.request({ method: 'GET', url: '/api/qrCodeSettings', as })).json());
const online = async (tableId: string) =>
  OnlineResponse.parse(
    (await t.request({ method: 'GET', url: `/api/online?menuId=goldendragon&tableId=${tableId}` })).json(),
  );
async function takeawayOrder() {
  const menu = await menuOf(t, 'goldendragon', 'takeaway');
  return placeOrder(
    t,
    payload([line(dishNamed(menu, 'Coca-Cola'))], { tableId: 'takeaway', user: { guestNum: '0' } }),
  );
}
async function diner(tableId: string): Promise<SseTestClient> {
  const c = await openSse(`${base}/api/online/events?menuId=goldendragon&tableId=${tableId}`);
  clients.push(c);
  await c.next((e) => e.event === 'qrSettings');
  return c;
}

describe('roles and tenancy', () => {
  it.each([
    ['GET', '/api/qrCodeSettings'],
    ['GET', '/api/getTableQrString?tableNumber=5&isPaymentRequired=notRequired'],
    ['GET', '/api/qrcodes/tables.pdf'],
  ] as const)('%s %s: refused without a session, and to staff and managers', async (method, url) => {
    const anonymous = await t.request({ method, url });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().message).toBe('Please sign in.');
    for (const role of ['restaurantStaff', 'restaurantManager']) {
      const { cookie } = await signedInUser(t, { role, restaurantId: gdId });
      expect((await t.request({ method, url, as: cookie })).statusCode).toBe(403);
    }
  });

  it('refuses the saves to staff and managers', async () => {
    for (const role of ['restaurantStaff', 'restaurantManager']) {
      const { cookie } = await signedInUser(t, { role, restaurantId: gdId });
      expect((await saveQr([{ name: 'takeaway', disabled: true }], cookie)).statusCode).toBe(403);
      expect((await savePaymentTables(['1'], cookie)).statusCode).toBe(403);
    }
    expect((await page()).qrCodeSettings.find((s) => s.name === 'takeaway')?.disabled).toBe(false);
  });

  it("another restaurant's admin configures only its own restaurant", async () => {
    const theirs = await page(bbAdmin);
    expect(theirs.restaurant.urlIdentifier).toBe('bondibites');
    expect((await saveQr([{ name: 'takeaway', disabled: true }], bbAdmin)).statusCode).toBe(200);
    expect((await online('takeaway')).qrSettings.isOrderingDisabled).toBe(false);
    expect((await page(bbAdmin)).qrCodeSettings.find((s) => s.name === 'takeaway')?.disabled).toBe(true);
    const table = await t.request({
      method: 'GET',
      url: '/api/getTableQrString?tableNumber=5',
      as: bbAdmin,
    });
    expect(table.json().qrString).toContain('/online/bondibites/5');
    await saveQr([{ name: 'takeaway', disabled: false }], bbAdmin);
  });
});

describe('GET /qrCodeSettings', () => {
  it("answers every QR type (on by default), the tables, today's date and where diners open the codes", async () => {
    const body = await page();
    expect(body.restaurant).toMatchObject({ urlIdentifier: 'goldendragon', timezone: 'Australia/Sydney' });
    expect(body.qrCodeSettings.map((s) => s.name)).toEqual([...QR_SETTING_TYPES]);
    expect(body.qrCodeSettings.every((s) => !s.disabled && s.disabledDate === null)).toBe(true);
    expect(body.today).toBe(TODAY);
    expect(body.origin).toBe(t.deps.config.publicUrl);
    expect(body.tables[0]).toEqual({ tableNumber: '1', name: 'Table 1' });
  });
});

describe('PUT /updateRestaurantValues/ {qrCodeSettings}', () => {
  it('disabling takeaway stops the takeaway diner at once and refuses placeOrder; dine-in goes on', async () => {
    const takeawayPage = await diner('takeaway');
    const tablePage = await diner('5');
    const from = takeawayPage.received.length;
    const fromTable = tablePage.received.length;

    const res = await saveQr([{ name: 'takeaway', disabled: true, disabledDate: '' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      qrCodeSettings: [{ name: 'takeaway', disabled: true, disabledDate: null }],
    });

    const event = await takeawayPage.next((e) => e.event === 'qrSettings', { from });
    expect(event.data).toEqual({ qrType: 'takeaway', isOrderingDisabled: true, disabledDate: null });
    await tablePage.next((e) => e.event === 'restaurantChanged', { from: fromTable });
    expect(tablePage.received.slice(fromTable).some((e) => e.event === 'qrSettings')).toBe(false);

    expect((await online('takeaway')).qrSettings.isOrderingDisabled).toBe(true);
    expect((await online('5')).qrSettings.isOrderingDisabled).toBe(false);
    const refused = await takeawayOrder();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CLOSED);

    await saveQr([{ name: 'takeaway', disabled: false }]);
    expect((await takeawayOrder()).statusCode).toBe(200);
  });

  it('the Online Menu code has its own switch: its URL closes, the pickup-delivery code stays open (decision 0525)', async () => {
    const { origin } = await page();
    expect(qrTypeUrl({ origin, urlIdentifier: 'goldendragon' }, 'onlineMenu')).toBe(
      `${origin}/online/goldendragon/pickup-delivery?qr=onlineMenu`,
    );
    const viaOnlineMenu = async () =>
      OnlineResponse.parse(
        (
          await t.request({
            method: 'GET',
            url: '/api/online?menuId=goldendragon&tableId=pickup-delivery&qr=onlineMenu',
          })
        ).json(),
      );
    const menu = await menuOf(t, 'goldendragon', 'pickup-delivery');
    const pickupOrder = (qr?: 'onlineMenu') =>
      placeOrder(
        t,
        payload([line(dishNamed(menu, 'Coca-Cola'))], {
          tableId: 'pickup-delivery',
          order: { chooseType: 'pickup', ...(qr ? { qr } : {}) },
          user: { guestNum: '0' },
        }),
      );

    expect((await saveQr([{ name: 'onlineMenu', disabled: true }])).statusCode).toBe(200);
    expect((await viaOnlineMenu()).qrSettings.isOrderingDisabled).toBe(true);
    // The diner page's live stream from that code follows the same switch.
    const stream = await openSse(
      `${base}/api/online/events?menuId=goldendragon&tableId=pickup-delivery&qr=onlineMenu`,
    );
    clients.push(stream);
    const first = await stream.next((e) => e.event === 'qrSettings');
    expect(first.data).toMatchObject({ qrType: 'onlineMenu', isOrderingDisabled: true });
    expect((await online('pickup-delivery')).qrSettings.isOrderingDisabled).toBe(false);
    const refused = await pickupOrder('onlineMenu');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CLOSED);
    const open = await pickupOrder();
    expect(open.statusCode, open.body).toBe(200);

    await saveQr([
      { name: 'onlineMenu', disabled: false },
      { name: 'pickup-delivery', disabled: true },
    ]);
    expect((await viaOnlineMenu()).qrSettings.isOrderingDisabled).toBe(false);
    expect((await online('pickup-delivery')).qrSettings.isOrderingDisabled).toBe(true);
    const viaCode = await pickupOrder('onlineMenu');
    expect(viaCode.statusCode, viaCode.body).toBe(200);
    await saveQr([{ name: 'pickup-delivery', disabled: false }]);
  });

  it("'disable today' closes the type today in the restaurant's zone and it reopens by itself tomorrow", async () => {
    const { today } = await page();
    expect((await saveQr([{ name: 'takeaway', disabled: false, disabledDate: today }])).statusCode).toBe(200);
    expect((await online('takeaway')).qrSettings).toEqual({ isOrderingDisabled: false, disabledDate: TODAY });
    expect((await takeawayOrder()).json().message).toBe(CLOSED);

    t.setNow(TOMORROW_NOON);
    expect((await online('takeaway')).qrSettings.disabledDate).toBe(TODAY);
    expect((await takeawayOrder()).statusCode).toBe(200);
  });

  it('publishes only the types whose state changed', async () => {
    const pickup = await diner('pickup');
    const from = pickup.received.length;
    await saveQr([
      { name: 'takeaway', disabled: true },
      { name: 'pickup', disabled: false },
    ]);
    await pickup.next((e) => e.event === 'restaurantChanged', { from });
    expect(pickup.received.slice(from).map((e) => e.event)).toEqual(['restaurantChanged']);
  });

  it('keeps the types left out and saves booking, queue, onlineMenu and dinein too', async () => {
    await saveQr([{ name: 'queue', disabled: true }]);
    await saveQr([{ name: 'onlineMenu', disabled: true }]);
    const settings = (await page()).qrCodeSettings;
    expect(settings.filter((s) => s.disabled).map((s) => s.name)).toEqual(['queue', 'onlineMenu']);
  });

  it.each([
    [[{ name: 'drive-thru', disabled: true }], 'Invalid option'],
    [[{ name: 'takeaway', disabled: true, disabledDate: '2025-06-02' }], 'Date must be DD/MM/YYYY'],
    [[{ name: 'takeaway', disabled: true, disabledDate: '31/02/2025' }], 'Date must be DD/MM/YYYY'],
    [[{ name: 'takeaway', disabled: 'yes' }], 'Invalid input'],
    [
      [
        { name: 'takeaway', disabled: true },
        { name: 'takeaway', disabled: false },
      ],
      QR_CODE_MESSAGES.duplicateType,
    ],
    ['takeaway', 'Invalid input'],
  ])('refuses %j with 400 and saves nothing', async (value, message) => {
    const res = await saveQr(value);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await page()).qrCodeSettings.some((s) => s.disabled)).toBe(false);
  });

  it('refuses a body with two keys', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/updateRestaurantValues/',
      payload: { qrCodeSettings: [], paymentRequiredTableNumbers: [] },
      as: gdAdmin,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('payment-required tables and GET /getTableQrString', () => {
  const tableQr = (query: string) =>
    t.request({ method: 'GET', url: `/api/getTableQrString?${query}`, as: gdAdmin });

  it("answers the table's diner URL and whether the saved list requires payment", async () => {
    const res = await tableQr('tableNumber=5&isPaymentRequired=required');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      qrString: `${t.deps.config.publicUrl}/online/goldendragon/5`,
      tableNumber: '5',
      isPaymentRequired: false,
    });

    const saved = await savePaymentTables(['5', '7', '5']);
    expect(saved.json()).toEqual({ success: true, paymentRequiredTableNumbers: ['5', '7'] });
    expect((await page()).paymentRequiredTableNumbers).toEqual(['5', '7']);
    expect((await tableQr('tableNumber=5&isPaymentRequired=notRequired')).json().isPaymentRequired).toBe(
      true,
    );
    expect((await tableQr('tableNumber=6')).json().isPaymentRequired).toBe(false);
    expect((await savePaymentTables([])).statusCode).toBe(200);
    expect((await page()).paymentRequiredTableNumbers).toEqual([]);
  });

  it('a payment-required table is told so by GET /online and placeOrder refuses pay at the counter', async () => {
    await savePaymentTables(['5']);
    expect((await online('5')).table.isPaymentRequired).toBe(true);
    expect((await online('6')).table.isPaymentRequired).toBe(false);
    const menu = await menuOf(t, 'goldendragon', '5');
    const refused = await placeOrder(t, payload([line(dishNamed(menu, 'Coca-Cola'))]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ORDER_MESSAGES.tablePaysOnline);
    const otherTable = await placeOrder(t, payload([line(dishNamed(menu, 'Coca-Cola'))], { tableId: '6' }));
    expect(otherTable.statusCode).toBe(200);
    await savePaymentTables([]);
    expect((await placeOrder(t, payload([line(dishNamed(menu, 'Coca-Cola'))]))).statusCode).toBe(200);
  });

  it.each(['5 6', '5%3F', '5%26x', '%24', '5%3B', ''])(
    'refuses table number %j with the spec text',
    async (n) => {
      const res = await tableQr(`tableNumber=${n}&isPaymentRequired=required`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(QR_CODE_MESSAGES.tableNumber);
    },
  );

  it('refuses a payment choice other than notRequired or required, and an unknown table', async () => {
    expect((await tableQr('tableNumber=5&isPaymentRequired=maybe')).statusCode).toBe(400);
    const unknown = await tableQr('tableNumber=999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Table not found');
  });

  it('refuses a bad number in the list with the spec text and keeps the saved list', async () => {
    await savePaymentTables(['3']);
    const res = await savePaymentTables(['4', 'A 1']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(QR_CODE_MESSAGES.tableNumber);
    expect((await page()).paymentRequiredTableNumbers).toEqual(['3']);
    await savePaymentTables([]);
  });
});

describe('GET /qrcodes/tables.pdf', () => {
  it('answers a PDF with one page per table, on the dine-in proportion', async () => {
    const res = await t.request({ method: 'GET', url: '/api/qrcodes/tables.pdf', as: gdAdmin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('goldendragon-table-qr-codes.pdf');
    const tables = await t.db.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, gdId));
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(tables.length);
    const { width, height } = pdf.getPage(0).getSize();
    expect(width / height).toBeCloseTo(946 / 1312, 3);
  });

  it('answers 404 with a message for a restaurant without tables', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin' });
    const res = await t.request({ method: 'GET', url: '/api/qrcodes/tables.pdf', as: cookie });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This restaurant has no tables yet.');
  });
});
