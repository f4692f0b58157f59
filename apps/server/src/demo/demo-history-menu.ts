import {
  groupsFor,
  isDishVisible,
  isGroupSatisfied,
  type LineRequest,
  localClock,
  type MenuCategory,
  type MenuGroup,
  type MenuItem,
  type OrderKind,
  type PricedLine,
  type PublishedMenu,
  priceOrderLines,
  type TakeawaySettings,
  type UnavailableEntry,
} from '@rpos/domain';
import type { HistoryProfile, Service } from './demo-history-profiles';
import { createRandom, hashSeed, type Random } from './prng';

// What the history's diners and staff order: dishes the menu shows at that moment, with sizes and
// options that satisfy the groups' rules, priced by priceOrderLines like any real order (decision 0150).

interface Candidate {
  dish: MenuItem;
  category: MenuCategory;
  /** How popular the dish is within its category (stable for a restaurant and dish name). */
  popularity: number;
  /** [breakfast, lunch, dinner] weight of its category. */
  serviceWeights: readonly [number, number, number];
  /** Visible all day when visible at all (no time window, no hidden-until): checked once a day. */
  allDay: boolean;
}

export interface MenuPricing {
  timezone: string;
  unavailable: readonly UnavailableEntry[];
  takeaway: TakeawaySettings;
}

const SERVICE_INDEX: Record<Service, 0 | 1 | 2> = { breakfast: 0, lunch: 1, dinner: 2 };
const hasWindow = (v: { active_begin: number | null; active_end: number | null }) =>
  v.active_begin != null && v.active_end != null && v.active_begin !== v.active_end;

/** A few notes diners and staff type. */
const INSTRUCTIONS = ['No spring onion', 'Less salt', 'Extra sauce on the side', 'No chilli', 'Well done'];

export class MenuPicker {
  private readonly candidates: Candidate[] = [];
  /** Candidates with a time window or a hidden-until: checked at each order's moment. */
  private readonly windowed: Candidate[];
  private readonly allDayByDate = new Map<string, Candidate[]>();
  private readonly bySlot = new Map<string, Choices>();

  constructor(
    private readonly menu: PublishedMenu,
    profile: HistoryProfile,
    private readonly pricing: MenuPricing,
    restaurantKey: string,
  ) {
    for (const category of menu.categories) {
      const serviceWeights = profile.categoryWeights[category.name] ?? [1, 1, 1];
      for (const dish of category.items) {
        if (dish.isOption) continue;
        const r = createRandom(hashSeed(`${restaurantKey}:dish:${dish.name}`)).next();
        this.candidates.push({
          dish,
          category,
          popularity: 0.4 + 2.6 * r * r,
          serviceWeights,
          allDay: !hasWindow(dish) && !hasWindow(category) && !dish.hidden_until && !category.hidden_until,
        });
      }
    }
    this.windowed = this.candidates.filter((c) => !c.allDay);
  }

  /** The dishes without a window the menu shows on the day of `at` (worked out once a day). */
  private allDayOn(at: Date): Candidate[] {
    const { isoDate } = localClock(at, this.pricing.timezone);
    let list = this.allDayByDate.get(isoDate);
    if (!list) {
      list = this.candidates.filter((c) => c.allDay && this.visible(c, at));
      this.allDayByDate.set(isoDate, list);
    }
    return list;
  }

  private visible(c: Candidate, at: Date): boolean {
    const ctx = { now: at, timezone: this.pricing.timezone, unavailable: this.pricing.unavailable };
    return isDishVisible(c.category, { ...ctx, inactiveDishIds: [] }) && isDishVisible(c.dish, ctx);
  }

  /**
   * What a diner could order at the quarter hour `at` for this kind of order and service, with the
   * cumulative weights: the day's dishes and those in their window then (once per quarter hour).
   */
  private available(at: Date, kind: OrderKind, service: Service): Choices {
    const counter = kind !== 'dinein' && kind !== 'foodcourt';
    const key = `${at.getTime()}|${service}|${counter}`;
    let choices = this.bySlot.get(key);
    if (!choices) {
      const windowed = this.windowed.filter((c) => this.visible(c, at));
      choices = choicesOf([...this.allDayOn(at), ...windowed], service, counter);
      if (this.bySlot.size > 2000) this.bySlot.clear();
      this.bySlot.set(key, choices);
    }
    return choices;
  }

