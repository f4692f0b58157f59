import { deflateSync } from 'node:zlib';
import type { MyMenusResponse, StaffCookingCategory } from '@rpos/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInPage } from '../support/auth';
import { newPage } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';
import { enterMenu } from '../support/diner';

const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

/** A small solid-colour PNG, made here (no fixture file). */
function pngBytes(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([220, 40, 40]))]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height from a JPEG's start-of-frame segment (null when not a JPEG). */
function jpegSize(buf: Buffer): { width: number; height: number } | null {
  if (buf[0] !== 0xff || buf[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1]!;
    const length = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

/** Drags one element onto another with small pointer steps (dnd-kit's pointer sensor). */
async function drag(page: Page, from: string, to: string) {
  const a = await page.getByRole('button', { name: from }).boundingBox();
  const b = await page.getByRole('button', { name: to }).boundingBox();
  if (!a || !b) throw new Error('drag handles not found');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  const steps = 15;
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + ((b.y - a.y - 10) * i) / steps);
  }
  await page.mouse.up();
}

describe('menu editor', () => {
  it('builds a category, a dish with sizes and a required group, an image, reorders, publishes, sells out', async () => {
    const { page, context } = await signedInPage(admin, { viewport: { width: 1400, height: 900 } });
    const select = await page.request.put('/api/userRestaurantId', {
      data: { restaurantId: 'goldendragon' },
    });
    expect(select.ok()).toBe(true);
    const menus = (await (await page.request.get('/api/myMenus?pageSize=25')).json()) as MyMenusResponse;
    const menu = menus.menus.find((m) => m.isMainMenu && m.status === 'published') ?? menus.menus[0]!;
    const cooking = (await (await page.request.get(`/api/menuCookingCategories/${menu.id}`)).json()) as {
      cookingCategories: StaffCookingCategory[];
    };

    await page.goto(`/menuCategory/${menu.id}`);
    await page.getByRole('heading', { name: 'Choices And Addons' }).waitFor();

    // A required group with one option.
    await page.getByRole('button', { name: 'Add New Group' }).click();
    const groupForm = page.getByRole('form', { name: 'Add New Group' });
    await groupForm.getByLabel('Group name').fill('E2E Sauce');
    await groupForm.getByLabel('Required (mandatory)').check();
    await groupForm.getByRole('button', { name: 'Add Option' }).click();
    await groupForm.getByLabel('Option name 1').fill('E2E Soy');
    await groupForm.getByLabel('Option price ($) 1').fill('0.5');
    await groupForm.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('group', { name: 'E2E Sauce' }).waitFor();

    // A category.
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryForm = page.getByRole('form', { name: 'Add Category' });
    await categoryForm.getByLabel(/^Name/).first().fill('E2E Specials');
    await categoryForm.getByRole('button', { name: 'Save' }).click();
    const section = page.getByRole('region', { name: 'E2E Specials' });
    await section.waitFor();

    // A dish with two sizes (the second the default) and the required group.
    await section.getByRole('button', { name: 'Add Item' }).click();
    const itemForm = page.getByRole('form', { name: 'Add Item' });
    await itemForm.getByLabel(/^Name/).first().fill('E2E Noodles');
    await itemForm
      .getByLabel(/^Price \(\$\)/)
      .first()
      .fill('10');
    await itemForm.getByRole('button', { name: 'Add Size' }).click();
    await itemForm.getByRole('button', { name: 'Add Size' }).click();
    await itemForm.getByLabel('Size name 1').fill('Small');
    await itemForm.getByLabel('Price ($) 1').fill('10');
    await itemForm.getByLabel('Size name 2').fill('Large');
    await itemForm.getByLabel('Price ($) 2').fill('14.5');
    await itemForm.getByLabel('Default 2').check();
    await itemForm.getByRole('combobox', { name: 'Add a group' }).first().click();
    await page.getByRole('option', { name: 'E2E Sauce' }).click();
    if (cooking.cookingCategories.length > 0) {
      await itemForm.getByRole('combobox', { name: 'Print categories' }).click();
      await page.getByRole('option', { name: cooking.cookingCategories[0]!.name, exact: true }).click();
      await page.keyboard.press('Escape');
    }
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/menuItem') && r.request().method() === 'POST',
    );
    await itemForm.getByRole('button', { name: 'Save' }).click();
    const body = (await (await saved).request().postDataJSON()) as {
      price: number;
      sizes: { name: string; price: number; default: boolean }[];
      groups: { id: string }[];
    };
    expect(body.price).toBe(1000);
    expect(body.sizes.map((s) => [s.name, s.price, s.default])).toEqual([
      ['Small', 1000, false],
      ['Large', 1450, true],
    ]);
    expect(body.groups).toHaveLength(1);
    await section.getByRole('group', { name: 'E2E Noodles' }).waitFor();

    // An image: choose, crop, upload; the dialog closes about 1 s after success.
    await section.getByRole('button', { name: 'Upload image: E2E Noodles' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'dish.png',
      mimeType: 'image/png',
      buffer: pngBytes(64, 48),
    });
    await dialog.getByRole('slider', { name: 'Zoom' }).waitFor();
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/menuItem/image'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    const upload = await uploaded;
    expect(upload.ok()).toBe(true);
    await expect.poll(() => dialog.isVisible(), { timeout: 4_000 }).toBe(false);
    await expect
      .poll(() => section.getByRole('group', { name: 'E2E Noodles' }).locator('img').getAttribute('src'))
      .toMatch(/\/api\/images\//);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    const image = await (await page.request.get(imageUrl)).body();
    expect(jpegSize(image)).toEqual({ width: 400, height: 400 });

    // Reorder: drag the new category to the top.
    const regions = page.locator('section[data-category-id]');
    const firstName = await regions.first().getAttribute('aria-label');
    expect(firstName).not.toBe('E2E Specials');
    const reordered = page.waitForResponse(
      (r) => r.url().endsWith('/api/menuCategories') && r.request().method() === 'PUT',
    );
    await drag(page, 'Drag E2E Specials', `Drag ${firstName}`);
    expect((await reordered).ok()).toBe(true);
    await expect.poll(() => regions.first().getAttribute('aria-label')).toBe('E2E Specials');

    // Publish (the menu list is another screen) and see it on the diner menu.
    expect((await page.request.put(`/api/publishMenu/${menu.id}`)).ok()).toBe(true);
    const diner = await newPage({ viewport: { width: 390, height: 844 } });
    await diner.page.goto('/online/goldendragon/5');
    await enterMenu(diner.page);
    const dish = diner.page.getByRole('heading', { name: 'E2E Noodles', exact: true });
    await expect.poll(() => dish.isVisible()).toBe(true);
    let reloads = 0;
    diner.page.on('framenavigated', (frame) => {
      if (frame === diner.page.mainFrame()) reloads++;
    });

    // Sold out today from the editor: the open diner page drops it without a reload.
    await section.getByRole('button', { name: 'Sold out now: E2E Noodles' }).click();
    const soldOut = page.waitForResponse((r) => r.url().includes('/unavailable'));
    await page.getByRole('menuitem', { name: 'Sold out today' }).click();
    expect((await soldOut).ok()).toBe(true);
    await expect.poll(() => dish.isVisible(), { timeout: 5_000 }).toBe(false);
    expect(reloads).toBe(0);

    // Tidy up for the journeys after this one: back on sale, delete (with the confirm texts), republish.
    await section.getByRole('button', { name: 'Sold out now: E2E Noodles' }).click();
    await page.getByRole('menuitem', { name: 'Back on sale' }).click();
    await section.getByRole('button', { name: 'Delete E2E Noodles' }).click();
    await page.getByRole('dialog').getByText('You are about to delete this item!').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await section.getByRole('group', { name: 'E2E Noodles' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete E2E Specials' }).click();
    await page.getByRole('dialog').getByText('You are about to delete this category!').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await section.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete E2E Sauce' }).click();
    await page.getByRole('dialog').getByText('All group items will also be deleted!').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('group', { name: 'E2E Sauce' }).waitFor({ state: 'detached' });
    expect((await page.request.put(`/api/publishMenu/${menu.id}`)).ok()).toBe(true);

    await diner.context.close();
    await context.close();
  });
});
