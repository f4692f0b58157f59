import type { ServiceAvailability } from './menu-admin.contract';
import { MENU_MESSAGES as M } from './menu-messages';
import { MENU_TAGS } from './tags';

/** Who may manage menus: admin, menuAdmin, restaurantAdmin, restaurantGroupAdmin, or the menuManagement code. */
export function mayManageMenus(actor: {
  role: string | null | undefined;
  permissions: readonly string[];
}): boolean {
  return (
    ['admin', 'menuAdmin', 'restaurantAdmin', 'restaurantGroupAdmin'].includes(actor.role ?? '') ||
    actor.permissions.includes('menuManagement')
  );
}

export interface MenuKindFlags {
  isMainMenu: boolean;
  isSecondaryMenu: boolean;
  isThirdMenu: boolean;
  isFourthMenu: boolean;
  isFifthMenu: boolean;
  isSixthMenu: boolean;
}

const EXCLUSIVE_KINDS = [
  'isMainMenu',
  'isSecondaryMenu',
  'isThirdMenu',
  'isFourthMenu',
  'isFifthMenu',
] as const;

/**
 * §4: main to fifth are mutually exclusive, and turning one on turns sixth off. Returns the flags
 * to store, or the message when two of main to fifth are on.
 */
export function normalizeMenuKinds<T extends MenuKindFlags>(flags: T): T | { error: string } {
  const on = EXCLUSIVE_KINDS.filter((k) => flags[k]);
  if (on.length > 1) return { error: M.oneMenuKind };
  return on.length === 1 ? { ...flags, isSixthMenu: false } : flags;
}

export interface VisibilityValues {
  active: boolean;
  active_begin?: number | null;
  active_end?: number | null;
  activeWeekDays: readonly number[];
  hideDays: readonly number[];
  hidden_until?: string | null;
}

/**
 * §4 "choosing one clears the fields of the others". The mode is read in this order: hidden
 * (active false, optionally on hideDays), hidden until a date-time, shown only in a time range
 * (begin and end set, on activeWeekDays), otherwise plain active.
 */
export function normalizeVisibility<T extends VisibilityValues>(v: T): T {
  const cleared = {
    active: true,
    active_begin: null,
    active_end: null,
    activeWeekDays: [] as number[],
    hideDays: [] as number[],
    hidden_until: null,
  };
  if (!v.active) return { ...v, ...cleared, active: false, hideDays: uniqueSorted(v.hideDays) };
  if (v.hidden_until) return { ...v, ...cleared, hidden_until: v.hidden_until };
  if (v.active_begin != null && v.active_end != null && v.active_begin !== v.active_end) {
    return {
      ...v,
      ...cleared,
      active_begin: v.active_begin,
      active_end: v.active_end,
      activeWeekDays: uniqueSorted(v.activeWeekDays),
    };
  }
  return { ...v, ...cleared };
}

const uniqueSorted = (days: readonly number[]): number[] => [...new Set(days)].sort((a, b) => a - b);

/** "A;B; C" → ['A', 'B', 'C'] (§3 Item printCategory: names joined by semicolons). */
export function splitPrintCategories(value: string | null | undefined): string[] {
  if (!value) return [];
  const seen = new Set<string>();
  const names: string[] = [];
  for (const raw of value.split(';')) {
    const name = raw.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      names.push(name);
    }
  }
  return names;
}

export interface ItemRuleInput {
  tags: readonly string[];
  sizes: readonly { default: boolean }[];
  printCategory?: string | null;
}

/**
 * §5 Item rules beyond the field shapes: only one default size; a print category when the menu has
 * cooking categories, each one of them; known tags. Returns the first message, or null.
 */
export function itemRuleError(item: ItemRuleInput, cookingCategoryNames: readonly string[]): string | null {
  if (item.sizes.filter((s) => s.default).length > 1) return M.oneDefaultSize;
  const chosen = splitPrintCategories(item.printCategory);
  if (cookingCategoryNames.length > 0 && chosen.length === 0) return M.printCategoryRequired;
  const known = new Set(cookingCategoryNames.map((n) => n.toLowerCase()));
  if (chosen.some((n) => !known.has(n.toLowerCase()))) return M.unknownPrintCategory;
  if (item.tags.some((t) => !(MENU_TAGS as readonly string[]).includes(t))) return M.unknownTag;
  return null;
}

/** §5 Group: force_min and force_max 0 or more; a maximum (when not 0) not below the minimum. */
export function groupRuleError(g: { force_min: number; force_max: number }): string | null {
  if (g.force_min < 0 || g.force_max < 0) return M.groupMinMax;
  if (g.force_max !== 0 && g.force_min > g.force_max) return M.groupMinMax;
  return null;
}

/**
 * §5 Cooking category print copies: a positive integer, except for KDS where it is not used
 * (stored as given when valid, else 1). Missing means the default 1.
 */
export function cookingPrintCopies(value: unknown, isForKDS: boolean): number | { error: string } {
  if (value === undefined || value === null || value === '') return 1;
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  const ok = typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 100;
  if (ok) return n;
  return isForKDS ? 1 : { error: M.printCopiesPositive };
}

/** The label shown after an option's name (§4). */
export function optionLinkLabel(o: {
  menuItemId: string | null;
  menuItemName: string | null;
  category: string | null;
}): string | null {
  if (!o.menuItemId) return o.menuItemName ? '(broken link)' : null;
  return o.category ? '(link - category)' : '(link)';
}

/** §5 Service availability: only days with at least one period are kept, one entry per day, in order. */
export function normalizeServiceAvailability(days: ServiceAvailability): ServiceAvailability {
  const byDay = new Map<number, ServiceAvailability[number]['time_periods']>();
  for (const d of days) {
    if (d.time_periods.length === 0) continue;
    byDay.set(d.day_of_week, [...(byDay.get(d.day_of_week) ?? []), ...d.time_periods]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day_of_week, periods]) => ({
      day_of_week,
      time_periods: [...periods].sort((a, b) => a.start_time.localeCompare(b.start_time)),
    }));
}