  /**
   * `count` lines (repeats of a dish add to its quantity; `pairOdds` of two at once) for an order in the quarter hour `at`
   * (quarterHour: the menu's windows start and end on quarter hours, so what shows then shows all
   * quarter long). Line takeaway flags only where the kind and the restaurant's settings allow them.
   */
  pickLines(
    random: Random,
    at: Date,
    kind: OrderKind,
    service: Service,
    count: number,
    pairOdds: number,
  ): LineRequest[] {
    const available = this.available(at, kind, service);
    if (available.total <= 0) throw new Error(`demo history: no dish on the menu at ${at.toISOString()}`);
    const lines = new Map<string, LineRequest>();
    const lineTakeaway =
      (kind === 'dinein' && this.pricing.takeaway.dineinTakeawayEnabled === true) ||
      (kind === 'foodcourt' && this.pricing.takeaway.foodCourtTakeawayEnabled === true);
    for (let i = 0; i < count; i++) {
      const dish = pickDish(available, random.next() * available.total);
      const known = lines.get(dish.id);
      if (known && known.options.length === 0 && !dish.sizes.length) {
        known.quantity += 1;
        continue;
      }
      const line = chooseSelection(random, dish);
      const takeawayOdds = kind === 'foodcourt' ? 0.4 : 0.03;
      lines.set(known ? `${dish.id}:${i}` : dish.id, {
        ...line,
        quantity: random.chance(pairOdds) ? 2 : 1,
        isTakeaway: lineTakeaway && !dish.isTakeawayDisabled && random.chance(takeawayOdds),
        specialInstructions: random.chance(0.04) ? random.pick(INSTRUCTIONS) : '',
      });
    }
    return [...lines.values()];
  }

  /**
   * The lines priced from the menu at the quarter hour they were picked for; a refusal is a bug in
   * the generator, so it throws.
   */
  price(lines: readonly LineRequest[], at: Date, kind: OrderKind): { lines: PricedLine[]; subtotal: number } {
    const priced = priceOrderLines(this.menu, lines, {
      now: at,
      timezone: this.pricing.timezone,
      unavailable: this.pricing.unavailable,
      inactiveDishIds: [],
      kind,
      takeaway: this.pricing.takeaway,
    });
    if (!priced.ok) throw new Error(`demo history: an order was refused (${priced.message})`);
    return priced;
  }
}

/** Dishes to choose from with their cumulative weights (0 weight for the service left out). */
interface Choices {
  dishes: MenuItem[];
  cumulative: number[];
  total: number;
}

function choicesOf(candidates: readonly Candidate[], service: Service, counter: boolean): Choices {
  const dishes: MenuItem[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const c of candidates) {
    // Dishes the restaurant does not sell to take away stay off counter orders.
    const weight =
      counter && c.dish.isTakeawayDisabled ? 0 : c.popularity * c.serviceWeights[SERVICE_INDEX[service]];
    if (weight <= 0) continue;
    total += weight;
    dishes.push(c.dish);
    cumulative.push(total);
  }
  return { dishes, cumulative, total };
}

/** The dish at `r` (0 ≤ r < total) along the cumulative weights. */
function pickDish(c: Choices, r: number): MenuItem {
  let lo = 0;
  let hi = c.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (c.cumulative[mid]! > r) hi = mid;
    else lo = mid + 1;
  }
  return c.dishes[lo]!;
}

/** How many options of a group to choose so that its rule holds (0 when it may be left empty). */
function optionCount(random: Random, group: MenuGroup, choices: number): number {
  const min = Math.max(group.force_min, group.required ? 1 : 0);
  const max = Math.min(group.force_max > 0 ? group.force_max : min + 2, Math.max(choices, min));
  if (!group.required && min === 0 && !random.chance(0.3)) return 0;
  const n = random.int(Math.max(min, 1), Math.max(min, 1, max));
  return isGroupSatisfied(group, n) ? n : min;
}

/** A size (the default more often than not) and options for every group that applies. */
function chooseSelection(random: Random, dish: MenuItem): Pick<LineRequest, 'dishId' | 'sizeId' | 'options'> {
  let sizeId: string | null = null;
  if (dish.sizes.length > 0) {
    const preferred = dish.sizes.find((s) => s.default) ?? dish.sizes[0]!;
    sizeId = random.chance(0.65) ? preferred.id : random.pick(dish.sizes).id;
  }
  const options: LineRequest['options'][number][] = [];
  const seen = new Set<string>();
  for (const g of groupsFor(dish, sizeId) as MenuGroup[]) {
    if (g.hideForWeb || seen.has(g.id)) continue;
    seen.add(g.id);
    const shown = g.options.filter((o) => !o.hideForWeb);
    let left = optionCount(random, g, g.allow_quantity ? Number.MAX_SAFE_INTEGER : shown.length);
    const preferred = shown.find((o) => o.default);
    const chosen = new Map<string, number>();
    while (left > 0 && shown.length > 0) {
      const option = preferred && chosen.size === 0 && random.chance(0.6) ? preferred : random.pick(shown);
      const quantity = chosen.get(option.id) ?? 0;
      if (quantity > 0 && !g.allow_quantity) {
        if (chosen.size >= shown.length) break;
        continue;
      }
      chosen.set(option.id, quantity + 1);
      left -= 1;
    }
    for (const [id, quantity] of chosen) options.push({ id, groupId: g.id, quantity });
  }
  return { dishId: dish.id, sizeId, options };
}
