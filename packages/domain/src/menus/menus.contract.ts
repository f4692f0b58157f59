import { z } from 'zod';

export * from './allergens';
export { chiliCount, HOTNESS_CHILIS, MENU_TAGS, type MenuTag } from './tags';

/** QR code type a menu may be published for ('none' for the dine-in menus). */
export const MENU_QR_CODE_TYPES = [
  'none',
  'pickup-delivery',
  'takeaway',
  'pickup',
  'delivery',
  'foodcourt',
] as const;
export type MenuQrCodeType = (typeof MENU_QR_CODE_TYPES)[number];

/** Menu kinds; main to fifth are mutually exclusive (restaurant-config.md §4). */
export const MENU_KINDS = ['main', 'secondary', 'third', 'fourth', 'fifth', 'sixth'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** Sort defaults of the back-office (restaurant-config.md §9). */
export const DEFAULT_ITEM_SORT = 999;
export const DEFAULT_GROUP_SORT = 99;

const Minutes = z.number().int().min(0).max(2880);
const WeekdayCodes = z.array(z.number().int().min(1).max(7));

/** An allergen a menu adds to the standard ones: code x1…x99, English and Chinese names. */
export const AllergenDefSchema = z.object({
  code: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
});

/** An option of a group in a published menu. menuItemId links the option to a dish. */
export const MenuOption = z.object({
  id: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  /** Cents. */
  price: z.number().int(),
  default: z.boolean(),
  sort: z.number().int(),
  hideForWeb: z.boolean(),
  menuItemId: z.string().nullable(),
  /** Allergen codes this option adds, `-code` for one it takes away; absent when none (allergens.ts). */
  allergens: z.array(z.string()).optional(),
});
export type MenuOption = z.infer<typeof MenuOption>;

/** An option group (diner.md §3 "Option group"). force_max 0 means no maximum. */
export const MenuGroup = z.object({
  id: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  required: z.boolean(),
  force_min: z.number().int().min(0),
  force_max: z.number().int().min(0),
  allow_quantity: z.boolean(),
  hideForWeb: z.boolean(),
  sort: z.number().int(),
  options: z.array(MenuOption),
});
export type MenuGroup = z.infer<typeof MenuGroup>;

/** A size of a dish; while it is chosen its groups apply in addition to the dish's own groups. */
export const MenuSize = z.object({
  id: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  /** Cents. */
  price: z.number().int(),
  default: z.boolean(),
  sort: z.number().int(),
  groups: z.array(MenuGroup),
});
export type MenuSize = z.infer<typeof MenuSize>;

/**
 * The visibility fields of a dish or category (diner.md §4 "Dish visibility over time").
 * active_begin/active_end are minutes of the day; an end past 1440 runs past midnight.
 */
export const VisibilityFields = z.object({
  active: z.boolean(),
  active_begin: Minutes.nullable(),
  active_end: Minutes.nullable(),
  /** Weekdays (Monday 1 ... Sunday 7) on which the time window applies; empty means every day. */
  activeWeekDays: WeekdayCodes,
  /** For an inactive dish: the weekdays it stays hidden; on other days it shows. */
  hideDays: WeekdayCodes,
  hideForWeb: z.boolean(),
  /** ISO date-time; hidden until then. */
  hidden_until: z.string().nullable(),
});
export type VisibilityFields = z.infer<typeof VisibilityFields>;

/** A dish of a published menu (diner.md §3 "Menu"). Prices in cents. */
export const MenuItem = VisibilityFields.extend({
  id: z.string(),
  menuId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().int(),
  /** Image URL (/api/images/<id>) or null. */
  image: z.string().nullable(),
  thumbImage: z.string().nullable(),
  tags: z.array(z.string()),
  /** Allergen codes (allergens.ts); absent when none, to keep the diner's menu small. */
  allergens: z.array(z.string()).optional(),
  sort: z.number().int(),
  sizes: z.array(MenuSize),
  groups: z.array(MenuGroup),
  isTakeawayDisabled: z.boolean(),
  /** Sold only as a linked option of another dish. */
  isOption: z.boolean(),
  gstFree: z.boolean(),
  productId: z.string().nullable(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuCategory = VisibilityFields.extend({
  id: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  description: z.string().nullable(),
  sort: z.number().int(),
  items: z.array(MenuItem),
  /** Image URLs of the category's dishes, for a category header. */
  images: z.array(z.string()),
});
export type MenuCategory = z.infer<typeof MenuCategory>;

/** A published, immutable menu snapshot: what diners are served. */
export const PublishedMenu = z.object({
  /** The menu's id (not the restaurant's url identifier): the client echoes it in the menuId header. */
  menuId: z.string(),
  /** Increases by one at every publish of this menu. */
  version: z.number().int().min(1),
  name: z.string(),
  publishedAt: z.string(),
  categories: z.array(MenuCategory),
  /** The menu's own allergens (codes x1…), absent when none: the standard ones are known by code. */
  allergens: z.array(AllergenDefSchema).optional(),
});
export type PublishedMenu = z.infer<typeof PublishedMenu>;
