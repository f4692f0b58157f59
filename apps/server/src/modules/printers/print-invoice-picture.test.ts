import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { printJobs } from '../../db/schema';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { restaurantRow } from '../orders/order-test-helpers';
import {
  dish,
  type PosFixture,
  placePos,
  posFixture,
  posOrder,
  setAsideOpenBills,
} from '../transactions/pos-test-helpers';
import { imageIdOf } from './invoice-picture';

const t = await buildTestApp();
let f: PosFixture;

/** GS v 0: ESC/POS's raster bit image command. */
const RASTER = Buffer.from([0x1d, 0x76, 0x30, 0x00]);

beforeAll(async () => {
  f = await posFixture(t);
});

function form(bytes: Buffer) {
  const boundary = 'X-BOUNDARY';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(as: string, width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const img = sharp({ create: { width, height, channels: 3, background: '#000000' } });
  const bytes = await (format === 'png' ? img.png() : img.jpeg()).toBuffer();
  const res = await t.request({ method: 'POST', url: '/api/restaurant/invoiceUpload', as, ...form(bytes) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().imageUrl as string;
}

async function settings(as: string, printImageUrl: string | null, disablePicturePrint = false) {
  const res = await t.request({
    method: 'PUT',
    url: '/api/posPrintSettings',
    as,
    payload: {
      posPrintSettings: {
        printTypes: [{ printType: 'Invoice', disablePicturePrint }],
        invoice: { printImageUrl },
      },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function print(printType: 'Bill' | 'Invoice') {
  await setAsideOpenBills(t, f.gdId);
  const bill = await placePos(t, f.admin, posOrder([dish(f.menu, 'Siu Mai')]));
  const res = await t.request({
    method: 'POST',
    url: '/api/printBill',
    as: f.admin,
    payload: { transactionId: bill.uuid, printType },
  });
  expect(res.statusCode, res.body).toBe(200);
  const job = res.json().jobs[0] as { preview: string; id: string };
  const row = await t.request({ method: 'GET', url: `/api/printJobs/${job.id}`, as: f.admin });
  expect(row.statusCode, row.body).toBe(200);
  return job;
}

describe('the invoice picture (decision 0347)', () => {
  it('prints the uploaded picture as a raster image at the top of the invoice, not on the bill', async () => {
    const url = await upload(f.admin, 600, 150);
    await settings(f.admin, url);
    const job = await print('Invoice');
    // 600 × 150 fits into 384 dots wide: 384 × 96.
    expect(job.preview.split('\n')[0]!.trim()).toBe('[picture 384 x 96]');
    const { payload } = await jobPayload(job.id);
    const at = payload.indexOf(RASTER);
    expect(at).toBeGreaterThan(0);
    // Width in bytes (384 / 8 = 48) and the rows, little-endian, then all-black pixel rows.
    expect([...payload.subarray(at + 4, at + 8)]).toEqual([48, 0, 96, 0]);
    expect(payload[at + 8]).toBe(0xff);
    // Before the first text of the invoice.
    expect(at).toBeLessThan(payload.indexOf(Buffer.from('TAX INVOICE')));
    const bill = await print('Bill');
    expect((await jobPayload(bill.id)).payload.includes(RASTER)).toBe(false);
  });

  it('takes a JPEG too; disablePicturePrint and another restaurant’s image print none', async () => {
    await settings(f.admin, await upload(f.admin, 80, 40, 'jpeg'));
    const small = await print('Invoice');
    expect(small.preview).toContain('[picture 80 x 40]');
    expect((await jobPayload(small.id)).payload.includes(RASTER)).toBe(true);

    await settings(f.admin, await upload(f.admin, 80, 40), true);
    const off = await print('Invoice');
    expect(off.preview).not.toContain('[picture');
    expect((await jobPayload(off.id)).payload.includes(RASTER)).toBe(false);

    const other = (await restaurantRow(t, 'bondibites')).id;
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: other });
    await settings(f.admin, await upload(cookie, 80, 40));
    const foreign = await print('Invoice');
    expect(foreign.preview).not.toContain('[picture');
  });

  it('reads the image id from a relative or absolute printImageUrl only', () => {
    expect(imageIdOf('/api/images/abc_1')).toBe('abc_1');
    expect(imageIdOf('https://pos.example/api/images/abc?v=2')).toBe('abc');
    expect(imageIdOf('https://elsewhere.example/logo.png')).toBeNull();
    expect(imageIdOf(null)).toBeNull();
  });
});

async function jobPayload(id: string) {
  const [row] = await t.db.select().from(printJobs).where(eq(printJobs.id, id));
  return { payload: Buffer.from(row!.payload, 'base64') };
}
