import { z } from 'zod';
import { centsToCsv, csvToCents, recordsToCsv } from '../shared/csv';
import {
  bool,
  type CsvError,
  firstIssue,
  int,
  need,
  nums,
  opt,
  RowError,
  records,
  strs,
} from './menu-csv-cells';

export type { CsvError } from './menu-csv-cells';

import {
  GroupInput,
  ItemInput,
  SizeInput,
  type StaffCategory,
  type StaffGroup,
} from './menu-editor.contract';

/**
 * The menu CSV files (GET /downloadMenuCSV, POST /uploadMenu): one for groups (a line per option,
 * or one line for a group without options) and one for items (a line per item; sizes and group
 * links as JSON cells). Prices are dollars with two decimals; lists inside a cell are joined by '|'.
 * A downloaded file uploads back unchanged: rows are matched by id. Allergens (decision 0598) are codes
 * joined by '|' (`gl|pe`, an option's `-pe` takes peanut away); a file without those columns keeps them.
 */

export const GROUP_CSV_COLUMNS = [
  'groupId',
  'groupName',
  'groupAltName',
  'required',
  'allowQuantity',
  'forceMin',
  'forceMax',
  'groupSort',
  'groupHideForWeb',
  'groupColorHex',
  'optionId',
  'optionName',
  'optionAltName',
  'optionShortName',
  'optionPrice',
  'optionDefault',
  'optionSort',
  'optionHideForWeb',
  'optionColorHex',
  'linkedItemId',
  'linkedItemName',
  'linkedCategory',
  /** What the option adds and takes away (`-pe`), codes joined by '|' (decision 0598). */
  'optionAllergens',
] as const;

export const ITEM_CSV_COLUMNS = [
  'categoryId',
  'categoryName',
  'id',
  'name',
  'altName',
  'shortName',
  'description',
  'price',
  'sort',
  'tags',
  'sizes',
  'groups',
  'printCategory',
  'cookingCategory',
  'ingredients',
  'gstFree',
  'productId',
  'displayNumber',
  'active',
  'active_begin',
  'active_end',
  'activeWeekDays',
  'hideDays',
  'hidden_until',
  'hideForWeb',
  'isOpenTableItem',
  'isOpenTableSharedItem',
  'promotionTags',
  'colorHex',
  'isTakeawayDisabled',
  'isForPrintingDisabled',
  'isForKDSDisabled',
  'isMainCourse',
  'isOption',
  /** The dish's allergen codes joined by '|' (decision 0598); dietary needs are in tags. */
  'allergens',
] as const;

type GroupColumn = (typeof GROUP_CSV_COLUMNS)[number];
type ItemColumn = (typeof ITEM_CSV_COLUMNS)[number];
export type GroupCsvRow = Record<GroupColumn, string>;
export type ItemCsvRow = Record<ItemColumn, string>;

const s = (v: string | null | undefined): string => v ?? '';
const b = (v: boolean): string => (v ? 'true' : 'false');
const n = (v: number | null | undefined): string => (v == null ? '' : String(v));
const list = (v: readonly (string | number)[]): string => v.join('|');

export function groupCsvRows(groups: readonly StaffGroup[]): GroupCsvRow[] {
  return groups.flatMap((g) => {
    const head = {
      groupId: g.id,
      groupName: g.name,
      groupAltName: s(g.altName),
      required: b(g.required),
      allowQuantity: b(g.allow_quantity),
      forceMin: n(g.force_min),
      forceMax: n(g.force_max),
      groupSort: n(g.sort),
      groupHideForWeb: b(g.hideForWeb),
      groupColorHex: s(g.colorHex),
    };
    const none = {
      optionId: '',
      optionName: '',
      optionAltName: '',
      optionShortName: '',
      optionPrice: '',
      optionDefault: '',
      optionSort: '',
      optionHideForWeb: '',
      optionColorHex: '',
      linkedItemId: '',
      linkedItemName: '',
      linkedCategory: '',
      optionAllergens: '',
    };
    if (g.options.length === 0) return [{ ...head, ...none }];
    return g.options.map((o) => ({
      ...head,
      optionId: o.id,
      optionName: o.name,
      optionAltName: s(o.altName),
      optionShortName: s(o.shortName),
      optionPrice: centsToCsv(o.price),
      optionDefault: b(o.default),
      optionSort: n(o.sort),
      optionHideForWeb: b(o.hideForWeb),
      optionColorHex: s(o.colorHex),
      linkedItemId: s(o.menuItemId),
      linkedItemName: s(o.menuItemName),
      linkedCategory: s(o.category),
      optionAllergens: list(o.allergens),
    }));
  });
}

