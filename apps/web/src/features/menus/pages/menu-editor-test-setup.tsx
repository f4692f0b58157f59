import type { AllergenDef, StaffCategory, StaffGroup, StaffItem, StaffMenu } from '@rpos/domain';
import { mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { MenuEditorPage } from './menu-editor-page';

// The menu editor page's fixtures and fake server, shared by its tests.

export const menu: StaffMenu = {
  id: 'm1',
  restaurantId: 'r1',
  menuName: 'Dinner',
  menuDescription: null,
  status: 'unpublished',
  isMainMenu: true,
  isSecondaryMenu: false,
  isThirdMenu: false,
  isFourthMenu: false,
  isFifthMenu: false,
  isSixthMenu: false,
  isDefault: false,
  isForHubster: false,
  isMenuVersion2: false,
  qrCodeType: 'none',
  createdAt: 0,
  publishTime: null,
  version: 0,
  promotionTags: [],
  serviceAvailability: [],
} as StaffMenu;

export const visibility = {
  active: true,
  active_begin: null,
  active_end: null,
  activeWeekDays: [],
  hideDays: [],
  hidden_until: null,
  hideForWeb: false,
};

export const item: StaffItem = {
  id: 'i1',
  menuId: 'm1',
  categoryId: 'c1',
  name: 'Dumplings',
  altName: null,
  shortName: null,
  description: null,
  price: 1250,
  sort: 1,
  sizes: [],
  ingredients: null,
  gstFree: false,
  productId: null,
  displayNumber: null,
  ...visibility,
  tags: [],
  allergens: [],
  groups: [],
  isOpenTableItem: false,
  isOpenTableSharedItem: false,
  cookingCategory: null,
  printCategory: '',
  promotionTags: [],
  colorHex: null,
  image: null,
  thumbImage: null,
  isTakeawayDisabled: false,
  isForPrintingDisabled: false,
  isForKDSDisabled: false,
  isMainCourse: false,
  isOption: false,
  unavailable: [],
};

export const category = (id: string, name: string, sort: number, items: StaffItem[] = []): StaffCategory => ({
  id,
  menuId: 'm1',
  name,
  altName: null,
  description: null,
  cookingPriority: 1,
  colorHex: null,
  sort,
  promotionTags: [],
  ...visibility,
  items,
  images: [],
});

export const group: StaffGroup = {
  id: 'g1',
  menuId: 'm1',
  name: 'Sauce',
  altName: null,
  required: false,
  allow_quantity: false,
  force_min: 0,
  force_max: 0,
  sort: 99,
  hideForWeb: false,
  colorHex: null,
  options: [
    {
      id: 'o1',
      groupId: 'g1',
      menuId: 'm1',
      name: 'Chili',
      altName: null,
      shortName: null,
      price: 50,
      default: false,
      sort: 1,
      hideForWeb: false,
      colorHex: null,
      menuItemId: null,
      menuItemName: 'Old dish',
      category: null,
      allergens: [],
      linkLabel: '(broken link)',
    },
  ],
};

export function setup(cooking: string[] = [], dish: StaffItem = item, allergens: AllergenDef[] = []) {
  const { calls } = mockFetch({
    'GET /api/menuCategories/m1': {
      body: {
        menu,
        categories: [category('c2', 'Mains', 2), category('c1', 'Starters', 1, [dish])],
        allergens,
      },
    },
    'GET /api/menuGroups/m1': {
      body: { groups: [{ ...group, id: 'g0', name: 'Toppings', sort: 100, options: [] }, group] },
    },
    'PUT /api/menuGroups': { body: { message: 'Updated successfully!' } },
    'GET /api/menuCookingCategories/m1': {
      body: {
        cookingCategories: cooking.map((name, i) => ({
          id: `k${i}`,
          menuId: 'm1',
          name,
          printer: null,
          printCopies: 1,
          isForKDS: false,
          isForLabelPrint: false,
          items: [],
        })),
      },
    },
    'POST /api/menuItem': { body: { id: 'new', message: 'Saved successfully!' } },
    'PUT /api/menuCategories': { body: { message: 'Updated successfully!' } },
    'POST /api/menuGroup': { body: { id: 'g2', message: 'Saved successfully!' } },
    'PUT /api/menuGroup': { body: { id: 'g1', message: 'Updated successfully!' } },
    'DELETE /api/menuCategory/m1/c1': { body: { message: 'Deleted successfully!' } },
    'PUT /api/menuItems/i1/unavailable': {
      body: { menuItemId: 'i1', unavailable: [{ effectiveDate: '2025-06-02' }] },
    },
    'POST /api/refreshOptionLinks/m1': {
      body: { message: 'No broken links found', refreshed: 0, repaired: 0, broken: 0 },
    },
  });
  renderWithApp(<MenuEditorPage />, { path: '/menuCategory/m1', route: '/menuCategory/:menuId' });
  return calls;
}

export const sent = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).map((c) => c.body as Record<string, unknown>);
