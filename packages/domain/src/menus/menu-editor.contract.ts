import { z } from 'zod';
import { ItemAllergens, OptionAllergens } from './allergens.contract';
import { StaffMenu } from './menu-admin.contract';
import { MENU_MESSAGES as M } from './menu-messages';

/**
 * The menu editor's calls (restaurant-config.md §7 "Menus"): categories, items with sizes, option
 * groups with options, cooking/print categories. Money in integer cents; times of day in minutes.
 */

const Id = z.string().trim().min(1).max(100);
const Text = (max: number) => z.string().trim().max(max).nullish();
const Cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);
const Minutes = z
  .number()
  .int(M.visibilityWindow)
  .min(0, M.visibilityWindow)
  .max(2880, M.visibilityWindow)
  .refine((n) => n % 15 === 0, M.visibilityWindow);
const Weekdays = z.array(z.number().int().min(1).max(7)).max(7);
const ColorHex = z
  .string()
  .trim()
  .regex(/^#?[0-9a-fA-F]{3,8}$/, 'Invalid colour')
  .nullish();
const Tags = z.array(z.string().trim().min(1).max(100)).max(50);

/**
 * Visibility of a category or item (§4): active; hidden on chosen weekdays (active false + hideDays);
 * hidden until a date-time; shown only in a time range on chosen weekdays. See normalizeVisibility.
 */
export const VisibilityInput = z.object({
  active: z.boolean().default(true),
  active_begin: Minutes.nullish(),
  active_end: Minutes.nullish(),
  activeWeekDays: Weekdays.default([]),
  hideDays: Weekdays.default([]),
  hidden_until: z.iso.datetime({ offset: true }).nullish(),
  hideForWeb: z.boolean().default(false),
});
export type VisibilityInput = z.infer<typeof VisibilityInput>;

/** A group attached to an item or a size, in order. */
export const GroupLink = z.object({ id: Id, sort: z.number().int().min(0).max(100_000).default(0) });
export type GroupLink = z.infer<typeof GroupLink>;

export const CategoryInput = VisibilityInput.extend({
  id: Id.optional(),
  menuId: Id,
  name: z.string({ error: M.categoryNameRequired }).trim().min(1, M.categoryNameRequired).max(200),
  altName: Text(200),
  description: Text(2000),
  cookingPriority: z
    .number({ error: M.cookingPriorityInteger })
    .int(M.cookingPriorityInteger)
    .min(0, M.cookingPriorityInteger)
    .max(10_000, M.cookingPriorityInteger)
    .default(1),
  colorHex: ColorHex,
  sort: z.number().int().min(0).max(100_000).optional(),
  promotionTags: Tags.default([]),
});
export type CategoryInput = z.infer<typeof CategoryInput>;

export const SizeInput = z.object({
  id: Id.optional(),
  name: z.string({ error: M.sizeNameAndPrice }).trim().min(1, M.sizeNameAndPrice).max(200),
  altName: Text(200),
  price: Cents(M.priceInvalid),
  default: z.boolean().default(false),
  sort: z.number().int().min(0).max(100_000).optional(),
  groups: z.array(GroupLink).max(100).default([]),
});
export type SizeInput = z.infer<typeof SizeInput>;

/** An item as POST /menuItem saves it: the client generates the id (§7). */
export const ItemInput = VisibilityInput.extend({
  id: Id.optional(),
  menuId: Id,
  categoryId: Id,
  name: z.string({ error: M.itemNameRequired }).trim().min(1, M.itemNameRequired).max(200),
  altName: Text(200),
  shortName: Text(100),
  description: Text(4000),
  price: Cents(M.priceInvalid),
  sort: z.number().int().min(0).max(100_000).optional(),
  sizes: z.array(SizeInput).max(50).default([]),
  ingredients: Text(4000),
  gstFree: z.boolean().default(false),
  productId: Text(100),
  displayNumber: Text(50),
  tags: Tags.default([]),
  /** Allergen codes (allergens.ts): standard, or the menu's own. Absent keeps the saved ones (a CSV file). */
  allergens: ItemAllergens.optional(),
  groups: z.array(GroupLink).max(100).default([]),
  isOpenTableItem: z.boolean().default(false),
  isOpenTableSharedItem: z.boolean().default(false),
  cookingCategory: Text(200),
  /** Names of the menu's cooking categories, joined by semicolons (§3 Item). */
  printCategory: z.string().trim().max(2000).nullish(),
  promotionTags: Tags.default([]),
  colorHex: ColorHex,
  isTakeawayDisabled: z.boolean().default(false),
  isForPrintingDisabled: z.boolean().default(false),
  isForKDSDisabled: z.boolean().default(false),
  isMainCourse: z.boolean().default(false),
  isOption: z.boolean().default(false),
});
export type ItemInput = z.infer<typeof ItemInput>;

const visibilityOut = {
  active: z.boolean(),
  active_begin: z.number().int().nullable(),
  active_end: z.number().int().nullable(),
  activeWeekDays: z.array(z.number().int()),
  hideDays: z.array(z.number().int()),
  hidden_until: z.string().nullable(),
  hideForWeb: z.boolean(),
};

export const StaffSize = z.object({
  id: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  price: z.number().int(),
  default: z.boolean(),
  sort: z.number().int(),
  groups: z.array(z.object({ id: z.string(), sort: z.number().int() })),
});
export type StaffSize = z.infer<typeof StaffSize>;

export const StaffItem = z.object({
  id: z.string(),
  menuId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  shortName: z.string().nullable(),
  description: z.string().nullable(),
  price: z.number().int(),
  sort: z.number().int(),
  sizes: z.array(StaffSize),
  ingredients: z.string().nullable(),
  gstFree: z.boolean(),
  productId: z.string().nullable(),
  displayNumber: z.string().nullable(),
  ...visibilityOut,
  tags: z.array(z.string()),
  allergens: z.array(z.string()),
  groups: z.array(z.object({ id: z.string(), sort: z.number().int() })),
  isOpenTableItem: z.boolean(),
  isOpenTableSharedItem: z.boolean(),
  cookingCategory: z.string().nullable(),
  printCategory: z.string(),
  promotionTags: z.array(z.string()),
  colorHex: z.string().nullable(),
  image: z.string().nullable(),
  thumbImage: z.string().nullable(),
  isTakeawayDisabled: z.boolean(),
  isForPrintingDisabled: z.boolean(),
  isForKDSDisabled: z.boolean(),
  isMainCourse: z.boolean(),
  isOption: z.boolean(),
  /**
   * Ours: the dish's sold-out entries that count today or later (the restaurant's local date):
   * effectiveDate YYYY-MM-DD for one day, null until further notice. Empty when on sale.
   */
  unavailable: z.array(z.object({ effectiveDate: z.string().nullable() })),
});
export type StaffItem = z.infer<typeof StaffItem>;

export const StaffCategory = z.object({
  id: z.string(),
  menuId: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  description: z.string().nullable(),
  cookingPriority: z.number().int(),
  colorHex: z.string().nullable(),
  sort: z.number().int(),
  promotionTags: z.array(z.string()),
  ...visibilityOut,
  items: z.array(StaffItem),
  images: z.array(z.string()),
});
export type StaffCategory = z.infer<typeof StaffCategory>;

/** GET /menuCategories/{id}: the menu and its categories with their items. */
export const MenuCategoriesResponse = z.object({
  menu: StaffMenu,
  categories: z.array(StaffCategory),
  /** The restaurant's timezone: dates and times (hidden until) are entered on its wall clock. */
  timezone: z.string(),
  /** The menu's own allergens (the standard ones are in allergens.ts). */
  allergens: z.array(z.object({ code: z.string(), name: z.string(), altName: z.string().nullable() })),
});
export type MenuCategoriesResponse = z.infer<typeof MenuCategoriesResponse>;

/** PUT /menuCategories: the new order; sort = given sort, else position + 1. */
export const ReorderCategoriesRequest = z.object({
  menuId: Id,
  categories: z.array(z.object({ id: Id, sort: z.number().int().min(0).max(100_000).optional() })).max(1000),
});
export type ReorderCategoriesRequest = z.infer<typeof ReorderCategoriesRequest>;

/** POST /menuItems: saves several items of one category at once (e.g. after a reorder). */
export const SaveItemsRequest = z.object({
  menuId: Id,
  categoryId: Id,
  items: z.array(ItemInput.omit({ menuId: true, categoryId: true })).max(500),
});
export type SaveItemsRequest = z.infer<typeof SaveItemsRequest>;
export const SaveItemsResponse = z.object({ ids: z.array(z.string()), message: z.string() });

/** Headers of POST/DELETE /menuItem/image. */
export const ItemImageHeaders = z.object({ menuid: Id, categoryid: Id, menuitemid: Id });
export const ItemImageResponse = z.object({
  imageUrl: z.string().nullable(),
  thumbImage: z.string().nullable(),
  message: z.string(),
});

export const OptionInput = z.object({
  id: Id.optional(),
  name: z.string({ error: M.optionNameRequired }).trim().min(1, M.optionNameRequired).max(200),
  altName: Text(200),
  shortName: Text(100),
  price: Cents(M.optionPriceInvalid),
  default: z.boolean().default(false),
  sort: z.number().int().min(0).max(100_000).optional(),
  hideForWeb: z.boolean().default(false),
  colorHex: ColorHex,
  /**
   * Allergen codes the option adds, `-code` for one it takes away ("no peanuts": ['-pe']). Absent keeps
   * the saved ones (a CSV file has no column for them).
   */
  allergens: OptionAllergens.optional(),
  /** A link option points at a dish of the same menu. */
  menuItemId: Id.nullish(),
  /**
   * The linked dish's name as read (StaffOption.menuItemName): for a broken link (no menuItemId) it is
   * kept, so that saving the group does not lose what POST /refreshOptionLinks repairs by.
   */
  menuItemName: Text(200),
  /** The linked dish's category name when linked through a category ('(link - category)'). */
  category: Text(200),
});
export type OptionInput = z.infer<typeof OptionInput>;

export const GroupInput = z.object({
  id: Id.optional(),
  menuId: Id,
  name: z.string({ error: M.groupNameRequired }).trim().min(1, M.groupNameRequired).max(200),
  altName: Text(200),
  required: z.boolean().default(false),
  allow_quantity: z.boolean().default(false),
  force_min: z.number().int(M.groupMinMax).min(0, M.groupMinMax).max(1000).default(0),
  force_max: z.number().int(M.groupMinMax).min(0, M.groupMinMax).max(1000).default(0),
  sort: z.number().int().min(0).max(100_000).optional(),
  hideForWeb: z.boolean().default(false),
  colorHex: ColorHex,
  /** PUT /menuGroup replaces the options with this list (sort = position + 1); absent keeps them. */
  options: z.array(OptionInput).max(500).optional(),
});
export type GroupInput = z.infer<typeof GroupInput>;

export const LINK_LABELS = {
  link: '(link)',
  linkCategory: '(link - category)',
  broken: '(broken link)',
} as const;

export const StaffOption = z.object({
  id: z.string(),
  groupId: z.string(),
  menuId: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  shortName: z.string().nullable(),
  price: z.number().int(),
  default: z.boolean(),
  sort: z.number().int(),
  hideForWeb: z.boolean(),
  colorHex: z.string().nullable(),
  menuItemId: z.string().nullable(),
  menuItemName: z.string().nullable(),
  category: z.string().nullable(),
  allergens: z.array(z.string()),
  /** '(link)', '(link - category)', '(broken link)', or null for a plain option. */
  linkLabel: z.string().nullable(),
});
export type StaffOption = z.infer<typeof StaffOption>;

export const StaffGroup = z.object({
  id: z.string(),
  menuId: z.string(),
  name: z.string(),
  altName: z.string().nullable(),
  required: z.boolean(),
  allow_quantity: z.boolean(),
  force_min: z.number().int(),
  force_max: z.number().int(),
  sort: z.number().int(),
  hideForWeb: z.boolean(),
  colorHex: z.string().nullable(),
  options: z.array(StaffOption),
});
export type StaffGroup = z.infer<typeof StaffGroup>;

export const MenuGroupsResponse = z.object({ groups: z.array(StaffGroup) });
export type MenuGroupsResponse = z.infer<typeof MenuGroupsResponse>;

/** PUT /menuGroups: the new order of the groups. */
export const ReorderGroupsRequest = z.object({
  menuId: Id,
  groups: z.array(z.object({ id: Id, sort: z.number().int().min(0).max(100_000).optional() })).max(1000),
});
export type ReorderGroupsRequest = z.infer<typeof ReorderGroupsRequest>;

/** POST /menuGroupOption: adds one option to a group. */
export const AddOptionRequest = OptionInput.extend({ menuId: Id, groupId: Id });
export type AddOptionRequest = z.infer<typeof AddOptionRequest>;
/** POST /menuGroupOptions: adds several options to a group. */
export const AddOptionsRequest = z.object({
  menuId: Id,
  groupId: Id,
  options: z.array(OptionInput).max(500),
});
export type AddOptionsRequest = z.infer<typeof AddOptionsRequest>;
export const IdsResponse = z.object({ ids: z.array(z.string()), message: z.string() });

export const RefreshLinksResponse = z.object({
  message: z.string(),
  /** Link options whose name, price source or category were refreshed from their dish. */
  refreshed: z.number().int(),
  /** Broken links repaired by finding a dish of the same name. */
  repaired: z.number().int(),
  /** Broken links left (no dish of that name). */
  broken: z.number().int(),
});
export type RefreshLinksResponse = z.infer<typeof RefreshLinksResponse>;

export const MenuCategoryParams = z.object({ menuId: Id, categoryId: Id });
export const MenuGroupParams = z.object({ menuId: Id, groupId: Id });
export const MenuItemPathParams = z.object({ menuId: Id, itemId: Id });

/** A cooking / print category (§3). printCopies must be a positive integer unless isForKDS. */
export const CookingCategoryInput = z.object({
  id: Id.optional(),
  menuId: Id,
  name: z.string({ error: M.cookingNameRequired }).trim().min(1, M.cookingNameRequired).max(200),
  printer: Text(200),
  printCopies: z.unknown().optional(),
  isForKDS: z.boolean().default(false),
  isForLabelPrint: z.boolean().default(false),
});
export type CookingCategoryInput = z.infer<typeof CookingCategoryInput>;

export const StaffCookingCategory = z.object({
  id: z.string(),
  menuId: z.string(),
  name: z.string(),
  printer: z.string().nullable(),
  printCopies: z.number().int(),
  isForKDS: z.boolean(),
  isForLabelPrint: z.boolean(),
  /** Names of the items printing to it (the list's Items column). */
  items: z.array(z.string()),
});
export type StaffCookingCategory = z.infer<typeof StaffCookingCategory>;
export const CookingCategoriesResponse = z.object({ cookingCategories: z.array(StaffCookingCategory) });
export const CookingCategoryParams = z.object({ menuId: Id, id: Id });