export function itemCsvRows(categories: readonly StaffCategory[]): ItemCsvRow[] {
  return categories.flatMap((c) =>
    c.items.map((i) => ({
      categoryId: c.id,
      categoryName: c.name,
      id: i.id,
      name: i.name,
      altName: s(i.altName),
      shortName: s(i.shortName),
      description: s(i.description),
      price: centsToCsv(i.price),
      sort: n(i.sort),
      tags: list(i.tags),
      sizes: JSON.stringify(
        i.sizes.map((z) => ({
          id: z.id,
          name: z.name,
          altName: z.altName,
          price: centsToCsv(z.price),
          default: z.default,
          sort: z.sort,
          groups: z.groups,
        })),
      ),
      groups: JSON.stringify(i.groups),
      printCategory: i.printCategory,
      cookingCategory: s(i.cookingCategory),
      ingredients: s(i.ingredients),
      gstFree: b(i.gstFree),
      productId: s(i.productId),
      displayNumber: s(i.displayNumber),
      active: b(i.active),
      active_begin: n(i.active_begin),
      active_end: n(i.active_end),
      activeWeekDays: list(i.activeWeekDays),
      hideDays: list(i.hideDays),
      hidden_until: s(i.hidden_until),
      hideForWeb: b(i.hideForWeb),
      isOpenTableItem: b(i.isOpenTableItem),
      isOpenTableSharedItem: b(i.isOpenTableSharedItem),
      promotionTags: list(i.promotionTags),
      colorHex: s(i.colorHex),
      isTakeawayDisabled: b(i.isTakeawayDisabled),
      isForPrintingDisabled: b(i.isForPrintingDisabled),
      isForKDSDisabled: b(i.isForKDSDisabled),
      isMainCourse: b(i.isMainCourse),
      isOption: b(i.isOption),
      allergens: list(i.allergens),
    })),
  );
}

export const rowsToCsv = <C extends string>(columns: readonly C[], rows: readonly Record<C, string>[]) =>
  recordsToCsv(columns, rows);

const GroupFromCsv = GroupInput.omit({ menuId: true });
export type GroupFromCsv = z.infer<typeof GroupFromCsv>;

/** The groups of a groups CSV, options in file order; or the first problem with its line. */
export function parseGroupCsv(text: string): GroupFromCsv[] | CsvError {
  const file = records(text, GROUP_CSV_COLUMNS, ['optionAllergens']);
  if ('error' in file) return file;
  const recs = file.rows;
  const withAllergens = file.present.has('optionAllergens');
  const byKey = new Map<string, Record<string, unknown> & { options: Record<string, unknown>[] }>();
  for (const [index, r] of recs.entries()) {
    const line = index + 2;
    try {
      const key = r.groupId.trim() || `name:${r.groupName.trim().toLowerCase()}`;
      let group = byKey.get(key);
      if (!group) {
        group = {
          id: opt(r.groupId.trim()) ?? undefined,
          name: r.groupName,
          altName: opt(r.groupAltName),
          required: need(bool(r.required, false), 'required must be true or false'),
          allow_quantity: need(bool(r.allowQuantity, false), 'allowQuantity must be true or false'),
          force_min: need(int(r.forceMin), 'forceMin must be a whole number') ?? 0,
          force_max: need(int(r.forceMax), 'forceMax must be a whole number') ?? 0,
          sort: need(int(r.groupSort), 'groupSort must be a whole number'),
          hideForWeb: need(bool(r.groupHideForWeb, false), 'groupHideForWeb must be true or false'),
          colorHex: opt(r.groupColorHex),
          options: [],
        };
        byKey.set(key, group);
      }
      if (r.optionName.trim() === '' && r.optionId.trim() === '' && r.optionPrice.trim() === '') continue;
      group.options.push({
        id: opt(r.optionId.trim()) ?? undefined,
        name: r.optionName,
        altName: opt(r.optionAltName),
        shortName: opt(r.optionShortName),
        price: need(csvToCents(r.optionPrice || '0'), 'optionPrice is not a valid amount'),
        default: need(bool(r.optionDefault, false), 'optionDefault must be true or false'),
        sort: need(int(r.optionSort), 'optionSort must be a whole number'),
        hideForWeb: need(bool(r.optionHideForWeb, false), 'optionHideForWeb must be true or false'),
        colorHex: opt(r.optionColorHex),
        menuItemId: opt(r.linkedItemId.trim()),
        category: opt(r.linkedCategory),
        // Absent column: the option keeps its saved allergens.
        ...(withAllergens ? { allergens: strs(r.optionAllergens) } : {}),
      });
    } catch (err) {
      if (err instanceof RowError) return { error: `line ${line}: ${err.message}` };
      throw err;
    }
  }
  const groups: GroupFromCsv[] = [];
  for (const raw of byKey.values()) {
    const parsed = GroupFromCsv.safeParse(raw);
    if (!parsed.success) return { error: `group ${String(raw.name)}: ${firstIssue(parsed.error)}` };
    groups.push(parsed.data);
  }
  return groups;
}

