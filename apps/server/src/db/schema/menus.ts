import { type AllergenDef, MENU_QR_CODE_TYPES, type PublishedMenu } from '@rpos/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { images, restaurants } from './restaurants';
import { users } from './users';

// The menu editor's model (restaurant-config.md §3 Menu, Category, Item, Size, Group, Option).
// Money is integer cents. Times of day are minutes (active_begin/active_end, 1440+ past midnight);
// weekdays are Monday 1 ... Sunday 7. Diners never read these tables: they read menu_versions.

const weekdayArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::int[]`);
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`);

/** Weekly service hours of a menu: per weekday, periods of HH:mm. */
export type ServiceAvailability = {
  day_of_week: number;
  time_periods: { start_time: string; end_time: string }[];
}[];

export const menus = pgTable(
  'menus',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** Menu kinds: main to fifth are mutually exclusive; sixth, Hubster and version 2 are independent. */
    isMainMenu: boolean('is_main_menu').notNull().default(false),
    isSecondaryMenu: boolean('is_secondary_menu').notNull().default(false),
    isThirdMenu: boolean('is_third_menu').notNull().default(false),
    isFourthMenu: boolean('is_fourth_menu').notNull().default(false),
    isFifthMenu: boolean('is_fifth_menu').notNull().default(false),
    isSixthMenu: boolean('is_sixth_menu').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    isForHubster: boolean('is_for_hubster').notNull().default(false),
    isMenuVersion2: boolean('is_menu_version2').notNull().default(false),
    /** The QR order type this menu serves ('none': dine-in). */
    qrCodeType: text('qr_code_type', { enum: MENU_QR_CODE_TYPES }).notNull().default('none'),
    /** Published (served to diners) or not; the served content is the latest menu_versions row. */
    isPublished: boolean('is_published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    serviceAvailability: jsonb('service_availability').$type<ServiceAvailability>().notNull().default([]),
    promotionTags: textArray('promotion_tags'),
    /** The menu's own allergens (codes x1…x99) beside the standard ones (decision 0560). */
    customAllergens: jsonb('custom_allergens').$type<AllergenDef[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menus_restaurant_idx').on(t.restaurantId),
    uniqueIndex('menus_one_main_per_restaurant').on(t.restaurantId).where(sql`${t.isMainMenu}`),
    check(
      'menus_kinds_exclusive',
      sql`(${t.isMainMenu}::int + ${t.isSecondaryMenu}::int + ${t.isThirdMenu}::int + ${t.isFourthMenu}::int + ${t.isFifthMenu}::int) <= 1`,
    ),
  ],
);

/** Visibility columns shared by categories and items (diner.md §4 "Dish visibility over time"). */
const visibilityColumns = () => ({
  active: boolean('active').notNull().default(true),
  activeBegin: integer('active_begin'),
  activeEnd: integer('active_end'),
  activeWeekDays: weekdayArray('active_week_days'),
  /** For an inactive row: the weekdays it stays hidden; on other days it shows. */
  hideDays: weekdayArray('hide_days'),
  hiddenUntil: timestamp('hidden_until', { withTimezone: true }),
  hideForWeb: boolean('hide_for_web').notNull().default(false),
});

/** A time window, when set, lies within two days of minutes (1440+ runs past midnight). */
const visibilityWindowCheck = (name: string, t: { activeBegin: AnyPgColumn; activeEnd: AnyPgColumn }) =>
  check(
    name,
    sql`${t.activeBegin} between 0 and 2880 and ${t.activeEnd} between 0 and 2880 or ${t.activeBegin} is null or ${t.activeEnd} is null`,
  );

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: text('id').primaryKey(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    altName: text('alt_name'),
    description: text('description'),
    cookingPriority: integer('cooking_priority').notNull().default(1),
    colorHex: text('color_hex'),
    sort: integer('sort').notNull().default(0),
    promotionTags: textArray('promotion_tags'),
    ...visibilityColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('menu_categories_menu_idx').on(t.menuId, t.sort),
    // Target of menu_items' (category, menu) key: an item's menu is its category's menu.
    unique('menu_categories_id_menu_uq').on(t.id, t.menuId),
    visibilityWindowCheck('menu_categories_window', t),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: text('id').primaryKey(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    name: text('name').notNull(),
    altName: text('alt_name'),
    shortName: text('short_name'),
    description: text('description'),
    /** Cents. */
    price: integer('price').notNull(),
    imageId: text('image_id').references(() => images.id, { onDelete: 'set null' }),
    tags: textArray('tags'),
    /** Allergen codes: standard (allergens.ts) or the menu's own (decision 0560). */
    allergens: textArray('allergens'),
    sort: integer('sort').notNull().default(999),
    ...visibilityColumns(),
    isTakeawayDisabled: boolean('is_takeaway_disabled').notNull().default(false),
    /** Sold only as a linked option of another dish. */
    isOption: boolean('is_option').notNull().default(false),
    gstFree: boolean('gst_free').notNull().default(false),
    productId: text('product_id'),
    displayNumber: text('display_number'),
    /** Kitchen-only text. */
    ingredients: text('ingredients'),
    colorHex: text('color_hex'),
    isOpenTableItem: boolean('is_open_table_item').notNull().default(false),
    isOpenTableSharedItem: boolean('is_open_table_shared_item').notNull().default(false),
    isForPrintingDisabled: boolean('is_for_printing_disabled').notNull().default(false),
    isForKDSDisabled: boolean('is_for_kds_disabled').notNull().default(false),
    isMainCourse: boolean('is_main_course').notNull().default(false),
    promotionTags: textArray('promotion_tags'),
    /** The dish's single cooking category name (legacy field kept for POS clients). */
    cookingCategory: text('cooking_category'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'menu_items_category_fk',
      columns: [t.categoryId, t.menuId],
      foreignColumns: [menuCategories.id, menuCategories.menuId],
    }).onDelete('cascade'),
    unique('menu_items_id_menu_uq').on(t.id, t.menuId),
    index('menu_items_category_idx').on(t.categoryId, t.sort),
    index('menu_items_menu_idx').on(t.menuId),
    // The diner context's switched-off dishes of a restaurant's published menus (decision 0587).
    index('menu_items_inactive_idx').on(t.menuId).where(sql`not ${t.active}`),
    check('menu_items_price', sql`${t.price} >= 0`),
    visibilityWindowCheck('menu_items_window', t),
  ],
);

