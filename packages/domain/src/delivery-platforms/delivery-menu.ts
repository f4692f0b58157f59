import type { MenuCategory, MenuGroup, MenuItem, MenuOption, PublishedMenu } from '../menus/menus.contract';

/** Weekly service hours of a menu as the editor stores them: Monday 1 ... Sunday 7, HH:mm periods. */
export interface ServiceAvailabilityDay {
  day_of_week: number;
  time_periods: { start_time: string; end_time: string }[];
}

/** Everything a platform mapping reads: the menu and what it needs of the restaurant. */
export interface DeliveryMenuSource {
  /** The menu in the published shape (built from the editor's current rows). */
  menu: PublishedMenu;
  serviceAvailability: readonly ServiceAvailabilityDay[];
  restaurant: {
    /** Our reference for the restaurant on platforms that identify stores by the partner's id. */
    urlIdentifier: string;
    name: string;
    /** GST percent, e.g. 10; a gstFree dish is 0. */
    taxPercentage: number;
    timezone: string;
  };
  /** Origin that makes the menu's /api/images/... paths absolute, e.g. https://pos.example.com */
  publicUrl: string;
  /** Currency of the prices (integer cents). */
  currency?: string;
}

export const DELIVERY_WEEKDAY_NAMES = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type DeliveryWeekdayName = (typeof DELIVERY_WEEKDAY_NAMES)[number];

/** Monday 1 ... Sunday 7 (0 is read as Sunday too); undefined for anything else. */
export function deliveryWeekdayName(day: number): DeliveryWeekdayName | undefined {
  if (day === 0) return 'sunday';
  return DELIVERY_WEEKDAY_NAMES[day - 1];
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Weekly hours per weekday (1..7), periods sorted and invalid ones dropped. A menu with no hours set
 * is available all day every day; `days` keeps only those weekdays (the weekend menu: 6, 7).
 */
export function weeklyHours(
  availability: readonly ServiceAvailabilityDay[],
  days: readonly number[] = [1, 2, 3, 4, 5, 6, 7],
): { day: number; periods: { start: string; end: string }[] }[] {
  const norm = (d: number) => (d === 0 ? 7 : d);
  const set = availability.filter((a) => deliveryWeekdayName(a.day_of_week));
  const out: { day: number; periods: { start: string; end: string }[] }[] = [];
  for (const day of days) {
    if (set.length === 0) {
      out.push({ day, periods: [{ start: '00:00', end: '23:59' }] });
      continue;
    }
    const periods = set
      .filter((a) => norm(a.day_of_week) === day)
      .flatMap((a) => a.time_periods)
      .filter((p) => HHMM.test(p.start_time) && HHMM.test(p.end_time) && p.start_time < p.end_time)
      .map((p) => ({ start: p.start_time, end: p.end_time }))
      .sort((a, b) => a.start.localeCompare(b.start));
    if (periods.length > 0) out.push({ day, periods });
  }
  return out;
}

/** An option a delivery diner may pick: not hidden for web. */
const deliverableOption = (o: MenuOption): boolean => !o.hideForWeb;

/** A group with its deliverable options; null when hidden for web or left empty. */
export function deliverableGroup(g: MenuGroup): MenuGroup | null {
  if (g.hideForWeb) return null;
  const options = g.options.filter(deliverableOption);
  return options.length > 0 ? { ...g, options } : null;
}

/**
 * A dish delivery platforms list (docs/decisions/0062): shown to web diners (not hideForWeb),
 * switched on (active), orderable to take away (not isTakeawayDisabled) and sold on its own (not
 * isOption). Time windows, weekday hiding and hidden_until are not sent: platforms get the menu's
 * service hours, and staff pause a dish on the platform itself.
 */
export function isDeliverableItem(item: MenuItem): boolean {
  return item.active && !item.hideForWeb && !item.isTakeawayDisabled && !item.isOption;
}

/** A category listed on platforms: active, not hidden for web. */
export function isDeliverableCategory(c: MenuCategory): boolean {
  return c.active && !c.hideForWeb;
}

/** The dish's groups then (per size) the size's groups, deliverable only, each once. */
function deliverableGroups(groups: readonly MenuGroup[]): MenuGroup[] {
  const seen = new Set<string>();
  const out: MenuGroup[] = [];
  for (const g of groups) {
    if (seen.has(g.id)) continue;
    seen.add(g.id);
    const d = deliverableGroup(g);
    if (d) out.push(d);
  }
  return out;
}

/**
 * The menu as platforms see it: deliverable categories with their deliverable dishes, groups and
 * options; categories left empty are dropped.
 */
export function deliverableMenu(menu: PublishedMenu): MenuCategory[] {
  return menu.categories.filter(isDeliverableCategory).flatMap((c) => {
    const items = c.items.filter(isDeliverableItem).map((i) => ({
      ...i,
      groups: deliverableGroups(i.groups),
      sizes: i.sizes.map((s) => ({ ...s, groups: deliverableGroups(s.groups) })),
    }));
    return items.length > 0 ? [{ ...c, items }] : [];
  });
}

/** The tax rate of a dish in percent. */
export const dishTaxRate = (item: MenuItem, taxPercentage: number): number =>
  item.gstFree ? 0 : taxPercentage;

/** `/api/images/x` → `https://host/api/images/x`; absolute URLs stay as they are. */
export function absoluteImageUrl(image: string | null, publicUrl: string): string | null {
  if (!image) return null;
  if (/^https?:\/\//.test(image)) return image;
  return `${publicUrl.replace(/\/$/, '')}${image.startsWith('/') ? '' : '/'}${image}`;
}

/** A dish's lowest size price: the base price when a dish has sizes; its own price otherwise. */
export function basePrice(item: MenuItem): number {
  if (item.sizes.length === 0) return item.price;
  return Math.min(...item.sizes.map((s) => s.price));
}

/**
 * The most options of a group a diner may take: force_max, or (0 = no maximum) every option,
 * times 99 when the same option may be taken several times.
 */
export function groupMax(g: MenuGroup): number {
  if (g.force_max > 0) return g.force_max;
  return g.allow_quantity ? 99 : g.options.length;
}

/** The fewest options of a group a diner must take: force_min, at least 1 when required. */
export function groupMin(g: MenuGroup): number {
  const min = g.required ? Math.max(1, g.force_min) : g.force_min;
  return Math.min(min, groupMax(g));
}