const ItemFromCsv = ItemInput.omit({ menuId: true, categoryId: true });
export type ItemFromCsv = z.infer<typeof ItemFromCsv>;
export interface ItemCsvEntry {
  /** The category by id when given, else by name (created when the menu has none of that name). */
  categoryId: string | null;
  categoryName: string;
  item: ItemFromCsv;
}

const SizesCell = z.array(
  SizeInput.omit({ price: true }).extend({ price: z.union([z.string(), z.number()]) }),
);
const GroupsCell = z.array(z.object({ id: z.string(), sort: z.number().int().optional() }));

function json(cell: string, what: string): unknown {
  if (cell.trim() === '') return [];
  try {
    return JSON.parse(cell);
  } catch {
    throw new RowError(`${what} is not valid JSON`);
  }
}

/** The items of an items CSV; or the first problem with its line. */
export function parseItemCsv(text: string): ItemCsvEntry[] | CsvError {
  const file = records(text, ITEM_CSV_COLUMNS, ['allergens']);
  if ('error' in file) return file;
  const recs = file.rows;
  const withAllergens = file.present.has('allergens');
  const out: ItemCsvEntry[] = [];
  for (const [index, r] of recs.entries()) {
    const line = index + 2;
    try {
      if (r.categoryId.trim() === '' && r.categoryName.trim() === '')
        throw new RowError('categoryName is required');
      const sizes = SizesCell.safeParse(json(r.sizes, 'sizes'));
      if (!sizes.success) throw new RowError(`sizes: ${firstIssue(sizes.error)}`);
      const groups = GroupsCell.safeParse(json(r.groups, 'groups'));
      if (!groups.success) throw new RowError(`groups: ${firstIssue(groups.error)}`);
      const raw = {
        id: opt(r.id.trim()) ?? undefined,
        name: r.name,
        altName: opt(r.altName),
        shortName: opt(r.shortName),
        description: opt(r.description),
        price: need(csvToCents(r.price), 'Please enter a valiad number in the price field.'),
        sort: need(int(r.sort), 'sort must be a whole number'),
        tags: strs(r.tags),
        sizes: sizes.data.map((z) => ({
          ...z,
          price: need(csvToCents(String(z.price)), 'Please enter a valiad number in the price field.'),
        })),
        groups: groups.data,
        printCategory: opt(r.printCategory),
        cookingCategory: opt(r.cookingCategory),
        ingredients: opt(r.ingredients),
        gstFree: need(bool(r.gstFree, false), 'gstFree must be true or false'),
        productId: opt(r.productId),
        displayNumber: opt(r.displayNumber),
        active: need(bool(r.active, true), 'active must be true or false'),
        active_begin: need(int(r.active_begin), 'active_begin must be a whole number') ?? null,
        active_end: need(int(r.active_end), 'active_end must be a whole number') ?? null,
        activeWeekDays: need(nums(r.activeWeekDays), 'activeWeekDays must be numbers 1-7 joined by |'),
        hideDays: need(nums(r.hideDays), 'hideDays must be numbers 1-7 joined by |'),
        hidden_until: opt(r.hidden_until),
        hideForWeb: need(bool(r.hideForWeb, false), 'hideForWeb must be true or false'),
        isOpenTableItem: need(bool(r.isOpenTableItem, false), 'isOpenTableItem must be true or false'),
        isOpenTableSharedItem: need(
          bool(r.isOpenTableSharedItem, false),
          'isOpenTableSharedItem must be true or false',
        ),
        promotionTags: strs(r.promotionTags),
        colorHex: opt(r.colorHex),
        isTakeawayDisabled: need(
          bool(r.isTakeawayDisabled, false),
          'isTakeawayDisabled must be true or false',
        ),
        isForPrintingDisabled: need(
          bool(r.isForPrintingDisabled, false),
          'isForPrintingDisabled must be true or false',
        ),
        isForKDSDisabled: need(bool(r.isForKDSDisabled, false), 'isForKDSDisabled must be true or false'),
        isMainCourse: need(bool(r.isMainCourse, false), 'isMainCourse must be true or false'),
        isOption: need(bool(r.isOption, false), 'isOption must be true or false'),
        // Absent column: the dish keeps its saved allergens (ItemInput.allergens optional).
        ...(withAllergens ? { allergens: strs(r.allergens) } : {}),
      };
      const parsed = ItemFromCsv.safeParse(raw);
      if (!parsed.success) throw new RowError(firstIssue(parsed.error));
      out.push({
        categoryId: opt(r.categoryId.trim()),
        categoryName: r.categoryName.trim(),
        item: parsed.data,
      });
    } catch (err) {
      if (err instanceof RowError) return { error: `line ${line}: ${err.message}` };
      throw err;
    }
  }
  return out;
}