/** Sizes of a dish; at most one is the default. A size's price replaces the dish price. */
export const itemSizes = pgTable(
  'item_sizes',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    altName: text('alt_name'),
    price: integer('price').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('item_sizes_item_idx').on(t.itemId, t.sort),
    uniqueIndex('item_sizes_one_default').on(t.itemId).where(sql`${t.isDefault}`),
    check('item_sizes_price', sql`${t.price} >= 0`),
  ],
);

/** Option groups ("Choices and addons") of a menu; dishes and sizes link to them. force_max 0 = no maximum. */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: text('id').primaryKey(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    altName: text('alt_name'),
    required: boolean('required').notNull().default(false),
    forceMin: integer('force_min').notNull().default(0),
    forceMax: integer('force_max').notNull().default(0),
    allowQuantity: boolean('allow_quantity').notNull().default(false),
    hideForWeb: boolean('hide_for_web').notNull().default(false),
    colorHex: text('color_hex'),
    sort: integer('sort').notNull().default(99),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('option_groups_menu_idx').on(t.menuId, t.sort),
    unique('option_groups_id_menu_uq').on(t.id, t.menuId),
    check(
      'option_groups_min_max',
      sql`${t.forceMin} >= 0 and ${t.forceMax} >= 0 and (${t.forceMax} = 0 or ${t.forceMin} <= ${t.forceMax})`,
    ),
  ],
);

/** Options of a group. A link option points at a dish (menuItemId); set null when that dish is deleted. */
export const options = pgTable(
  'options',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    altName: text('alt_name'),
    shortName: text('short_name'),
    price: integer('price').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    hideForWeb: boolean('hide_for_web').notNull().default(false),
    colorHex: text('color_hex'),
    /** Allergen codes the option adds, `-code` for one it takes away (decision 0560). */
    allergens: textArray('allergens'),
    menuItemId: text('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    /** Name of the linked dish when linked: with menuItemId null it marks a broken link. */
    linkedItemName: text('linked_item_name'),
    /** Category name of the linked dish, when the link was made through a category ('(link - category)'). */
    linkedCategoryName: text('linked_category_name'),
  },
  (t) => [
    index('options_group_idx').on(t.groupId, t.sort),
    index('options_menu_item_idx').on(t.menuItemId),
    check('options_price', sql`${t.price} >= 0`),
  ],
);

