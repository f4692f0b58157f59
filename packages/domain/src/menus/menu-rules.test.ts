import { describe, expect, it } from 'vitest';
import { MenuForm, MyMenusQuery, ServiceAvailability } from './menu-admin.contract';
import {
  CategoryInput,
  CookingCategoryInput,
  GroupInput,
  ItemInput,
  OptionInput,
} from './menu-editor.contract';
import {
  cookingPrintCopies,
  groupRuleError,
  itemRuleError,
  mayManageMenus,
  normalizeMenuKinds,
  normalizeServiceAvailability,
  normalizeVisibility,
  optionLinkLabel,
  splitPrintCategories,
} from './menu-rules';

const kinds = {
  isMainMenu: false,
  isSecondaryMenu: false,
  isThirdMenu: false,
  isFourthMenu: false,
  isFifthMenu: false,
  isSixthMenu: false,
};
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('menu kinds (§4)', () => {
  it('main to fifth exclude each other and turn sixth off; sixth alone stays', () => {
    expect(normalizeMenuKinds({ ...kinds, isThirdMenu: true, isSixthMenu: true })).toEqual({
      ...kinds,
      isThirdMenu: true,
    });
    expect(normalizeMenuKinds({ ...kinds, isSixthMenu: true })).toEqual({ ...kinds, isSixthMenu: true });
    expect(normalizeMenuKinds({ ...kinds, isMainMenu: true, isFifthMenu: true })).toEqual({
      error: 'Only one of Main, Second, Third, Fourth and Fifth can be chosen.',
    });
  });
});

describe('visibility modes (§4): choosing one clears the others', () => {
  const base = {
    active: true,
    activeWeekDays: [],
    hideDays: [],
    active_begin: null,
    active_end: null,
    hidden_until: null,
  };
  it('hidden on weekdays', () => {
    expect(
      normalizeVisibility({ ...base, active: false, hideDays: [3, 1, 3], active_begin: 60, active_end: 120 }),
    ).toMatchObject({
      active: false,
      hideDays: [1, 3],
      active_begin: null,
      active_end: null,
    });
  });
  it('hidden until', () => {
    expect(
      normalizeVisibility({
        ...base,
        hidden_until: '2030-01-01T00:00:00Z',
        hideDays: [1],
        activeWeekDays: [2],
      }),
    ).toMatchObject({
      active: true,
      hidden_until: '2030-01-01T00:00:00Z',
      hideDays: [],
      activeWeekDays: [],
    });
  });
  it('time range on weekdays; an empty range is plain active', () => {
    expect(
      normalizeVisibility({
        ...base,
        active_begin: 600,
        active_end: 1560,
        activeWeekDays: [6, 5],
        hideDays: [1],
      }),
    ).toMatchObject({
      active_begin: 600,
      active_end: 1560,
      activeWeekDays: [5, 6],
      hideDays: [],
    });
    expect(
      normalizeVisibility({ ...base, active_begin: 600, active_end: 600, activeWeekDays: [1] }),
    ).toMatchObject({
      active_begin: null,
      activeWeekDays: [],
    });
  });
});

