import { POS_COURSE_MESSAGES as C, DEFAULT_POS_COURSES, type PublishedMenu } from '@rpos/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedInUser } from '../../test/factories';
import { buildTestApp } from '../../test/test-app';
import { kitchenDocket } from '../printers/print-documents';
import { loadOrderForPrint } from '../printers/print-order.repository';
import { printOrderOf } from '../printers/print-plan';
import {
  billOf,
  call,
  dish,
  manager,
  placePos,
  posFixture,
  posOrder,
  refused,
  setAsideOpenBills,
} from './pos-test-helpers';

// Courses named by the restaurant (decision 0578): set in the POS settings, answered to the till,
// printed on the docket and shown on the kitchen display.

const t = await buildTestApp();
let gdId: string;
let menu: PublishedMenu;
let admin: string;

beforeAll(async () => {
  ({ gdId, menu, admin } = await posFixture(t));
});
beforeEach(() => setAsideOpenBills(t, gdId));

const save = (courses: unknown, as = admin) =>
  t.request({ method: 'PUT', url: '/api/restaurantSettings', payload: { posSettings: { courses } }, as });
const setupCourses = async () => (await call(t, admin, 'GET', '/pos/setup')).json().courses;

describe('restaurant-named courses', () => {
  it('start as Entrée, Main, Dessert; the restaurant names its own, in two languages', async () => {
    expect(await setupCourses()).toEqual(DEFAULT_POS_COURSES);
    const mine = [
      { name: ' Starter ', altName: '头盘' },
      { name: 'Soup', altName: '  ' },
      { name: 'Main', altName: '主菜' },
      { name: 'Cheese' },
      { name: 'Dessert', altName: '甜品' },
    ];
    const saved = await save(mine);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await setupCourses()).toEqual([
      { name: 'Starter', altName: '头盘' },
      { name: 'Soup', altName: null },
      { name: 'Main', altName: '主菜' },
      { name: 'Cheese', altName: null },
      { name: 'Dessert', altName: '甜品' },
    ]);
    expect((await call(t, admin, 'GET', '/restaurantSettings')).json().posSettings.courses).toHaveLength(5);

    // Course 4 held, then fired: the docket and the kitchen display name it.
    const first = await placePos(t, admin, posOrder([dish(menu, 'Siu Mai')], { course: 1 }));
    const bill = billOf(
      await call(
        t,
        admin,
        'POST',
        '/pos/orders',
        posOrder([dish(menu, 'Siu Mai')], {
          transactionId: first.uuid,
          course: 4,
          hold: true,
        }),
      ),
    );
    const four = bill.orders.find((o) => o.course === 4)!;
    const cook = (await signedInUser(t, { role: 'restaurantStaff', restaurantId: gdId })).cookie;
    const kds = (await call(t, cook, 'GET', '/kds/orders')).json();
    const tickets = kds.categories.flatMap((c: { tickets: { orderId: string }[] }) => c.tickets);
    expect(tickets.find((x: { orderId: string }) => x.orderId === four.orderId)).toMatchObject({
      course: 4,
      courseLabel: '4 · Cheese',
      held: true,
    });
    const starter = tickets.find((x: { orderId: string }) => x.orderId === first.orders[0]!.orderId);
    expect(starter?.courseLabel).toBe('1 · Starter 头盘');
    billOf(await call(t, admin, 'POST', `/transactions/${bill.uuid}/fire`, { course: 4 }));
    const data = await loadOrderForPrint(t.db, four.orderId);
    const order = printOrderOf(data!);
    const docket = kitchenDocket(order, order.dishes, 'name', 'Kitchen').lines.map((l) => l.text);
    expect(docket.find((l) => l.startsWith('COURSE 4'))).toMatch(/^COURSE 4 · CHEESE · fired /);
    // Back to the defaults for the other tests.
    expect((await save(DEFAULT_POS_COURSES)).statusCode).toBe(200);
  });

  it('refuses an empty, too long or repeated name, none or more than 9 courses, and without the settings permission', async () => {
    refused(await save([{ name: ' ' }]), 400, `posSettings.courses.0.name: ${C.nameEmpty}`);
    refused(await save([{ name: 'x'.repeat(41) }]), 400, `posSettings.courses.0.name: ${C.nameTooLong}`);
    refused(
      await save([{ name: 'Main' }, { name: 'main ' }]),
      400,
      `posSettings.courses.1.name: ${C.nameExists}`,
    );
    refused(await save([]), 400, `posSettings.courses: ${C.count}`);
    refused(
      await save(Array.from({ length: 10 }, (_x, i) => ({ name: `C${i}` }))),
      400,
      `posSettings.courses: ${C.count}`,
    );
    const noSettings = await manager(t, gdId, ['transactions']);
    expect((await save([{ name: 'Main' }], noSettings)).statusCode).toBe(403);
    expect(await setupCourses()).toEqual(DEFAULT_POS_COURSES);
  });
});
