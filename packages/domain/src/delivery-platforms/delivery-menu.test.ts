import { describe, expect, it } from 'vitest';
import { deliverableMenu, groupMax, groupMin, weeklyHours } from './delivery-menu';
import { demoMenu, noodleGroup, sauceGroup, source, toppingsGroup } from './delivery-menu.fixture';
import { UploadUberEatsMenuResponse } from './delivery-platforms.contract';
import { toFantuanMenu } from './fantuan-menu';
import { toHungryPandaMenu } from './hungry-panda-menu';
import { toUberEatsMenu, uberIds } from './uber-eats-menu';

describe('what platforms get', () => {
  it('leaves out hidden-for-web, inactive, takeaway-disabled and option-only dishes, hidden groups and options, empty categories', () => {
    const cats = deliverableMenu(demoMenu);
    expect(cats.map((c) => c.id)).toEqual(['c-noodles']);
    expect(cats[0]!.items.map((i) => i.id)).toEqual(['i-wonton', 'i-rice', 'i-water']);
    const wonton = cats[0]!.items[0]!;
    expect(wonton.groups.map((g) => g.id)).toEqual(['g-noodle', 'g-toppings']);
    expect(wonton.groups[0]!.options.map((o) => o.id)).toEqual(['o-egg', 'o-udon']);
  });

  it('reads min/max from required, force_min and force_max (0 = no maximum)', () => {
    expect([groupMin(noodleGroup), groupMax(noodleGroup)]).toEqual([1, 1]);
    expect([groupMin(toppingsGroup), groupMax(toppingsGroup)]).toEqual([0, 3]);
    expect([groupMin(sauceGroup), groupMax(sauceGroup)]).toEqual([0, 2]);
    expect(groupMax({ ...sauceGroup, allow_quantity: true })).toBe(99);
    expect(groupMin({ ...sauceGroup, required: true, force_min: 5, force_max: 2 })).toBe(2);
  });

  it('is open all day every day when the menu has no service hours', () => {
    expect(weeklyHours([])).toHaveLength(7);
    expect(weeklyHours([], [6, 7])).toEqual([
      { day: 6, periods: [{ start: '00:00', end: '23:59' }] },
      { day: 7, periods: [{ start: '00:00', end: '23:59' }] },
    ]);
  });
});