describe('§5 validation messages', () => {
  it('category: name and integer cooking priority (default 1)', () => {
    expect(firstMessage(CategoryInput.safeParse({ menuId: 'm', name: ' ' }))).toBe(
      'Please enter a category name.',
    );
    expect(firstMessage(CategoryInput.safeParse({ menuId: 'm', name: 'A', cookingPriority: 1.5 }))).toBe(
      'Please input an interger for the cooking priority',
    );
    expect(CategoryInput.parse({ menuId: 'm', name: 'A' }).cookingPriority).toBe(1);
  });
  it('item: name, price a valid number, size name and price, one default size, print category, tags, window', () => {
    const item = { menuId: 'm', categoryId: 'c', name: 'Dish', price: 100 };
    expect(firstMessage(ItemInput.safeParse({ ...item, price: 'x' }))).toBe(
      'Please enter a valiad number in the price field.',
    );
    expect(firstMessage(ItemInput.safeParse({ ...item, price: 1.5 }))).toBe(
      'Please enter a valiad number in the price field.',
    );
    expect(firstMessage(ItemInput.safeParse({ ...item, name: '' }))).toBe('Please enter a name.');
    expect(firstMessage(ItemInput.safeParse({ ...item, sizes: [{ name: 'S' }] }))).toBe(
      'Please enter a valiad number in the price field.',
    );
    expect(firstMessage(ItemInput.safeParse({ ...item, sizes: [{ name: '', price: 1 }] }))).toBe(
      'Every size needs a name and a price.',
    );
    expect(firstMessage(ItemInput.safeParse({ ...item, active_begin: 10, active_end: 30 }))).toBe(
      'The time range must lie within 0 to 2880 minutes, in steps of 15.',
    );
    expect(ItemInput.safeParse({ ...item, active_begin: 0, active_end: 2880 }).success).toBe(true);
    const two = { tags: [], sizes: [{ default: true }, { default: true }] };
    expect(itemRuleError(two, [])).toBe('Only one size can be default');
    expect(itemRuleError({ tags: [], sizes: [] }, ['Hot'])).toBe(
      'Please select a print cooking category or print categories.',
    );
    expect(itemRuleError({ tags: [], sizes: [], printCategory: 'hot' }, ['Hot'])).toBeNull();
    expect(itemRuleError({ tags: [], sizes: [], printCategory: 'Cold' }, ['Hot'])).toBe(
      'Unknown print category.',
    );
    expect(itemRuleError({ tags: ['Dukkah-NF', 'Gluten Free'], sizes: [] }, [])).toBeNull();
    expect(itemRuleError({ tags: ['Crunchy'], sizes: [] }, [])).toBe('Unknown tag.');
  });
  it('group: force min and max 0 or more, name', () => {
    expect(firstMessage(GroupInput.safeParse({ menuId: 'm', name: ' ' }))).toBe('Please enter a group name.');
    expect(firstMessage(GroupInput.safeParse({ menuId: 'm', name: 'G', force_max: -1 }))).toBe(
      'Force min and force max must be 0 or more, and min not above max.',
    );
    expect(groupRuleError({ force_min: 2, force_max: 1 })).not.toBeNull();
    expect(groupRuleError({ force_min: 2, force_max: 0 })).toBeNull();
  });
  it('option: name, price a number >= 0', () => {
    expect(firstMessage(OptionInput.safeParse({ name: 'A', price: -1 }))).toBe(
      'Please enter a valid positive number',
    );
    expect(firstMessage(OptionInput.safeParse({ name: 'A', price: 'x' }))).toBe(
      'Please enter a valid positive number',
    );
    expect(firstMessage(OptionInput.safeParse({ name: '', price: 1 }))).toBe('Please enter an option name.');
  });
  it('cooking category: name, print copies positive unless KDS (default 1)', () => {
    expect(firstMessage(CookingCategoryInput.safeParse({ menuId: 'm', name: '' }))).toBe(
      'The category name cannot be empty.',
    );
    expect(cookingPrintCopies(undefined, false)).toBe(1);
    expect(cookingPrintCopies('3', false)).toBe(3);
    expect(cookingPrintCopies(0, false)).toEqual({ error: 'The print copies should be a positive integer.' });
    expect(cookingPrintCopies(1.5, false)).toEqual({
      error: 'The print copies should be a positive integer.',
    });
    expect(cookingPrintCopies(0, true)).toBe(1);
  });
  it('menu: a name; list paging 5, 10, 25 with 10 by default', () => {
    expect(firstMessage(MenuForm.safeParse({ menuName: '' }))).toBe('Please enter a menu name.');
    expect(MyMenusQuery.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(MyMenusQuery.safeParse({ pageSize: '25' }).success).toBe(true);
    expect(MyMenusQuery.safeParse({ pageSize: '20' }).success).toBe(false);
  });
  it('service availability: 24-hour HH:mm; only days with a period are kept', () => {
    expect(
      firstMessage(
        ServiceAvailability.safeParse([
          { day_of_week: 1, time_periods: [{ start_time: '24:00', end_time: '25:00' }] },
        ]),
      ),
    ).toBe('Times must be 24-hour HH:mm.');
    expect(
      normalizeServiceAvailability([
        {
          day_of_week: 2,
          time_periods: [
            { start_time: '12:00', end_time: '14:00' },
            { start_time: '09:00', end_time: '11:00' },
          ],
        },
        { day_of_week: 1, time_periods: [] },
      ]),
    ).toEqual([
      {
        day_of_week: 2,
        time_periods: [
          { start_time: '09:00', end_time: '11:00' },
          { start_time: '12:00', end_time: '14:00' },
        ],
      },
    ]);
  });
});

describe('helpers', () => {
  it('splits print categories; labels link options; decides who manages menus', () => {
    expect(splitPrintCategories(' Hot; Cold;;hot ')).toEqual(['Hot', 'Cold']);
    expect(optionLinkLabel({ menuItemId: null, menuItemName: null, category: null })).toBeNull();
    expect(optionLinkLabel({ menuItemId: 'i', menuItemName: 'Tea', category: null })).toBe('(link)');
    expect(optionLinkLabel({ menuItemId: 'i', menuItemName: 'Tea', category: 'Drinks' })).toBe(
      '(link - category)',
    );
    expect(optionLinkLabel({ menuItemId: null, menuItemName: 'Tea', category: null })).toBe('(broken link)');
    expect(mayManageMenus({ role: 'menuAdmin', permissions: [] })).toBe(true);
    expect(mayManageMenus({ role: 'restaurantStaff', permissions: ['menuManagement'] })).toBe(true);
    expect(mayManageMenus({ role: 'restaurantManager', permissions: ['orders'] })).toBe(false);
  });
});
