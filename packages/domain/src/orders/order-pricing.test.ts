import { describe, expect, it } from 'vitest';
import type { MenuGroup, MenuItem, PublishedMenu } from '../menus/menus.contract';
import { ORDER_MESSAGES } from './order.contract';
import { type LineRequest, type PricingContext, priceOrderLines } from './order-pricing';

const vis = {
  active: true,
  active_begin: null,
  active_end: null,
  activeWeekDays: [],
  hideDays: [],
  hideForWeb: false,
  hidden_until: null,
};
const group = (id: string, over: Partial<MenuGroup> = {}): MenuGroup => ({
  id,
  name: id,
  altName: null,
  required: false,
  force_min: 0,
  force_max: 0,
  allow_quantity: false,
  hideForWeb: false,
  sort: 0,
  options: [
    {
      id: `${id}-a`,
      name: `${id} A`,
      altName: null,
      price: 0,
      default: true,
      sort: 0,
      hideForWeb: false,
      menuItemId: null,
    },
    {
      id: `${id}-b`,
      name: `${id} B`,
      altName: null,
      price: 150,
      default: false,
      sort: 1,
      hideForWeb: false,
      menuItemId: null,
    },
  ],
  ...over,
});
const dish = (id: string, over: Partial<MenuItem> = {}): MenuItem => ({
  ...vis,
  id,
  menuId: 'm',
  categoryId: 'c',
  name: `Dish ${id}`,
  altName: null,
  description: null,
  price: 1000,
  image: null,
  thumbImage: null,
  tags: [],
  sort: 0,
  sizes: [],
  groups: [],
  isTakeawayDisabled: false,
  isOption: false,
  gstFree: false,
  productId: null,
  ...over,
});
const menu: PublishedMenu = {
  menuId: 'm',
  version: 1,
  name: 'Main',
  publishedAt: '2025-06-01T00:00:00Z',
  categories: [
    {
      ...vis,
      id: 'c',
      name: 'Cat',
      altName: null,
      description: null,
      sort: 0,
      images: [],
      items: [
        dish('plain'),
        dish('noodle', {
          groups: [
            group('req', { required: true, force_min: 1, force_max: 1 }),
            group('extra', { force_max: 3, allow_quantity: true }),
          ],
        }),
        dish('soup', {
          sizes: [
            { id: 's-small', name: 'Small', altName: null, price: 1280, default: true, sort: 0, groups: [] },
            {
              id: 's-large',
              name: 'Large',
              altName: null,
              price: 1880,
              default: false,
              sort: 1,
              groups: [group('top')],
            },
          ],
        }),
        dish('hidden', { hideForWeb: true }),
        dish('nowalk', { isTakeawayDisabled: true }),
        dish('lunch', { active_begin: 660, active_end: 900 }),
      ],
    },
  ],
};
// Monday 2 June 2025, 12:00 in Sydney.
const ctx: PricingContext = {
  now: new Date('2025-06-02T02:00:00Z'),
  timezone: 'Australia/Sydney',
  kind: 'dinein',
  takeaway: { dineinTakeawayEnabled: true },
};
const line = (over: Partial<LineRequest> = {}): LineRequest => ({
  dishId: 'plain',
  options: [],
  quantity: 1,
  isTakeaway: false,
  specialInstructions: '',
  ...over,
});

