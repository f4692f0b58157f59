import { beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';

// Who may call which report (back-office.md §6, decision 0188), and the §5 texts as 400s.

const t = await buildTestApp();
const NOW = new Date('2026-04-05T10:00:00Z'); // 20:00 in Sydney
const range = 'startDateStr=2026-04-01&endDateStr=2026-04-05';
const times = 'startDateStr=2026-04-05 00:00:00&endDateStr=2026-04-05 23:45:00';

const CALLS = {
  todaySales: '/getTodaySalesReport',
  todayDishes: '/getTodayDishReport',
  sales: '/salesReport',
  salesMonth: '/salesMonthDashboard?monthStr=04/2026',
  hours: `/salesHoursReport?${range}`,
  byDates: `/salesByDates?${range}`,
  orderFrom: `/orderFromReport?${range}`,
  orderType: `/orderTypeReport?${range}`,
  dishesOrder: `/dishesOrderReport?${range}`,
  dishesTransaction: `/dishesTransactionReport?${range}`,
  paymentTypes: `/paymentTypesReport?${times}`,
  adminMonth: '/adminSalesMonthDashboard',
  adminOrders: '/adminOrderCount',
} as const;
type Call = keyof typeof CALLS;
const ALL = Object.keys(CALLS) as Call[];

let restaurantId: string;
const status = async (as: string | undefined, call: Call) =>
  (await t.request({ method: 'GET', url: `/api${CALLS[call]}`, as })).statusCode;

/** Which calls answer 200 and which 403 for a user. */
async function expectAccess(as: string, allowed: readonly Call[]) {
  const got: Record<string, number> = {};
  for (const call of ALL) got[call] = await status(as, call);
  const expected = Object.fromEntries(ALL.map((c) => [c, allowed.includes(c) ? 200 : 403]));
  expect(got).toEqual(expected);
}

const as = async (role: string, permissions: string[] = []) =>
  (await signedInUser(t, { role, restaurantId, permissions })).cookie;

const REPORTS: Call[] = ['hours', 'byDates', 'orderFrom', 'orderType', 'dishesTransaction', 'paymentTypes'];
const DASHBOARD: Call[] = ['todaySales', 'todayDishes', 'sales', 'salesMonth'];

beforeAll(async () => {
  t.setNow(NOW);
  restaurantId = (await createRestaurant(t.db, { timezone: 'Australia/Sydney' })).id;
});

describe('roles and permissions', () => {
  it('refuses every call signed out (403 "Please sign in.": the project answers 401 only to a wrong password)', async () => {
    for (const call of ALL) {
      const res = await t.request({ method: 'GET', url: `/api${CALLS[call]}` });
      expect(res.statusCode, call).toBe(403);
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in.' });
    }
  });

  it('lets restaurantAdmin and restaurantGroupAdmin load every report, not the admin dashboard', async () => {
    const everything = ALL.filter((c) => c !== 'adminMonth' && c !== 'adminOrders');
    await expectAccess(await as('restaurantAdmin'), everything);
    await expectAccess(await as('restaurantGroupAdmin'), everything);
  });

  it('lets admin load everything', async () => {
    await expectAccess(await as('admin'), ALL);
  });

  it('shows restaurantReport the dashboard and reports; Dish Report (Order) needs dishReportByOrders', async () => {
    await expectAccess(await as('restaurantReport'), [...DASHBOARD, ...REPORTS]);
    await expectAccess(await as('restaurantReport', ['dishReportByOrders']), [
      ...DASHBOARD,
      ...REPORTS,
      'dishesOrder',
    ]);
  });

  it('keeps restaurantManager off the dashboard and the sales report, even with the reports code', async () => {
    await expectAccess(await as('restaurantManager', ['reports']), REPORTS);
    await expectAccess(await as('restaurantManager', ['reports', 'dishReportByOrders']), [
      ...REPORTS,
      'dishesOrder',
    ]);
    await expectAccess(await as('restaurantManager', ['orders', 'transactions']), []);
  });

  it('refuses the roles without reports', async () => {
    await expectAccess(await as('restaurantStaff', ['menuManagement']), []);
    await expectAccess(await as('menuAdmin'), []);
  });

  it('asks a user with no restaurant to select one', async () => {
    const { cookie } = await signedInUser(t, { role: 'restaurantAdmin', restaurantId: null });
    const res = await t.request({ method: 'GET', url: '/api/getTodaySalesReport', as: cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a restaurant');
  });
});

describe('the report date ranges answer 400 with the §5 texts', () => {
  let owner: string;
  beforeAll(async () => {
    owner = await as('restaurantAdmin');
  });
  const message = async (url: string) => {
    const res = await t.request({ method: 'GET', url: `/api${url}`, as: owner });
    expect(res.statusCode, res.body).toBe(400);
    return res.json().message;
  };

  it('end before start, the future, and a gap of 32 days', async () => {
    for (const path of ['/salesHoursReport', '/salesByDates', '/orderFromReport', '/orderTypeReport']) {
      expect(await message(`${path}?startDateStr=2026-04-03&endDateStr=2026-04-02`)).toBe(
        'The end date cannot be later than the start date!',
      );
      expect(await message(`${path}?startDateStr=2026-04-05&endDateStr=2026-04-06`)).toBe(
        'Start date and end date must be before today',
      );
      expect(await message(`${path}?startDateStr=2026-03-04&endDateStr=2026-04-05`)).toBe(
        'Start date and end date gap must be less than 32 days',
      );
      expect(await message(`${path}?startDateStr=04/03/2026&endDateStr=2026-04-05`)).toBe(
        'Please choose a start date and an end date (YYYY-MM-DD).',
      );
    }
  });

  it("the dish reports' own text for an end before the start", async () => {
    for (const path of ['/dishesOrderReport', '/dishesTransactionReport']) {
      expect(await message(`${path}?startDateStr=2026-04-03&endDateStr=2026-04-02`)).toBe(
        'Start date must be before end date',
      );
      expect(await message(`${path}?startDateStr=2026-03-04&endDateStr=2026-04-05`)).toBe(
        'Start date and end date gap must be less than 32 days',
      );
    }
  });

  it('the payment types report: YYYY-MM-DD HH:mm:ss in 15-minute steps', async () => {
    const path = '/paymentTypesReport';
    expect(await message(`${path}?startDateStr=2026-04-05 10:10:00&endDateStr=2026-04-05 11:00:00`)).toBe(
      'Please choose a start and an end time (YYYY-MM-DD HH:mm:ss, in 15-minute steps).',
    );
    expect(await message(`${path}?startDateStr=2026-04-05&endDateStr=2026-04-05`)).toBe(
      'Please choose a start and an end time (YYYY-MM-DD HH:mm:ss, in 15-minute steps).',
    );
    expect(await message(`${path}?startDateStr=2026-04-05 11:00:00&endDateStr=2026-04-05 10:45:00`)).toBe(
      'The end date cannot be later than the start date!',
    );
    expect(await message(`${path}?startDateStr=2026-04-05 11:00:00&endDateStr=2026-04-06 00:00:00`)).toBe(
      'Start date and end date must be before today',
    );
    expect(await message(`${path}?startDateStr=2026-03-04 00:00:00&endDateStr=2026-04-05 00:00:00`)).toBe(
      'Start date and end date gap must be less than 32 days',
    );
    expect(await message(`${path}?${times}&dailyReport=maybe`)).toMatch(/dailyReport/);
  });

  it('months and weekdays', async () => {
    expect(await message('/salesMonthDashboard?monthStr=2026-04')).toBe('Please choose a month (MM/YYYY).');
    expect(await message('/salesMonthDashboard')).toBe('Please choose a month (MM/YYYY).');
    expect(await message('/salesMonthDashboard?monthStr=05/2026')).toBe(
      'The month cannot be later than this month.',
    );
    expect(await message(`/salesByDates?${range}&weekday=Funday`)).toBe(
      'Please choose a weekday (Mon to Sun) or All.',
    );
  });

  it("takes today in the restaurant's timezone", async () => {
    // 23:30 UTC on the 5th is already the 6th in Sydney.
    t.setNow(new Date('2026-04-05T23:30:00Z'));
    try {
      const res = await t.request({
        method: 'GET',
        url: '/api/salesByDates?startDateStr=2026-04-06&endDateStr=2026-04-06',
        as: await as('restaurantAdmin'),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([{ date: '2026-04-06', amount: 0 }]);
    } finally {
      t.setNow(NOW);
    }
  });
});