/** Groups of a dish, in order. Both ends belong to the same menu. */
export const itemGroups = pgTable(
  'item_groups',
  {
    menuId: text('menu_id').notNull(),
    itemId: text('item_id').notNull(),
    groupId: text('group_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.groupId] }),
    foreignKey({
      name: 'item_groups_item_fk',
      columns: [t.itemId, t.menuId],
      foreignColumns: [menuItems.id, menuItems.menuId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_groups_group_fk',
      columns: [t.groupId, t.menuId],
      foreignColumns: [optionGroups.id, optionGroups.menuId],
    }).onDelete('cascade'),
    index('item_groups_group_idx').on(t.groupId),
    // A menu's links read whole (editor, publish, copy): decision 0587.
    index('item_groups_menu_idx').on(t.menuId, t.sort),
  ],
);

/** Groups of a size, in order: shown while that size is chosen. */
export const sizeGroups = pgTable(
  'size_groups',
  {
    sizeId: text('size_id')
      .notNull()
      .references(() => itemSizes.id, { onDelete: 'cascade' }),
    groupId: text('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sizeId, t.groupId] }), index('size_groups_group_idx').on(t.groupId)],
);

/**
 * Cooking / print categories of a menu (restaurant-config.md §3 "Cooking category"): where a dish's
 * ticket prints. Names are unique per menu, case-insensitively. printCopies is ignored for KDS.
 */
export const cookingCategories = pgTable(
  'cooking_categories',
  {
    id: text('id').primaryKey(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Printer name; without one the category is not used for printing. */
    printer: text('printer'),
    printCopies: integer('print_copies').notNull().default(1),
    isForKDS: boolean('is_for_kds').notNull().default(false),
    isForLabelPrint: boolean('is_for_label_print').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cooking_categories_menu_name_uq').on(t.menuId, sql`lower(${t.name})`),
    unique('cooking_categories_id_menu_uq').on(t.id, t.menuId),
    check('cooking_categories_copies', sql`${t.printCopies} >= 0`),
    check('cooking_categories_name', sql`length(trim(${t.name})) > 0`),
  ],
);

/** The print categories of a dish (Item.printCategory); both ends belong to the same menu. */
export const itemPrintCategories = pgTable(
  'item_print_categories',
  {
    menuId: text('menu_id').notNull(),
    itemId: text('item_id').notNull(),
    cookingCategoryId: text('cooking_category_id').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.cookingCategoryId] }),
    foreignKey({
      name: 'item_print_categories_item_fk',
      columns: [t.itemId, t.menuId],
      foreignColumns: [menuItems.id, menuItems.menuId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'item_print_categories_category_fk',
      columns: [t.cookingCategoryId, t.menuId],
      foreignColumns: [cookingCategories.id, cookingCategories.menuId],
    }).onDelete('cascade'),
    index('item_print_categories_category_idx').on(t.cookingCategoryId),
    index('item_print_categories_menu_idx').on(t.menuId, t.sort),
  ],
);

/** Dishes a restaurant cannot serve: always (no date) or on one local date. */
export const unavailableItems = pgTable(
  'unavailable_items',
  {
    id: text('id').primaryKey(),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    menuItemId: text('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('unavailable_items_item_date_uq').on(t.menuItemId, t.effectiveDate).nullsNotDistinct(),
    index('unavailable_items_restaurant_idx').on(t.restaurantId),
  ],
);

/** Published menus: an immutable JSON snapshot per publish, versions 1, 2, 3... per menu. */
export const menuVersions = pgTable(
  'menu_versions',
  {
    id: text('id').primaryKey(),
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    restaurantId: text('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').$type<PublishedMenu>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(sql`now()`),
    publishedByUserId: text('published_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('menu_versions_menu_version_uq').on(t.menuId, t.version),
    index('menu_versions_restaurant_idx').on(t.restaurantId),
    check('menu_versions_version', sql`${t.version} >= 1`),
  ],
);