describe('Uber Eats menu', () => {
  const main = toUberEatsMenu(source(), 'main');
  const item = (id: string) => main.items.find((i) => i.id === id)!;
  const group = (id: string) => main.modifier_groups.find((g) => g.id === id)!;

  it('lists one menu with its categories and their dishes', () => {
    expect(main.menus).toHaveLength(1);
    expect(main.menus[0]).toMatchObject({
      id: 'menu-main',
      title: { translations: { en_us: 'Main Menu' } },
      category_ids: ['category-c-noodles'],
    });
    expect(main.categories).toEqual([
      {
        id: 'category-c-noodles',
        title: { translations: { en_us: 'Noodles', zh_cn: '面' } },
        subtitle: { translations: { en_us: 'Hand-made daily' } },
        entities: [
          { id: 'item-i-wonton', type: 'ITEM' },
          { id: 'item-i-rice', type: 'ITEM' },
          { id: 'item-i-water', type: 'ITEM' },
        ],
      },
    ]);
    const ids = main.items.map((i) => i.id);
    for (const hidden of ['i-web-hidden', 'i-inactive', 'i-dine-in', 'i-option', 'i-secret'])
      expect(ids).not.toContain(uberIds.item(hidden));
    expect(ids).not.toContain('option-o-secret');
  });

  it('prices in cents, titles in English and Chinese, image URLs absolute, tax per dish', () => {
    expect(item('item-i-wonton')).toEqual({
      id: 'item-i-wonton',
      external_data: 'i-wonton',
      title: { translations: { en_us: 'Wonton noodle soup', zh_cn: '云吞面' } },
      description: { translations: { en_us: 'Prawn wontons in broth' } },
      image_url: 'https://pos.example.com/api/images/img-1',
      price_info: { price: 1680, overrides: [] },
      tax_info: { tax_rate: 10 },
      modifier_group_ids: { ids: ['group-g-noodle', 'group-g-toppings'], overrides: [] },
    });
    expect(item('item-i-water').tax_info).toEqual({ tax_rate: 0 });
    expect(item('item-i-water').title).toEqual({ translations: { en_us: 'Rice water' } });
    expect(item('option-o-udon').price_info.price).toBe(150);
  });

  it('maps groups to modifier groups with min/max, options to items, default options', () => {
    expect(group('group-g-noodle')).toEqual({
      id: 'group-g-noodle',
      external_data: 'g-noodle',
      title: { translations: { en_us: 'Choice of noodle', zh_cn: '选择面条' } },
      quantity_info: { quantity: { min_permitted: 1, max_permitted: 1 } },
      modifier_options: [
        { id: 'option-o-egg', type: 'ITEM' },
        { id: 'option-o-udon', type: 'ITEM' },
      ],
    });
    expect(group('group-g-toppings').quantity_info.quantity).toEqual({ min_permitted: 0, max_permitted: 3 });
    expect(item('option-o-egg').quantity_info).toEqual({
      quantity: { max_permitted: 1, default_quantity: 1 },
    });
    // allow_quantity: the same topping up to the group's maximum.
    expect(item('option-o-wonton').quantity_info).toEqual({ quantity: { max_permitted: 3 } });
    expect(main.modifier_groups.map((g) => g.id)).not.toContain('group-g-hidden');
  });

  it('turns sizes into a required pick-one group priced from the cheapest size, with the size groups nested', () => {
    expect(item('item-i-rice')).toMatchObject({
      price_info: { price: 1500, overrides: [] },
      modifier_group_ids: { ids: ['sizes-i-rice'], overrides: [] },
      dish_info: { classifications: { is_vegetarian: true } },
    });
    expect(group('sizes-i-rice')).toMatchObject({
      quantity_info: { quantity: { min_permitted: 1, max_permitted: 1 } },
      modifier_options: [
        { id: 'size-s-small', type: 'ITEM' },
        { id: 'size-s-large', type: 'ITEM' },
      ],
    });
    expect(item('size-s-small')).toMatchObject({
      title: { translations: { en_us: 'Small', zh_cn: '小' } },
      price_info: { price: 0 },
      quantity_info: { quantity: { max_permitted: 1, default_quantity: 1 } },
    });
    expect(item('size-s-large')).toMatchObject({
      price_info: { price: 700 },
      modifier_group_ids: { ids: ['group-g-sauce'], overrides: [] },
    });
    expect(group('group-g-sauce').quantity_info.quantity).toEqual({ min_permitted: 0, max_permitted: 2 });
  });

  it('is offered in the menu service hours, lowercase weekdays, periods in order', () => {
    expect(main.menus[0]!.service_availability).toEqual([
      { day_of_week: 'monday', time_periods: [{ start_time: '11:00', end_time: '21:00' }] },
      {
        day_of_week: 'saturday',
        time_periods: [
          { start_time: '10:00', end_time: '15:00' },
          { start_time: '17:00', end_time: '22:00' },
        ],
      },
      { day_of_week: 'sunday', time_periods: [{ start_time: '10:00', end_time: '21:00' }] },
    ]);
  });

  it('the weekend menu is offered on Saturday and Sunday only', () => {
    const weekend = toUberEatsMenu(source(), 'weekend');
    expect(weekend.menus[0]!.id).toBe('menu-weekend');
    expect(weekend.menus[0]!.service_availability.map((d) => d.day_of_week)).toEqual(['saturday', 'sunday']);
    const allDay = toUberEatsMenu(source({ serviceAvailability: [] }), 'weekend');
    expect(allDay.menus[0]!.service_availability).toEqual([
      { day_of_week: 'saturday', time_periods: [{ start_time: '00:00', end_time: '23:59' }] },
      { day_of_week: 'sunday', time_periods: [{ start_time: '00:00', end_time: '23:59' }] },
    ]);
    expect(weekend.items).toEqual(main.items);
  });

  it('answers stores only when there are at least two', () => {
    expect(UploadUberEatsMenuResponse.safeParse({ stores: [{ storeId: 'a', name: 'A' }] }).success).toBe(
      false,
    );
  });
});

