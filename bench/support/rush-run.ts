// The dinner service of bench/rush.ts: set-up through the API, then open-loop Poisson arrivals of a
// sitting's calls against one server or several (round-robin), latency counted from each arrival's
// scheduled time (no coordinated omission).
import { DEMO_ACCOUNTS } from '../../apps/server/src/demo/demo-accounts';
import {
  ApiClient,
  type CallResult,
  orderLines,
  orderNumber,
  payBySandboxCard,
  placeOrderBody,
  simpleDishes,
} from './rush-api';
import { closePrinters, kitchenDockets, makeRestaurants } from './rush-restaurants';

/** Calls per sitting, as arrival weights (menu loads: a quarter first visits, the rest cached). */
export const MIX = { menu: 20, order: 4, add: 2, pay: 1, kds: 2, dashboard: 0.2 } as const;
type Kind = keyof typeof MIX;
/** A sitting's calls (what one table turning once means in arrivals). */
export const CALLS_PER_SITTING = Object.values(MIX).reduce((n, w) => n + w, 0);
/** The share of menu loads that are a phone's first visit (no cached menu, no version headers). */
const FIRST_VISITS = 0.25;

export interface RushSetup {
  bases: string[];
  /** Where diners load menus and order (url identifiers). */
  restaurants: string[];
  /** Restaurants whose staff work the POS, the kitchen display and the dashboard: their sessions, one per base. */
  staff: Map<string, ApiClient[]>;
  /** Restaurants whose kitchen dockets print (a printer set up): their orders' dockets are checked. */
  docketed: Set<string>;
  dishes: Map<string, string[]>;
  tables: Map<string, string[]>;
  /** Seconds the set-up took. */
  setupSeconds: number;
  /** Stops what the set-up started (the made restaurants' fake printers). */
  close(): Promise<void>;
}

/** The demo's restaurants: Golden Dragon's admin on every base works the POS; its dockets print. */
export async function setUpDemoRush(bases: string[], restaurants: string[]): Promise<RushSetup> {
  const started = performance.now();
  const posRestaurant = 'goldendragon';
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantAdmin' && a.restaurant === posRestaurant)!;
  const staff = bases.map((b) => new ApiClient(b));
  for (const s of staff) await s.ok('POST', '/login', { email: account.email, password: account.password });
  // Golden Dragon's kitchen dockets (dine-in and takeaway) go to its kitchen printer (the bench
  // server's fake printers take every printer's jobs).
  await staff[0]!.ok('PUT', '/posPrintSettings', kitchenDockets('Demo Kitchen'));
  const floor = await staff[0]!.ok<{ tables: { tableNumber: string }[] }>('GET', '/pos/floor');
  const tables = new Map<string, string[]>([[posRestaurant, floor.tables.map((t) => t.tableNumber)]]);
  for (const r of restaurants) if (!tables.has(r)) tables.set(r, ['1', '2', '3', '4', '5', '6', '7', '8']);
  return {
    bases,
    restaurants,
    staff: new Map([[posRestaurant, staff]]),
    docketed: new Set([posRestaurant]),
    dishes: await dishesOf(bases[0]!, restaurants),
    tables,
    setupSeconds: (performance.now() - started) / 1000,
    close: async () => {},
  };
}

/**
 * `count` restaurants × `tables` tables made through the API; each one's admin works its POS; with
 * `printers`, each prints its dockets on a fake printer of its own.
 */
export async function setUpMadeRush(
  bases: string[],
  count: number,
  tables: number,
  printers: boolean,
): Promise<RushSetup> {
  const started = performance.now();
  const made = await makeRestaurants(bases, count, tables, printers);
  const restaurants = made.map((m) => m.urlIdentifier);
  return {
    bases,
    restaurants,
    staff: new Map(made.map((m) => [m.urlIdentifier, m.staff])),
    docketed: new Set(printers ? restaurants : []),
    dishes: await dishesOf(bases[0]!, restaurants),
    tables: new Map(made.map((m) => [m.urlIdentifier, m.tables])),
    setupSeconds: (performance.now() - started) / 1000,
    close: async () => {
      await closePrinters(made);
    },
  };
}

