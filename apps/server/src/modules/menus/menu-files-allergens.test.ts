import { ALLERGEN_MESSAGES } from '@rpos/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

// The menu CSV files carry allergens (decision 0598): a dish's codes, what an option adds and takes
// away; dietary needs travel as the dish's tags. A file without those columns keeps them.

const t = await buildTestApp();
let cookie = '';
let menuId = '';

const post = (url: string, payload: object) => t.request({ method: 'POST', url, payload, as: cookie });
const put = (url: string, payload: object) => t.request({ method: 'PUT', url, payload, as: cookie });
const get = (url: string) => t.request({ method: 'GET', url, as: cookie });

function csvUpload(kind: 'group' | 'item', csv: string) {
  const boundary = '----rpos-allergen-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="menu.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request({
    method: 'POST',
    url: `/api/uploadMenu/${menuId}/${kind}`,
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    as: cookie,
  });
}

const download = async (kind: 'group' | 'item') => {
  const res = await get(`/api/downloadMenuCSV/${menuId}/${kind}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    csv: string;
    allGroups?: Record<string, string>[];
    allItems?: Record<string, string>[];
  };
};
const categories = async () => (await get(`/api/menuCategories/${menuId}`)).json();
const dish = async (name: string) =>
  (await categories()).categories
    .flatMap((c: { items: { name: string }[] }) => c.items)
    .find((i: { name: string }) => i.name === name);

beforeAll(async () => {
  const restaurant = await createRestaurant(t.db);
  cookie = (await signedInUser(t, { role: 'restaurantAdmin', restaurantId: restaurant.id })).cookie;
  menuId = (await post('/api/myMenu', { menuName: 'Allergens' })).json().id;
  const own = await put('/api/menuAllergens', {
    menuId,
    allergens: [{ code: 'x1', name: 'Celery', altName: '芹菜' }],
  });
  expect(own.statusCode, own.body).toBe(200);
  const categoryId = (await post('/api/menuCategory', { menuId, name: 'Mains' })).json().id;
  const kungPao = await post('/api/menuItem', {
    menuId,
    categoryId,
    name: 'Kung Pao Chicken',
    price: 2380,
    tags: ['Spicy', 'Halal'],
    allergens: ['pe', 'so', 'x1'],
  });
  expect(kungPao.statusCode, kungPao.body).toBe(200);
  await post('/api/menuItem', { menuId, categoryId, name: 'Steamed Rice', price: 300, tags: ['Vegan'] });
  const group = await post('/api/menuGroup', {
    menuId,
    name: 'Peanuts',
    options: [
      { name: 'No peanuts', price: 0, allergens: ['-pe'] },
      { name: 'Sesame oil', price: 50, allergens: ['se'] },
    ],
  });
  expect(group.statusCode, group.body).toBe(200);
});

describe('allergens in the menu CSV files', () => {
  it('the download carries each dish’s allergen codes and dietary tags, and each option’s entries', async () => {
    const items = await download('item');
    expect(items.csv.split('\r\n')[0]).toContain(',allergens');
    expect(items.allItems!.find((r) => r.name === 'Kung Pao Chicken')).toMatchObject({
      allergens: 'pe|so|x1',
      tags: 'Spicy|Halal',
    });
    expect(items.allItems!.find((r) => r.name === 'Steamed Rice')).toMatchObject({
      allergens: '',
      tags: 'Vegan',
    });
    const groups = await download('group');
    expect(groups.allGroups!.map((r) => [r.optionName, r.optionAllergens])).toEqual([
      ['No peanuts', '-pe'],
      ['Sesame oil', 'se'],
    ]);
  });

  it('an upload sets them, and a downloaded file uploads back unchanged', async () => {
    const items = await download('item');
    const edited = items.csv.replace(/,pe\|so\|x1(\r\n|$)/, ',gl|pe|so|x1$1');
    expect(edited).not.toBe(items.csv);
    const res = await csvUpload('item', edited);
    expect(res.statusCode, res.body).toBe(200);
    expect((await dish('Kung Pao Chicken')).allergens).toEqual(['gl', 'pe', 'so', 'x1']);
    const groups = await download('group');
    const changed = groups.csv.replace(/,se(\r\n|$)/, ',se|mi$1');
    expect((await csvUpload('group', changed)).statusCode).toBe(200);
    const options = (await get(`/api/menuGroups/${menuId}`)).json().groups[0].options;
    expect(options.map((o: { allergens: string[] }) => o.allergens)).toEqual([['-pe'], ['se', 'mi']]);
    // Round trip: what was downloaded uploads back to the same thing.
    const again = await download('item');
    expect((await csvUpload('item', again.csv)).statusCode).toBe(200);
    expect((await download('item')).csv).toBe(again.csv);
  });

  it('a file without the allergen columns (saved before them) keeps the saved allergens', async () => {
    const items = await download('item');
    const [header, ...rows] = items.csv.split('\r\n');
    const cols = header!.split(',');
    const at = cols.indexOf('allergens');
    expect(at).toBe(cols.length - 1);
    const strip = (line: string) => (line ? line.slice(0, line.lastIndexOf(',')) : line);
    const old = [strip(header!), ...rows.map(strip)].join('\r\n');
    expect((await csvUpload('item', old)).statusCode).toBe(200);
    expect((await dish('Kung Pao Chicken')).allergens).toEqual(['gl', 'pe', 'so', 'x1']);
  });

  it('refuses an allergen the menu does not know, naming the line, and changes nothing', async () => {
    const items = await download('item');
    const bad = items.csv.replace(/,gl\|pe\|so\|x1(\r\n|$)/, ',pe|x7$1');
    const res = await csvUpload('item', bad);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(ALLERGEN_MESSAGES.unknownAllergen);
    expect((await dish('Kung Pao Chicken')).allergens).toEqual(['gl', 'pe', 'so', 'x1']);
  });
});
