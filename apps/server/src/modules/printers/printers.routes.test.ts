import {
  DEFAULT_INVOICE_TEMPLATE,
  FLOOR_PLAN_MESSAGES as FP,
  PRINTING_MESSAGES as M,
  PosPrintSettingsResponse,
} from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { drawTables, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

const owner = async () => {
  const u = await signedInUser(t, { role: 'restaurantAdmin' });
  return { cookie: u.cookie, restaurantId: u.user.restaurantId! };
};
const printer = (o: Record<string, unknown> = {}) => ({
  printerName: 'Kitchen',
  deviceName: 'TM-T82III',
  deviceType: 1,
  ipAddress: '192.168.1.50',
  macAddress: '00:11:22:33:44:55',
  brand: 'EPSON',
  isPrimary: true,
  epsonLanguage: 2,
  tags: ['hot'],
  ...o,
});
const post = (as: string | undefined, url: string, payload: object) =>
  t.request({ method: 'POST', url, payload, as });
const put = (as: string | undefined, url: string, payload: object) =>
  t.request({ method: 'PUT', url, payload, as });
const get = (as: string | undefined, url: string) => t.request({ method: 'GET', url, as });
const del = (as: string | undefined, url: string) => t.request({ method: 'DELETE', url, as });

describe('printers', () => {
  it('adds, lists, edits (renamed by its old name), tags and deletes a printer; port defaults to 9100', async () => {
    const { cookie } = await owner();
    const created = await post(cookie, '/api/printer', printer());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().printer).toMatchObject({
      printerName: 'Kitchen',
      port: 9100,
      isPrimary: true,
      tags: ['hot'],
    });
    const id = created.json().printer.id;

    const list = await get(cookie, '/api/myprinters');
    expect(list.json().printers.map((p: { printerName: string }) => p.printerName)).toEqual(['Kitchen']);

    const edited = await put(
      cookie,
      '/api/printer/kitchen',
      printer({ printerName: 'Hot Kitchen', port: 9101 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().printer).toMatchObject({ id, printerName: 'Hot Kitchen', port: 9101 });

    const tagged = await t.request({
      method: 'PATCH',
      url: `/api/printers/${id}`,
      payload: { tags: ['a', 'b', 'a'] },
      as: cookie,
    });
    expect(tagged.json().printer.tags).toEqual(['a', 'b']);

    const gone = await del(cookie, '/api/printer/HOT%20KITCHEN');
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await get(cookie, '/api/myprinters')).json().printers).toEqual([]);
  });

  it('refuses a duplicate name whatever its casing, and invalid fields with the §8 text', async () => {
    const { cookie } = await owner();
    await post(cookie, '/api/printer', printer());
    const dup = await post(cookie, '/api/printer', printer({ printerName: 'KITCHEN' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.duplicatePrinter);
    await post(cookie, '/api/printer', printer({ printerName: 'Bar' }));
    const renameClash = await put(cookie, '/api/printer/bar', printer({ printerName: 'kitchen' }));
    expect(renameClash.json().message).toBe(M.duplicatePrinter);
    for (const bad of [
      { ipAddress: '' },
      { printerName: '' },
      { deviceName: 'other' },
      { epsonLanguage: 8 },
      { port: 0 },
    ]) {
      const res = await post(cookie, '/api/printer', printer({ printerName: 'X', ...bad }));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toContain(M.invalidPrinter);
    }
    const missing = await put(cookie, '/api/printer/nope', printer({ printerName: 'nope' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.printerNotFound);
  });

  it("keeps one primary printer, and never touches another restaurant's printer", async () => {
    const a = await owner();
    const b = await owner();
    const first = (await post(a.cookie, '/api/printer', printer())).json().printer;
    await post(a.cookie, '/api/printer', printer({ printerName: 'Bar' }));
    const list = (await get(a.cookie, '/api/myprinters')).json().printers;
    expect(
      list
        .filter((p: { isPrimary: boolean }) => p.isPrimary)
        .map((p: { printerName: string }) => p.printerName),
    ).toEqual(['Bar']);
    expect((await put(b.cookie, '/api/printer/kitchen', printer())).statusCode).toBe(404);
    expect((await del(b.cookie, '/api/printer/kitchen')).statusCode).toBe(404);
    const patch = await t.request({
      method: 'PATCH',
      url: `/api/printers/${first.id}`,
      payload: { tags: [] },
      as: b.cookie,
    });
    expect(patch.statusCode).toBe(404);
    expect((await get(b.cookie, '/api/myprinters')).json().printers).toEqual([]);
  });

  it('lets POS roles read but not write; refuses other roles and no session', async () => {
    const { restaurantId } = await owner();
    const staff = await signedInUser(t, { role: 'restaurantStaff', restaurantId });
    expect((await get(staff.cookie, '/api/myprinters')).statusCode).toBe(200);
    expect((await post(staff.cookie, '/api/printer', printer())).statusCode).toBe(403);
    expect((await del(staff.cookie, '/api/printer/kitchen')).statusCode).toBe(403);
    const report = await signedInUser(t, { role: 'restaurantReport', restaurantId });
    expect((await get(report.cookie, '/api/myprinters')).statusCode).toBe(403);
    expect((await get(undefined, '/api/myprinters')).statusCode).toBe(403);
    expect((await post(undefined, '/api/printer', printer())).statusCode).toBe(403);
  });

  it('GET /admin/printers: every merchant with its printers, for admins only', async () => {
    const a = await owner();
    await post(a.cookie, '/api/printer', printer({ printerName: 'Admin View' }));
    const admin = await signedInUser(t, { role: 'admin' });
    const res = await get(admin.cookie, '/api/admin/printers');
    expect(res.statusCode, res.body).toBe(200);
    const group = res
      .json()
      .merchants.find((g: { restaurantId: string }) => g.restaurantId === a.restaurantId);
    expect(group.printers.map((p: { printerName: string }) => p.printerName)).toEqual(['Admin View']);
    expect((await get(a.cookie, '/api/admin/printers')).statusCode).toBe(403);
    expect((await get(undefined, '/api/admin/printers')).statusCode).toBe(403);
  });
});

describe('printer zones', () => {
  const zone = (o: Record<string, unknown> = {}) => ({
    zoneType: 'floorTable',
    zoneName: 'Upstairs',
    zoneFloor: 'Level 1',
    zoneTables: ['1', '2'],
    printer: 'kitchen',
    ...o,
  });

  /** An owner whose floor plan has Level 1 (tables 1-3) and Level 2 (table 4). */
  const ownerWithPlan = async () => {
    const o = await owner();
    await drawTables(t.db, o.restaurantId, 'Level 1', ['1', '2', '3']);
    await drawTables(t.db, o.restaurantId, 'Level 2', ['4', 'A5']);
    return o;
  };

  it('adds, edits and deletes a zone; type and floor stay; a renamed printer renames its zones', async () => {
    const { cookie } = await ownerWithPlan();
    await post(cookie, '/api/printer', printer());
    const created = await post(cookie, '/api/printerZone', zone());
    expect(created.statusCode, created.body).toBe(200);
    const z = created.json().zone;
    expect(z).toMatchObject({ zoneName: 'Upstairs', printer: 'Kitchen', zoneTables: ['1', '2'] });
    const edited = await post(
      cookie,
      `/api/printerZone/${z.id}`,
      zone({ zoneName: 'Up', zoneTables: ['3'] }),
    );
    expect(edited.json().zone).toMatchObject({ zoneName: 'Up', zoneTables: ['3'] });
    const moved = await post(cookie, `/api/printerZone/${z.id}`, zone({ zoneFloor: 'Level 2' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(M.zoneFixed);
    expect((await post(cookie, `/api/printerZone/${z.id}`, zone({ zoneType: 'logic' }))).json().message).toBe(
      M.zoneFixed,
    );

    const inUse = await del(cookie, '/api/printer/kitchen');
    expect(inUse.statusCode).toBe(409);
    await put(cookie, '/api/printer/kitchen', printer({ printerName: 'Wok' }));
    expect((await get(cookie, '/api/printerZones')).json().zones[0].printer).toBe('Wok');

    const b = await owner();
    expect((await del(b.cookie, `/api/printerZone/${z.id}`)).statusCode).toBe(404);
    expect((await del(cookie, `/api/printerZone/${z.id}`)).statusCode).toBe(200);
    expect((await get(cookie, '/api/printerZones')).json().zones).toEqual([]);
  });

  it("takes its floor and tables from the floor plan, in the plan's spelling; refuses others (decision 0481)", async () => {
    const { cookie } = await ownerWithPlan();
    await post(cookie, '/api/printer', printer());
    const refused = async (o: Record<string, unknown>, message: string) => {
      const res = await post(cookie, '/api/printerZone', zone(o));
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    };
    await refused({ zoneFloor: 'Rooftop' }, FP.areaNotOnPlan('Rooftop'));
    await refused({ zoneTables: ['1', '9'] }, FP.notOnPlan(['9']));
    await refused({ zoneTables: ['9', 'B7'] }, FP.notOnPlan(['9', 'B7']));
    await refused({ zoneTables: ['1', '4'] }, FP.notInArea(['4'], 'Level 1'));
    await refused({ zoneType: 'logic', zoneFloor: '', zoneTables: ['77'] }, FP.notOnPlan(['77']));
    expect((await get(cookie, '/api/printerZones')).json().zones).toEqual([]);

    const made = await post(cookie, '/api/printerZone', zone({ zoneFloor: 'level 2', zoneTables: ['a5'] }));
    expect(made.statusCode, made.body).toBe(200);
    const z = made.json().zone;
    expect(z).toMatchObject({ zoneFloor: 'Level 2', zoneTables: ['A5'] });
    const edit = await post(
      cookie,
      `/api/printerZone/${z.id}`,
      zone({ zoneFloor: 'Level 2', zoneTables: ['X1'] }),
    );
    expect([edit.statusCode, edit.json().message]).toEqual([400, FP.notOnPlan(['X1'])]);

    // Another restaurant's tables are not this plan's.
    const b = await ownerWithPlan();
    await drawTables(t.db, b.restaurantId, 'Patio', ['P1']);
    await refused({ zoneTables: ['P1'] }, FP.notOnPlan(['P1']));
  });

  it('answers the three zone texts', async () => {
    const { cookie } = await ownerWithPlan();
    await post(cookie, '/api/printer', printer());
    expect((await post(cookie, '/api/printerZone', zone({ zoneName: ' ' }))).json().message).toContain(
      M.zoneName,
    );
    expect((await post(cookie, '/api/printerZone', zone({ zoneFloor: '' }))).json().message).toContain(
      M.zoneFloor,
    );
    expect((await post(cookie, '/api/printerZone', zone({ printer: '' }))).json().message).toContain(
      M.zonePrinter,
    );
    expect((await post(cookie, '/api/printerZone', zone({ printer: 'Elsewhere' }))).json().message).toBe(
      M.zonePrinter,
    );
    const logic = await post(cookie, '/api/printerZone', zone({ zoneType: 'logic', zoneFloor: '' }));
    expect(logic.statusCode, logic.body).toBe(200);
  });
});

describe('POS print settings', () => {
  it('answers every print type and order type with the §9 name display defaults and the default template', async () => {
    const { cookie } = await owner();
    const res = await get(cookie, '/api/posPrintSettings');
    expect(res.statusCode, res.body).toBe(200);
    const body = PosPrintSettingsResponse.parse(res.json());
    expect(body.defaultTemplate).toBe(DEFAULT_INVOICE_TEMPLATE);
    expect(
      body.posPrintSettings.printTypes!.map((p) => [p.printType, p.nameDisplayMode, p.orderTypes!.length]),
    ).toEqual([
      ['OrderList', 'both', 5],
      ['KitchenDocket', 'both', 5],
      ['DishCategory', 'shortName', 5],
      ['Bill', 'both', 5],
      ['Invoice', 'both', 5],
    ]);
  });

  it('needs a printer for every enabled order type except DishCategory; copies at least 1', async () => {
    const { cookie } = await owner();
    await post(cookie, '/api/printer', printer());
    const save = (printTypes: object[]) =>
      put(cookie, '/api/posPrintSettings', { posPrintSettings: { printTypes } });
    const noPrinter = await save([
      { printType: 'KitchenDocket', orderTypes: [{ name: 'TakeAway', enabled: true }] },
    ]);
    expect(noPrinter.statusCode).toBe(400);
    expect(noPrinter.json().message).toBe(
      'Please select a printer for KitchenDocket of TakeAway order type.',
    );
    const category = await save([
      { printType: 'DishCategory', orderTypes: [{ name: 'DineIn', enabled: true }] },
    ]);
    expect(category.statusCode, category.body).toBe(200);
    const zero = await save([{ printType: 'Bill', printCopies: 0 }]);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toContain(M.printCopies);
    const ok = await save([
      {
        printType: 'KitchenDocket',
        printer: 'kitchen',
        orderTypes: [{ name: 'DineIn', enabled: true, printCopies: 2 }],
      },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Updated successfully');
    const kd = (await get(cookie, '/api/posPrintSettings')).json().posPrintSettings.printTypes[1];
    expect(kd.orderTypes[0]).toMatchObject({ name: 'DineIn', enabled: true, printCopies: 2 });
    const staff = await signedInUser(t, { role: 'restaurantStaff' });
    expect((await put(staff.cookie, '/api/posPrintSettings', { posPrintSettings: {} })).statusCode).toBe(403);
  });

  it('POST /restaurant/invoiceUpload takes a PNG and refuses other bytes', async () => {
    const { cookie } = await owner();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = (bytes: Buffer, type: string) => {
      const boundary = 'X-BOUNDARY';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const ok = await t.request({
      method: 'POST',
      url: '/api/restaurant/invoiceUpload',
      ...form(png, 'image/png'),
      as: cookie,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().imageUrl).toMatch(/\/api\/images\//);
    const bad = await t.request({
      method: 'POST',
      url: '/api/restaurant/invoiceUpload',
      ...form(Buffer.from('hello'), 'text/plain'),
      as: cookie,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.imageFormat);
  });
});
