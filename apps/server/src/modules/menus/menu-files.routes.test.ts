import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { images, imageVariants, menuItems } from '../../db/schema';
import { DISH_IMAGE_SIZE, drawDishPng } from '../../demo/dish-illustration';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

const t = await buildTestApp();

let cookie = '';
let menuId = '';
let categoryId = '';
let itemId = '';

const post = (url: string, payload: object, as = cookie) => t.request({ method: 'POST', url, payload, as });
const get = (url: string) => t.request({ method: 'GET', url, as: cookie });

beforeAll(async () => {
  const restaurant = await createRestaurant(t.db);
  cookie = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: restaurant.id })).cookie;
  menuId = (await post('/api/myMenu', { menuName: 'Files' })).json().id;
  categoryId = (await post('/api/menuCategory', { menuId, name: 'Dim Sum' })).json().id;
  itemId = (await post('/api/menuItem', { menuId, categoryId, name: 'Har Gow', price: 980 })).json().id;
});

/** A multipart/form-data body with one file field. */
function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----rpos-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  url: string,
  file: ReturnType<typeof multipart>,
  headers: Record<string, string> = {},
  as = cookie,
) {
  return t.request({
    method: 'POST',
    url,
    payload: file.body,
    headers: { 'content-type': file.contentType, ...headers },
    as,
  });
}

const imageHeaders = () => ({ menuId, categoryId, menuItemId: itemId });

/** A minimal baseline JPEG header: SOI, an APP0 segment, SOF0 with 400x400, EOI. */
function tinyJpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00,
    0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x90, 0x01, 0x90, 0x03, 0x01, 0x22, 0x00, 0x02,
    0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
  ]);
}

