/**
 * The editor's rules that live in the browser: money typed in dollars and sent in cents, the
 * visibility modes (§4), sizes with exactly one default, group min/max, option sort.
 */
import { groupRuleError, MENU_MESSAGES } from '@rpos/domain';

/** '12.5' → 1250; '' or anything not a non-negative amount with at most 2 decimals → null. */
export function dollarsToCents(value: string): number | null {
  const text = value.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{0,2})?$/.test(text) && !/^\.\d{1,2}$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → '12.50'. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

export type VisibilityMode = 'active' | 'hidden' | 'hiddenUntil' | 'timeRange';

export interface VisibilityState {
  active: boolean;
  active_begin: number | null;
  active_end: number | null;
  activeWeekDays: number[];
  hideDays: number[];
  hidden_until: string | null;
}

/** The mode the fields describe, read in the server's order (decision 55). */
export function visibilityModeOf(v: VisibilityState): VisibilityMode {
  if (!v.active) return 'hidden';
  if (v.hidden_until) return 'hiddenUntil';
  if (v.active_begin != null && v.active_end != null && v.active_begin !== v.active_end) return 'timeRange';
  return 'active';
}

export const DEFAULT_TIME_RANGE: [number, number] = [660, 1320];

/** §4 "choosing one clears the fields of the others": the fields for `mode`, others cleared. */
export function switchVisibilityMode(
  v: VisibilityState,
  mode: VisibilityMode,
  now = new Date(),
): VisibilityState {
  const cleared: VisibilityState = {
    active: true,
    active_begin: null,
    active_end: null,
    activeWeekDays: [],
    hideDays: [],
    hidden_until: null,
  };
  if (mode === 'hidden') return { ...cleared, active: false, hideDays: v.active ? [] : v.hideDays };
  if (mode === 'hiddenUntil') {
    const tomorrow = new Date(now.getTime() + 24 * 3600_000);
    return { ...cleared, hidden_until: v.hidden_until ?? tomorrow.toISOString() };
  }
  if (mode === 'timeRange') {
    const keep = visibilityModeOf(v) === 'timeRange';
    return {
      ...cleared,
      active_begin: keep ? v.active_begin : DEFAULT_TIME_RANGE[0],
      active_end: keep ? v.active_end : DEFAULT_TIME_RANGE[1],
      activeWeekDays: keep ? v.activeWeekDays : [],
    };
  }
  return cleared;
}

/** Minutes of the day (0-2880) as HH:mm; past midnight (above 1440) marked '(+1)'. */
export function minutesLabel(minutes: number): string {
  const nextDay = minutes > 1440;
  const m = nextDay ? minutes - 1440 : minutes;
  const hh = String(Math.floor(m / 60)).padStart(2, '0');
  const mm = String(m % 60).padStart(2, '0');
  return `${hh}:${mm}${nextDay ? ' (+1)' : ''}`;
}

export interface SizeDraft {
  key: string;
  id?: string;
  name: string;
  price: string;
  default: boolean;
  groups: { id: string; sort: number }[];
}

/** Sizes keep exactly one default: the first when none is, the chosen one when set. */
export function withOneDefault<T extends { default: boolean }>(sizes: T[], chosen?: number): T[] {
  if (sizes.length === 0) return sizes;
  let index = chosen ?? sizes.findIndex((s) => s.default);
  if (index < 0 || index >= sizes.length) index = 0;
  return sizes.map((s, i) => (s.default === (i === index) ? s : { ...s, default: i === index }));
}

export function addSize(sizes: SizeDraft[], key: string): SizeDraft[] {
  return withOneDefault([...sizes, { key, name: '', price: '', default: false, groups: [] }]);
}

export function removeSize(sizes: SizeDraft[], index: number): SizeDraft[] {
  return withOneDefault(sizes.filter((_, i) => i !== index));
}

/** Group min/max (§5): whole numbers, 0 or more, min not above a non-zero max. */
export function groupMinMaxError(minText: string, maxText: string): string | null {
  const min = Number(minText || '0');
  const max = Number(maxText || '0');
  if (!Number.isInteger(min) || !Number.isInteger(max)) return MENU_MESSAGES.groupMinMax;
  return groupRuleError({ force_min: min, force_max: max });
}

/**
 * restaurant-config.md §5 Item: Save is disabled without a name or a price, or while a size lacks
 * its name or price (blank text counts as missing).
 */
export function itemSaveDisabled(v: {
  name: string;
  price: string;
  sizes: readonly { name: string; price: string }[];
}): boolean {
  const blank = (s: string) => s.trim() === '';
  return blank(v.name) || blank(v.price) || v.sizes.some((s) => blank(s.name) || blank(s.price));
}

/** restaurant-config.md §5 Group: Save is disabled with a blank name or force_min/force_max below 0. */
export function groupSaveDisabled(v: { name: string; forceMin: string; forceMax: string }): boolean {
  return v.name.trim() === '' || Number(v.forceMin || '0') < 0 || Number(v.forceMax || '0') < 0;
}

/** The options as PUT /menuGroup receives them: sort = position + 1. */
export function withPositionSort<T extends object>(options: T[]): (T & { sort: number })[] {
  return options.map((o, i) => ({ ...o, sort: i + 1 }));
}

/** A new id for a category, item, size or option (the server accepts client ids, decision 55). */
export function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