/** Each restaurant's dishes a diner orders without choosing anything (from its diner menu). */
async function dishesOf(base: string, restaurants: string[]): Promise<Map<string, string[]>> {
  const dishes = new Map<string, string[]>();
  await Promise.all(
    restaurants.map(async (r) => {
      const menu = await new ApiClient(base).ok<{
        menu: { categories: { items: never[] }[] };
        unavailable: { menuItemId: string }[];
      }>('GET', `/online?menuId=${r}&tableId=1`);
      dishes.set(r, simpleDishes(menu.menu.categories, menu.unavailable));
    }),
  );
  return dishes;
}

export interface RushRun {
  rate: number;
  seconds: number;
  arrivals: number;
  elapsed: number;
  samples: Map<string, number[]>;
  statuses: Map<string, Map<string, number>>;
  /** Orders answered 200 (and paid, when by card). */
  acknowledged: string[];
  /** The POS restaurant's acknowledged orders and POS adds: their dockets are checked. */
  docketed: string[];
  /** Bills paid in full, and their restaurant (whose staff reads them back). */
  billsPaid: Map<string, string>;
  /** POS arrivals that found no open bill to add to or pay (a new restaurant's first minutes). */
  noOpenBill: number;
}

/** One run of `seconds` at `rate` arrivals/s. */
export async function runRush(setup: RushSetup, rate: number, seconds: number, seed = 42): Promise<RushRun> {
  const { bases, restaurants, staff, docketed, dishes, tables } = setup;
  const posRestaurants = [...staff.keys()];
  const run: RushRun = {
    rate,
    seconds,
    arrivals: 0,
    elapsed: 0,
    samples: new Map(),
    statuses: new Map(),
    acknowledged: [],
    docketed: [],
    billsPaid: new Map(),
    noOpenBill: 0,
  };
  const record = (name: string, scheduled: number, r: CallResult | { status: string }) => {
    const status = String(r.status);
    const byStatus = run.statuses.get(name) ?? new Map<string, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    run.statuses.set(name, byStatus);
    const list = run.samples.get(name) ?? [];
    list.push(performance.now() - scheduled);
    run.samples.set(name, list);
  };
  /** One call, its latency from `scheduled`; a throw counts as status 'timeout' or 'error'. */
  async function timed<T>(name: string, scheduled: number, call: () => Promise<CallResult<T>>) {
    try {
      const r = await call();
      record(name, scheduled, r);
      return r;
    } catch (err) {
      record(name, scheduled, { status: (err as Error).name === 'TimeoutError' ? 'timeout' : 'error' });
      return null;
    }
  }
  let next = 0;
  const base = () => bases[next++ % bases.length]!;
  /** The restaurant's staff session on the next base (round-robin). */
  const staffAt = (restaurant: string) => {
    const list = staff.get(restaurant)!;
    return list[next++ % list.length]!;
  };
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const pickOf = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const weights = Object.entries(MIX) as [Kind, number][];
  const kindOf = (): Kind => {
    let x = random() * CALLS_PER_SITTING;
    for (const [k, w] of weights) {
      x -= w;
      if (x < 0) return k;
    }
    return 'menu';
  };
  /** The menu version a phone at the table keeps (the web app's localStorage cache). */
  const cachedMenus = new Map<string, { menuId: string; version: number }>();
  const busyBills = new Set<string>();

  type Floor = { tables: { bill: { uuid: string } | null }[] };
  async function openBill(restaurant: string, scheduled: number): Promise<string | null> {
    const floor = await timed<Floor>('GET /pos/floor', scheduled, () =>
      staffAt(restaurant).call('GET', '/pos/floor'),
    );
    const open = (floor?.body.tables ?? []).flatMap((t) =>
      t.bill && !busyBills.has(t.bill.uuid) ? [t.bill.uuid] : [],
    );
    if (!open.length) run.noOpenBill++;
    return open.length ? pickOf(open) : null;
  }

  async function menuLoad(restaurant: string, table: string, scheduled: number) {
    const key = `${restaurant}/${table}`;
    const cached = random() < FIRST_VISITS ? undefined : cachedMenus.get(key);
    // As the web app sends it (features/online/api/online-queries.ts): the cached menu's version.
    const headers: Record<string, string> = cached
      ? { menuVersion: String(cached.version), menuId: cached.menuId }
      : {};
    const r = await timed<{ menu?: { version: number; menuId: string } | null; isSameVersion?: boolean }>(
      cached ? 'GET /online (menu, cached version)' : 'GET /online (menu, first visit)',
      scheduled,
      () =>
        new ApiClient(base()).call(
          'GET',
          `/online?menuId=${restaurant}&tableId=${table}`,
          undefined,
          headers,
        ),
    );
    const menu = r?.status === 200 ? r.body.menu : null;
    if (menu && !r?.body.isSameVersion) cachedMenus.set(key, { menuId: menu.menuId, version: menu.version });
  }

  async function arrival(kind: Kind, scheduled: number): Promise<void> {
    const restaurant = kind === 'menu' || kind === 'order' ? pickOf(restaurants) : pickOf(posRestaurants);
    const table = pickOf(tables.get(restaurant)!);
    if (kind === 'menu') await menuLoad(restaurant, table, scheduled);
    else if (kind === 'order') {
      const diner = new ApiClient(base());
      const card = random() < 0.25;
      const body = placeOrderBody(restaurant, table, orderLines(dishes.get(restaurant)!, 2, random), card);
      const placed = await timed('POST /placeOrder', scheduled, () =>
        diner.call('POST', '/placeOrder', body),
      );
      const number = (body.order as { orderNumber: string }).orderNumber;
      if (placed?.status !== 200) return;
      let ok = !card;
      if (card) {
        const paid = await timed('POST /adyenPayments (card)', performance.now(), () =>
          payBySandboxCard(diner, restaurant, table, number),
        );
        ok = paid?.status === 200;
      }
      if (ok) run.acknowledged.push(number);
      if (ok && docketed.has(restaurant)) run.docketed.push(number);
    } else if (kind === 'add') {
      const bill = await openBill(restaurant, scheduled);
      if (!bill) return;
      busyBills.add(bill);
      try {
        const number = orderNumber();
        const added = await timed('POST /pos/orders (add)', performance.now(), () =>
          staffAt(restaurant).call('POST', '/pos/orders', {
            orderNumber: number,
            type: 'dinein',
            transactionId: bill,
            items: orderLines(dishes.get(restaurant)!, 2, random),
          }),
        );
        if (added?.status === 200 && docketed.has(restaurant)) run.docketed.push(number);
      } finally {
        busyBills.delete(bill);
      }
    } else if (kind === 'pay') {
      const bill = await openBill(restaurant, scheduled);
      if (!bill) return;
      busyBills.add(bill);
      try {
        const s = staffAt(restaurant);
        const read = await timed<{ transaction: { balance: number } }>(
          'GET /transaction/:id (bill)',
          performance.now(),
          () => s.call('GET', `/transaction/${bill}`),
        );
        if (read?.status !== 200) return;
        const paid = await timed('POST payments (closes)', performance.now(), () =>
          s.call('POST', `/transactions/${bill}/payments`, {
            type: 'CASH',
            amount: read.body.transaction.balance,
            requestId: orderNumber(),
          }),
        );
        if (paid?.status === 200) run.billsPaid.set(bill, restaurant);
        await timed('POST close', performance.now(), () => s.call('POST', `/transactions/${bill}/close`, {}));
      } finally {
        busyBills.delete(bill);
      }
    } else if (kind === 'kds') {
      await timed('GET /kds/orders', scheduled, () => staffAt(restaurant).call('GET', '/kds/orders'));
    } else {
      await timed('GET /getTodaySalesReport (dashboard)', scheduled, () =>
        staffAt(restaurant).call('GET', '/getTodaySalesReport'),
      );
    }
  }

  // Open loop: arrivals at exponential gaps, each started at its time whatever is still in flight.
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let at = start;
  while (at - start < seconds * 1000) {
    at += (-Math.log(1 - random()) / rate) * 1000;
    const wait = at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    run.arrivals++;
    inFlight.push(arrival(kindOf(), at));
  }
  await Promise.all(inFlight);
  run.elapsed = (performance.now() - start) / 1000;
  return run;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Per call: count, p50/p95/p99 (ms from the scheduled arrival) and statuses. */
export function callFigures(run: RushRun) {
  return [...run.samples].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      name,
      n: list.length,
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      p99: pct(sorted, 99),
      statuses: Object.fromEntries(run.statuses.get(name) ?? []),
    };
  });
}