describe('priceOrderLines', () => {
  it('prices from the menu: size or dish price, options × quantity, line = subTotal × quantity', () => {
    const r = priceOrderLines(
      menu,
      [
        line({ quantity: 2 }),
        line({ dishId: 'soup', sizeId: 's-large', options: [{ id: 'top-b', quantity: 1 }] }),
        line({
          dishId: 'noodle',
          quantity: 3,
          options: [
            { id: 'req-b', quantity: 1 },
            { id: 'extra-b', groupId: 'extra', quantity: 2 },
          ],
        }),
      ],
      ctx,
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.lines.map((l) => [l.unitPrice, l.subTotal, l.lineTotal])).toEqual([
      [1000, 1000, 2000],
      [1880, 2030, 2030],
      [1000, 1450, 4350],
    ]);
    expect(r.subtotal).toBe(8380);
    expect(r.lines[1]!.size).toEqual({ id: 's-large', name: 'Large', price: 1880 });
    expect(r.lines[2]!.options).toEqual([
      { optionId: 'req-b', groupId: 'req', name: 'req B', price: 150, quantity: 1 },
      { optionId: 'extra-b', groupId: 'extra', name: 'extra B', price: 150, quantity: 2 },
    ]);
  });

  it('refuses an unknown, hidden or out-of-window dish by name', () => {
    expect(priceOrderLines(menu, [line({ dishId: 'nope' })], ctx)).toEqual({
      ok: false,
      message: ORDER_MESSAGES.dishNotOnMenu,
    });
    expect(priceOrderLines(menu, [line({ dishId: 'hidden' })], ctx)).toEqual({
      ok: false,
      message: "'Dish hidden' is not available now. Please remove it from your cart.",
    });
    expect(priceOrderLines(menu, [line({ dishId: 'lunch' })], ctx).ok).toBe(true);
    const evening = { ...ctx, now: new Date('2025-06-02T09:00:00Z') };
    expect(priceOrderLines(menu, [line({ dishId: 'lunch' })], evening).ok).toBe(false);
    expect(priceOrderLines(menu, [line()], { ...ctx, inactiveDishIds: ['plain'] }).ok).toBe(false);
    expect(
      priceOrderLines(menu, [line()], {
        ...ctx,
        unavailable: [{ menuItemId: 'plain', effectiveDate: '2025-06-02' }],
      }).ok,
    ).toBe(false);
    expect(
      priceOrderLines(menu, [line()], {
        ...ctx,
        unavailable: [{ menuItemId: 'plain', effectiveDate: '2025-06-03' }],
      }).ok,
    ).toBe(true);
  });

  it('refuses broken group rules and foreign sizes or options', () => {
    const invalid = { ok: false, message: ORDER_MESSAGES.selectionInvalid };
    expect(priceOrderLines(menu, [line({ dishId: 'noodle' })], ctx)).toEqual(invalid);
    expect(
      priceOrderLines(
        menu,
        [
          line({
            dishId: 'noodle',
            options: [
              { id: 'req-a', quantity: 1 },
              { id: 'req-b', quantity: 1 },
            ],
          }),
        ],
        ctx,
      ),
    ).toEqual(invalid);
    expect(
      priceOrderLines(menu, [line({ dishId: 'noodle', options: [{ id: 'req-a', quantity: 2 }] })], ctx),
    ).toEqual(invalid);
    expect(
      priceOrderLines(
        menu,
        [
          line({
            dishId: 'noodle',
            options: [
              { id: 'req-a', quantity: 1 },
              { id: 'extra-b', quantity: 4 },
            ],
          }),
        ],
        ctx,
      ),
    ).toEqual(invalid);
    expect(priceOrderLines(menu, [line({ dishId: 'soup' })], ctx)).toEqual(invalid);
    expect(priceOrderLines(menu, [line({ dishId: 'soup', sizeId: 'x' })], ctx)).toEqual(invalid);
    expect(priceOrderLines(menu, [line({ sizeId: 's-small' })], ctx)).toEqual(invalid);
    // An option of the large size's group is not choosable with the small size.
    expect(
      priceOrderLines(
        menu,
        [line({ dishId: 'soup', sizeId: 's-small', options: [{ id: 'top-a', quantity: 1 }] })],
        ctx,
      ),
    ).toEqual(invalid);
    expect(priceOrderLines(menu, [line({ options: [{ id: 'req-a', quantity: 1 }] })], ctx)).toEqual(invalid);
  });

  it('allows takeaway lines only where the order type allows, and not for no-takeaway dishes', () => {
    expect(priceOrderLines(menu, [line({ isTakeaway: true })], ctx)).toMatchObject({
      ok: true,
      lines: [{ isTakeaway: true }],
    });
    expect(priceOrderLines(menu, [line({ isTakeaway: true })], { ...ctx, takeaway: {} })).toEqual({
      ok: false,
      message: ORDER_MESSAGES.takeawayNotAllowed,
    });
    expect(priceOrderLines(menu, [line({ dishId: 'nowalk', isTakeaway: true })], ctx)).toEqual({
      ok: false,
      message: "'Dish nowalk' is not available for takeaway.",
    });
    expect(
      priceOrderLines(menu, [line({ isTakeaway: true })], {
        ...ctx,
        kind: 'foodcourt',
        takeaway: { foodCourtTakeawayEnabled: true },
      }).ok,
    ).toBe(true);
    // A takeaway-type order is takeaway as a whole: the line flag is not stored.
    expect(
      priceOrderLines(menu, [line({ isTakeaway: true })], { ...ctx, kind: 'pickup', takeaway: {} }),
    ).toMatchObject({
      ok: true,
      lines: [{ isTakeaway: false }],
    });
  });

  it('refuses an empty cart', () => {
    expect(priceOrderLines(menu, [], ctx)).toEqual({ ok: false, message: ORDER_MESSAGES.emptyCart });
  });
});
