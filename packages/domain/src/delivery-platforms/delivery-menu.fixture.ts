import type { MenuGroup, MenuItem, PublishedMenu } from '../menus/menus.contract';
import type { DeliveryMenuSource } from './delivery-menu';

// A small bilingual menu for the mapping tests.

const visible = {
  active: true,
  active_begin: null,
  active_end: null,
  activeWeekDays: [],
  hideDays: [],
  hideForWeb: false,
  hidden_until: null,
};

export const noodleGroup: MenuGroup = {
  id: 'g-noodle',
  name: 'Choice of noodle',
  altName: '选择面条',
  required: true,
  force_min: 0,
  force_max: 1,
  allow_quantity: false,
  hideForWeb: false,
  sort: 1,
  options: [
    {
      id: 'o-egg',
      name: 'Egg noodles',
      altName: '蛋面',
      price: 0,
      default: true,
      sort: 1,
      hideForWeb: false,
      menuItemId: null,
    },
    {
      id: 'o-udon',
      name: 'Udon',
      altName: '乌冬',
      price: 150,
      default: false,
      sort: 2,
      hideForWeb: false,
      menuItemId: null,
    },
    {
      id: 'o-secret',
      name: 'Staff noodles',
      altName: null,
      price: 0,
      default: false,
      sort: 3,
      hideForWeb: true,
      menuItemId: null,
    },
  ],
};

export const toppingsGroup: MenuGroup = {
  id: 'g-toppings',
  name: 'Extra toppings',
  altName: '加料',
  required: false,
  force_min: 0,
  force_max: 3,
  allow_quantity: true,
  hideForWeb: false,
  sort: 2,
  options: [
    {
      id: 'o-wonton',
      name: 'Prawn wontons',
      altName: '鲜虾云吞',
      price: 400,
      default: false,
      sort: 1,
      hideForWeb: false,
      menuItemId: null,
    },
  ],
};

export const sauceGroup: MenuGroup = {
  id: 'g-sauce',
  name: 'Sauce',
  altName: null,
  required: false,
  force_min: 0,
  force_max: 0,
  allow_quantity: false,
  hideForWeb: false,
  sort: 3,
  options: [
    {
      id: 'o-chili',
      name: 'Chili oil',
      altName: null,
      price: 50,
      default: false,
      sort: 1,
      hideForWeb: false,
      menuItemId: null,
    },
    {
      id: 'o-soy',
      name: 'Soy',
      altName: null,
      price: 0,
      default: false,
      sort: 2,
      hideForWeb: false,
      menuItemId: null,
    },
  ],
};

export const hiddenGroup: MenuGroup = {
  ...sauceGroup,
  id: 'g-hidden',
  name: 'Kitchen only',
  hideForWeb: true,
};

const dish = (fields: Partial<MenuItem> & { id: string; name: string; price: number }): MenuItem => ({
  menuId: 'menu-1',
  categoryId: 'c-noodles',
  altName: null,
  description: null,
  image: null,
  thumbImage: null,
  tags: [],
  sort: 1,
  sizes: [],
  groups: [],
  isTakeawayDisabled: false,
  isOption: false,
  gstFree: false,
  productId: null,
  ...visible,
  ...fields,
});

export const wontonNoodles = dish({
  id: 'i-wonton',
  name: 'Wonton noodle soup',
  altName: '云吞面',
  description: 'Prawn wontons in broth',
  price: 1680,
  image: '/api/images/img-1',
  tags: ['Recommended'],
  groups: [noodleGroup, toppingsGroup, hiddenGroup],
});

export const friedRice = dish({
  id: 'i-rice',
  name: 'Fried rice',
  altName: '炒饭',
  price: 1500,
  sort: 2,
  tags: ['Vegetarian'],
  sizes: [
    { id: 's-small', name: 'Small', altName: '小', price: 1500, default: true, sort: 1, groups: [] },
    {
      id: 's-large',
      name: 'Large',
      altName: '大',
      price: 2200,
      default: false,
      sort: 2,
      groups: [sauceGroup],
    },
  ],
});

export const riceWater = dish({ id: 'i-water', name: 'Rice water', price: 300, gstFree: true, sort: 3 });

export const demoMenu: PublishedMenu = {
  menuId: 'menu-1',
  version: 1,
  name: 'Main Menu',
  publishedAt: '2025-06-02T00:00:00.000Z',
  categories: [
    {
      id: 'c-noodles',
      name: 'Noodles',
      altName: '面',
      description: 'Hand-made daily',
      sort: 1,
      images: [],
      ...visible,
      items: [
        wontonNoodles,
        friedRice,
        riceWater,
        dish({ id: 'i-web-hidden', name: 'Staff meal', price: 500, hideForWeb: true }),
        dish({ id: 'i-inactive', name: 'Sold out soup', price: 900, active: false }),
        dish({ id: 'i-dine-in', name: 'Hot pot', price: 5000, isTakeawayDisabled: true }),
        dish({ id: 'i-option', name: 'Side egg', price: 200, isOption: true }),
      ],
    },
    {
      id: 'c-hidden',
      name: 'Secret menu',
      altName: null,
      description: null,
      sort: 2,
      images: [],
      ...visible,
      hideForWeb: true,
      items: [dish({ id: 'i-secret', name: 'Secret dish', price: 100, categoryId: 'c-hidden' })],
    },
    {
      id: 'c-empty',
      name: 'Only hidden dishes',
      altName: null,
      description: null,
      sort: 3,
      images: [],
      ...visible,
      items: [
        dish({ id: 'i-hidden-2', name: 'Hidden', price: 100, categoryId: 'c-empty', hideForWeb: true }),
      ],
    },
  ],
};

export const source = (fields: Partial<DeliveryMenuSource> = {}): DeliveryMenuSource => ({
  menu: demoMenu,
  serviceAvailability: [
    { day_of_week: 1, time_periods: [{ start_time: '11:00', end_time: '21:00' }] },
    {
      day_of_week: 6,
      time_periods: [
        { start_time: '17:00', end_time: '22:00' },
        { start_time: '10:00', end_time: '15:00' },
      ],
    },
    { day_of_week: 7, time_periods: [{ start_time: '10:00', end_time: '21:00' }] },
  ],
  restaurant: {
    urlIdentifier: 'goldendragon',
    name: 'Golden Dragon',
    taxPercentage: 10,
    timezone: 'Australia/Sydney',
  },
  publicUrl: 'https://pos.example.com/',
  ...fields,
});
