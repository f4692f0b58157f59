// bench/rush.ts's restaurants made through the API, as README "Set up your own restaurant (go live from
// zero)" does it by hand: the admin adds each restaurant and its restaurant admin and copies Golden
// Dragon's main menu to it (POST /copyMenu); the restaurant admin signs in (an own password first),
// publishes the menu, sets every day open, adds T tables to the floor plan's first area (one
// /floorPlan/tableRange), connects the sandbox card account, adds a kitchen printer with dockets of
// dine-in and takeaway orders on it, and presses Go live. Restaurants are made `parallel` at a time.
// Printers: each restaurant a fake network printer of its own in this process (a restaurant's printer
// is its own lane in the print queue, decision 0411: one shared printer would send every restaurant's
// dockets one after another).
import { randomBytes } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../../apps/server/src/demo/demo-accounts';
import { type FakePrinter, startFakePrinter } from '../../apps/server/src/modules/printers/fake-printer';
import { ApiClient } from './rush-api';

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
const DAYS = [1, 2, 3, 4, 5, 6, 7];

export interface MadeRestaurant {
  urlIdentifier: string;
  /** Its restaurant admin signed in on each base (in the order of `bases`). */
  staff: ApiClient[];
  tables: string[];
  printer: FakePrinter | null;
}

/** The kitchen docket settings: dine-in and takeaway orders' dockets to `printer`. */
export const kitchenDockets = (printer: string) => ({
  posPrintSettings: {
    printTypes: [
      {
        printType: 'KitchenDocket',
        printer,
        orderTypes: [
          { name: 'DineIn', enabled: true },
          { name: 'TakeAway', enabled: true },
        ],
      },
    ],
  },
});

async function onePerTime<T>(n: number, parallel: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      out[i] = await make(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, n) }, worker));
  return out;
}

/**
 * Makes `count` live restaurants of `tables` tables each through the API of `bases`; with `printers`,
 * each with a fake kitchen printer of its own (close them with closePrinters).
 */
export async function makeRestaurants(
  bases: string[],
  count: number,
  tables: number,
  printers: boolean,
  parallel = 8,
): Promise<MadeRestaurant[]> {
  const admin = new ApiClient(bases[0]!, 60_000);
  await admin.ok('POST', '/login', { email: ADMIN.email, password: ADMIN.password });
  // The admin acts on Golden Dragon (the demo's default): its main menu is the one copied.
  const menus = await admin.ok<{ menus: { id: string; isMainMenu: boolean; status: string }[] }>(
    'GET',
    '/myMenus?pageSize=25',
  );
  const source = menus.menus.find((m) => m.isMainMenu && m.status === 'published') ?? menus.menus[0];
  if (!source) throw new Error('Golden Dragon has no menu to copy');
  const run = randomBytes(3).toString('hex');
  const password = `rush-${run}-pass`;

  return onePerTime(count, parallel, async (i) => {
    const urlIdentifier = `rush${run}n${i + 1}`;
    const restaurant = await admin.ok<{ id: string }>('POST', '/restaurant', {
      type: 'restaurant',
      name: `Rush ${run} ${i + 1}`,
      urlIdentifier,
      address: `${i + 1} George St, Sydney NSW 2000`,
    });
    const username = `rushadmin${run}n${i + 1}`;
    const email = `${username}@example.test`;
    const made = await admin.ok<{ password?: string }>('POST', '/user', {
      firstName: 'Rush',
      lastName: `Owner ${i + 1}`,
      email,
      phoneNumber: '0400555666',
      username,
      role: 'restaurantAdmin',
      restaurantId: restaurant.id,
      permissions: [],
    });
    const menu = await admin.ok<{ id: string }>('POST', `/copyMenu/${source.id}`, {
      restaurantId: restaurant.id,
    });

    const owner = new ApiClient(bases[0]!, 60_000);
    await owner.ok('POST', '/login', { email, password: made.password ?? password });
    await owner.ok('PUT', '/userPwd', { password, confirmPassword: password });
    await owner.ok('PUT', `/publishMenu/${menu.id}`);
    await owner.ok('PUT', `/restaurantOpenHours/${urlIdentifier}`, {
      openHours: {
        openHoursItems: [{ weekdays: DAYS, openStart: '00:00', openEnd: '24:00' }],
        closeDaysItems: [],
      },
    });
    const plan = await owner.ok<{ areas: { id: string }[] }>('GET', '/floorPlan');
    const made2 = await owner.ok<{ tables: { tableNumber: string }[] }>('POST', '/floorPlan/tableRange', {
      areaId: plan.areas[0]!.id,
      range: `1-${tables}`,
    });
    // Card payments: the sandbox onboarding's page, then its Connect button.
    const onboarding = await owner.ok<{ url: string }>('POST', '/onboardUser');
    const connect = await fetch(new URL(onboarding.url, bases[0]), {
      method: 'POST',
      headers: { cookie: owner.cookie },
      redirect: 'manual',
    });
    if (connect.status >= 400) throw new Error(`sandbox onboarding: ${connect.status}`);
    const printer = printers ? await startFakePrinter() : null;
    if (printer) {
      await owner.ok('POST', '/printer', {
        printerName: 'Kitchen',
        deviceName: 'Kitchen',
        ipAddress: '127.0.0.1',
        port: printer.port,
      });
      await owner.ok('PUT', '/posPrintSettings', kitchenDockets('Kitchen'));
    }
    await owner.ok('POST', '/goLive');
    // The same restaurant admin on every other base (its own session there).
    const staff = [owner];
    for (const base of bases.slice(1)) {
      const s = new ApiClient(base);
      await s.ok('POST', '/login', { email, password });
      staff.push(s);
    }
    return { urlIdentifier, staff, tables: made2.tables.map((t) => t.tableNumber), printer };
  });
}

export const closePrinters = (made: MadeRestaurant[]) => Promise.all(made.map((m) => m.printer?.close()));