describe('item images', () => {
  it('stores a real PNG, names it itself and serves it with a long cache', async () => {
    const png = drawDishPng({ background: '#f6d7b0', food: '#c0652b', shape: 'dumplings', name: 'Har Gow' });
    const res = await upload(
      '/api/menuItem/image',
      multipart('image', 'my photo.png', 'image/png', png),
      imageHeaders(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const served = await t.request({ method: 'GET', url: imageUrl });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [row] = await t.db
      .select()
      .from(images)
      .where(eq(images.id, imageUrl.split('/').pop()));
    expect(row).toMatchObject({ width: DISH_IMAGE_SIZE, height: DISH_IMAGE_SIZE });
  });

  it('keeps WebP and AVIF copies of an upload and serves each to a browser that takes it (Vary: Accept)', async () => {
    const png = drawDishPng({ background: '#cde7e4', food: '#8d5a2b', shape: 'bowl', name: 'Congee' });
    const res = await upload(
      '/api/menuItem/image',
      multipart('image', 'c.png', 'image/png', png),
      imageHeaders(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().imageUrl;
    const id = url.split('/').pop()!;
    const variants = await t.db
      .select({ type: imageVariants.contentType, size: imageVariants.byteSize, w: imageVariants.width })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, id));
    expect(variants.map((v) => v.type).sort()).toEqual(['image/avif', 'image/webp']);
    for (const v of variants) {
      expect(v.size).toBeLessThan(png.length);
      expect(v.w).toBe(DISH_IMAGE_SIZE);
    }

    const as = (accept?: string) => t.request({ method: 'GET', url, headers: accept ? { accept } : {} });
    const chrome = await as('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8');
    expect(chrome.headers['content-type']).toBe('image/avif');
    expect(chrome.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const webpOnly = await as('image/webp,*/*');
    expect(webpOnly.headers['content-type']).toBe('image/webp');
    expect(webpOnly.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const noAvif = await as('image/avif;q=0,image/webp');
    expect(noAvif.headers['content-type']).toBe('image/webp');
    const old = await as('image/png,image/*;q=0.8,*/*;q=0.5');
    expect(old.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(old.rawPayload, png)).toBe(0);
    const none = await as();
    expect(none.headers['content-type']).toBe('image/png');
    for (const r of [chrome, webpOnly, old, none]) {
      expect(r.statusCode).toBe(200);
      expect(r.headers.vary).toBe('Accept');
    }
    // Each representation has its own ETag, so a cache never answers 304 for the wrong one.
    expect(new Set([chrome, webpOnly, old].map((r) => r.headers.etag)).size).toBe(3);
    const again = await t.request({
      method: 'GET',
      url,
      headers: { accept: 'image/webp', 'if-none-match': webpOnly.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('accepts a JPEG by its bytes and drops the replaced image', async () => {
    const before = (await t.db.select().from(menuItems).where(eq(menuItems.id, itemId)))[0]!.imageId;
    const res = await upload(
      '/api/menuItem/image',
      multipart('image', 'crop.jpg', 'image/jpeg', tinyJpeg()),
      imageHeaders(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [img] = await t.db
      .select()
      .from(images)
      .where(eq(images.id, res.json().imageUrl.split('/').pop()));
    expect(img).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 400 });
    expect(await t.db.select().from(images).where(eq(images.id, before!))).toEqual([]);
    // The replaced image's copies went with it; a header-only JPEG no decoder can read gets none.
    expect(await t.db.select().from(imageVariants).where(eq(imageVariants.imageId, before!))).toEqual([]);
    expect(await t.db.select().from(imageVariants).where(eq(imageVariants.imageId, img!.id))).toEqual([]);
  });

  it('refuses a non-image renamed .jpg, a missing file and a foreign item', async () => {
    const fake = multipart('image', 'photo.jpg', 'image/jpeg', Buffer.from('MZ this is not an image at all'));
    const res = await upload('/api/menuItem/image', fake, imageHeaders());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Wrong Image Format || Supported Format are PNG and JPG');
    const none = await t.request({
      method: 'POST',
      url: '/api/menuItem/image',
      headers: imageHeaders(),
      payload: {},
      as: cookie,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Please select a valid image file (JPG, PNG, etc.)');
    const big = multipart('image', 'huge.png', 'image/png', Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    const tooBig = await upload('/api/menuItem/image', big, imageHeaders());
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('The image is too large (at most 2 MB).');
    const other = await signedInUser(t, {
      role: 'restaurantAdmin',
      restaurantId: (await createRestaurant(t.db)).id,
    });
    const foreign = await upload(
      '/api/menuItem/image',
      multipart('image', 'a.jpg', 'image/jpeg', tinyJpeg()),
      imageHeaders(),
      other.cookie,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('deletes the image', async () => {
    const res = await t.request({
      method: 'DELETE',
      url: '/api/menuItem/image',
      headers: imageHeaders(),
      as: cookie,
    });
    expect(res.json()).toMatchObject({ imageUrl: null, message: 'Deleted successfully!' });
    expect((await t.db.select().from(menuItems).where(eq(menuItems.id, itemId)))[0]!.imageId).toBeNull();
  });
});

describe('menu CSV', () => {
  async function richMenu() {
    const id = (await post('/api/myMenu', { menuName: 'CSV menu' })).json().id;
    const cat = (await post('/api/menuCategory', { menuId: id, name: 'Noodles, soups & "specials"' })).json()
      .id;
    const hot = (
      await post('/api/menuCookingCategory', { menuId: id, name: 'Hot', printer: 'Kitchen' })
    ).json().id;
    expect(hot).toBeTruthy();
    const spice = (
      await post('/api/menuGroup', { menuId: id, name: 'Spice', required: true, force_min: 1, force_max: 1 })
    ).json().id;
    await post('/api/menuGroup', { menuId: id, name: 'Empty group' });
    const noodles = (
      await post('/api/menuItem', {
        menuId: id,
        categoryId: cat,
        name: 'Dan Dan, "the classic"',
        description: 'Line one\nline two',
        price: 1680,
        tags: ['Spicy', 'Halal'],
        printCategory: 'Hot',
        groups: [{ id: spice, sort: 1 }],
        sizes: [
          { name: 'Small', price: 1680, default: true },
          { name: 'Large', price: 1985, groups: [{ id: spice, sort: 2 }] },
        ],
        active_begin: 1320,
        active_end: 1560,
        activeWeekDays: [5, 6],
      })
    ).json().id;
    await post('/api/menuItem', {
      menuId: id,
      categoryId: cat,
      name: 'Rice',
      price: 300,
      printCategory: 'Hot',
      active: false,
      hideDays: [1, 2],
    });
    await post('/api/menuGroupOptions', {
      menuId: id,
      groupId: spice,
      options: [
        { name: 'Mild', price: 0, default: true },
        { name: 'Extra noodles', price: 250, menuItemId: noodles, category: 'x' },
      ],
    });
    return id;
  }

  const download = async (id: string, kind: 'group' | 'item') => {
    const res = await get(`/api/downloadMenuCSV/${id}/${kind}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      csv: string;
      allGroups?: Record<string, string>[];
      allItems?: Record<string, string>[];
    };
  };
  const csvFile = (csv: string) => multipart('file', 'menu.csv', 'text/csv', Buffer.from(csv, 'utf8'));

  it('a downloaded file uploads back to the same menu unchanged', async () => {
    const id = await richMenu();
    const groups = await download(id, 'group');
    const items = await download(id, 'item');
    expect(groups.allGroups).toHaveLength(3);
    expect(items.allItems).toHaveLength(2);
    expect(items.allItems![0]).toMatchObject({ price: '16.80', tags: 'Spicy|Halal', printCategory: 'Hot' });
    const before = (await get(`/api/menuCategories/${id}`)).json().categories;
    const beforeGroups = (await get(`/api/menuGroups/${id}`)).json().groups;
    for (const [kind, file] of [
      ['group', groups.csv],
      ['item', items.csv],
    ] as const) {
      const res = await upload(`/api/uploadMenu/${id}/${kind}`, csvFile(file));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Uploaded successfully');
    }
    expect((await download(id, 'group')).csv).toBe(groups.csv);
    expect((await download(id, 'item')).csv).toBe(items.csv);
    expect((await get(`/api/menuCategories/${id}`)).json().categories).toEqual(before);
    expect((await get(`/api/menuGroups/${id}`)).json().groups).toEqual(beforeGroups);
  });

  it('adds rows without ids (creating a category by name) and updates rows with ids', async () => {
    const id = await richMenu();
    const items = await download(id, 'item');
    const edited = `${items.csv.replace('16.80', '17.50')}${items.csv
      .split('\r\n')[0]!
      .split(',')
      .map(
        (c) =>
          ({ categoryName: 'Desserts', name: 'Mango Pudding', price: '6.5', printCategory: 'Hot' })[c] ?? '',
      )
      .join(',')}\r\n`;
    const res = await upload(`/api/uploadMenu/${id}/item`, csvFile(edited));
    expect(res.statusCode, res.body).toBe(200);
    const cats = (await get(`/api/menuCategories/${id}`)).json().categories;
    expect(cats.map((c: { name: string }) => c.name)).toEqual(['Noodles, soups & "specials"', 'Desserts']);
    expect(cats[0].items[0].price).toBe(1750);
    expect(cats[1].items[0]).toMatchObject({ name: 'Mango Pudding', price: 650, sort: 999 });
  });

  it('refuses a malformed file with the message and changes nothing', async () => {
    const id = await richMenu();
    const items = await download(id, 'item');
    const lines = items.csv.split('\r\n');
    // The first row is fine and would change a price; the second has a bad price.
    const bad = [lines[0], lines[1]!.replace('16.80', '99.00'), lines[2]!.replace('3.00', 'three'), ''].join(
      '\r\n',
    );
    const res = await upload(`/api/uploadMenu/${id}/item`, csvFile(bad));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Error in posting the data',
      detail: 'line 3: Please enter a valiad number in the price field.',
    });
    expect((await download(id, 'item')).csv).toBe(items.csv);
    const missingColumn = await upload(
      `/api/uploadMenu/${id}/group`,
      csvFile('groupName,optionName\r\nSauce,Soy\r\n'),
    );
    expect(missingColumn.statusCode).toBe(400);
    expect(missingColumn.json().message).toBe('Error in posting the data');
    const unclosed = await upload(`/api/uploadMenu/${id}/group`, csvFile('"groupId,groupName\r\n'));
    expect(unclosed.statusCode).toBe(400);
    const noFile = await t.request({
      method: 'POST',
      url: `/api/uploadMenu/${id}/item`,
      payload: {},
      as: cookie,
    });
    expect(noFile.json().message).toBe('Please choose a csv file.');
    // A rule broken in a later row rolls back the earlier rows too.
    const twoDefaults = [
      lines[0],
      lines[1]!.replace('16.80', '99.00'),
      lines[2]!
        .replace(
          '"[]"',
          '"[{""name"":""A"",""price"":""1"",""default"":true},{""name"":""B"",""price"":""2"",""default"":true}]"',
        )
        .replace(
          ',[],',
          ',"[{""name"":""A"",""price"":""1"",""default"":true},{""name"":""B"",""price"":""2"",""default"":true}]",',
        ),
      '',
    ].join('\r\n');
    const rule = await upload(`/api/uploadMenu/${id}/item`, csvFile(twoDefaults));
    expect(rule.statusCode).toBe(400);
    expect(rule.json().detail).toBe('line 3: Only one size can be default');
    expect((await download(id, 'item')).csv).toBe(items.csv);
  });
});