describe('Fantuan menu', () => {
  const body = toFantuanMenu(source());
  it('flat lists joined by our ids, cents, bilingual names, specs at full price', () => {
    expect(body.partnerStoreId).toBe('goldendragon');
    expect(body.menu).toMatchObject({ externalId: 'menu-1', name: 'Main Menu', currency: 'AUD' });
    expect(body.menu.businessHours.map((d) => d.weekday)).toEqual([1, 6, 7]);
    expect(body.categories).toEqual([
      { externalId: 'c-noodles', name: 'Noodles', nameZh: '面', description: 'Hand-made daily', sort: 1 },
    ]);
    expect(body.dishes.map((d) => d.externalId)).toEqual(['i-wonton', 'i-rice', 'i-water']);
    const rice = body.dishes[1]!;
    expect(rice).toMatchObject({ price: 1500, taxRate: 10, nameZh: '炒饭', attributeGroupIds: [] });
    expect(rice.specs.map((s) => [s.externalId, s.price, s.isDefault, s.attributeGroupIds])).toEqual([
      ['s-small', 1500, true, []],
      ['s-large', 2200, false, ['g-sauce']],
    ]);
    expect(body.dishes[0]!.imageUrl).toBe('https://pos.example.com/api/images/img-1');
    expect(body.attributeGroups.find((g) => g.externalId === 'g-noodle')).toEqual({
      externalId: 'g-noodle',
      name: 'Choice of noodle',
      nameZh: '选择面条',
      required: true,
      minSelect: 1,
      maxSelect: 1,
      allowRepeat: false,
      options: [
        { externalId: 'o-egg', name: 'Egg noodles', nameZh: '蛋面', price: 0, isDefault: true },
        { externalId: 'o-udon', name: 'Udon', nameZh: '乌冬', price: 150, isDefault: false },
      ],
    });
    expect(body.attributeGroups.map((g) => g.externalId).sort()).toEqual([
      'g-noodle',
      'g-sauce',
      'g-toppings',
    ]);
  });
});

describe('Hungry Panda menu', () => {
  const body = toHungryPandaMenu(source());
  it('nests products with SKUs and option groups, cents, names per language, hours per weekday', () => {
    expect(body).toMatchObject({
      shopReference: 'goldendragon',
      menuId: 'menu-1',
      currency: 'AUD',
      timezone: 'Australia/Sydney',
    });
    expect(body.openingHours).toEqual({
      monday: ['11:00-21:00'],
      saturday: ['10:00-15:00', '17:00-22:00'],
      sunday: ['10:00-21:00'],
    });
    const [noodles] = body.categories;
    expect(noodles!.name).toEqual({ en: 'Noodles', zh: '面' });
    expect(noodles!.products.map((p) => p.id)).toEqual(['i-wonton', 'i-rice', 'i-water']);
    const water = noodles!.products[2]!;
    expect(water).toMatchObject({ price: 300, taxRate: 0, name: { en: 'Rice water' } });
    expect(water.skus).toEqual([
      { id: 'i-water', name: { en: 'Rice water' }, price: 300, isDefault: true, optionGroups: [] },
    ]);
    const rice = noodles!.products[1]!;
    expect(rice.skus.map((s) => s.price)).toEqual([1500, 2200]);
    expect(rice.skus[1]!.optionGroups[0]).toMatchObject({ id: 'g-sauce', minChoose: 0, maxChoose: 2 });
    const wonton = noodles!.products[0]!;
    expect(wonton.optionGroups.map((g) => [g.id, g.minChoose, g.maxChoose, g.repeatable])).toEqual([
      ['g-noodle', 1, 1, false],
      ['g-toppings', 0, 3, true],
    ]);
  });
});
