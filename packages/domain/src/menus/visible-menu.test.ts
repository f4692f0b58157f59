import { describe, expect, it } from 'vitest';
import { dayjs } from '../shared/dayjs';
import { firstPicturesOf, visibleCategories } from './visible-menu';

const NOON = dayjs.tz('2025-06-02T12:00', 'Australia/Sydney').toDate();
const item = (id: string, sort: number, over: Record<string, unknown> = {}) => ({
  id,
  name: id,
  sort,
  active: true,
  image: `/api/images/${id}`,
  ...over,
});
/** A menu as GET /online gives it, narrowed to what visibility reads. */
const online = (categories: unknown[]) =>
  ({
    menu: { categories },
    restaurant: { timezone: 'Australia/Sydney' },
    inactiveDishIds: [],
    unavailable: [],
  }) as unknown as Parameters<typeof visibleCategories>[0];

describe('the menu a diner sees now, and its first pictures', () => {
  const breakfast = {
    id: 'c1',
    name: 'Breakfast',
    sort: 1,
    active: true,
    active_begin: 390,
    active_end: 690,
  };
  const lunch = { id: 'c2', name: 'Lunch', sort: 2, active: true };
  const data = online([
    { ...breakfast, items: [item('eggs', 1)] },
    {
      ...lunch,
      items: [item('soup', 3), item('burger', 1), item('salad', 2, { image: null }), item('x', 4)],
    },
  ]);

  it('drops a category out of its hours and sorts the dishes', () => {
    expect(visibleCategories(data, NOON).map((c) => c.id)).toEqual(['c2']);
    expect(visibleCategories(data, NOON)[0]!.items.map((i) => i.id)).toEqual([
      'burger',
      'salad',
      'soup',
      'x',
    ]);
  });

  it("names the first screen's pictures: the first two dishes of the first category shown, those that have one", () => {
    expect(firstPicturesOf(data, NOON)).toEqual(['/api/images/burger']);
    const morning = dayjs.tz('2025-06-02T08:00', 'Australia/Sydney').toDate();
    expect(firstPicturesOf(data, morning)).toEqual(['/api/images/eggs']);
    expect(firstPicturesOf(online([]), NOON)).toEqual([]);
  });
});
