import type { DishShape } from './dish-illustration';

// The shape of a demo menu as written in the seed data: readable, with prices in cents.

export interface DemoOption {
  name: string;
  altName?: string;
  /** Cents. */
  price?: number;
  default?: boolean;
  /** Name of the dish this option links to (a link option). */
  linkTo?: string;
  /** Allergen codes it adds, `-code` for one it takes away (decision 0560). */
  allergens?: string[];
}

export interface DemoGroup {
  key: string;
  name: string;
  altName?: string;
  required: boolean;
  min: number;
  /** 0 means no maximum. */
  max: number;
  allowQuantity?: boolean;
  hideForWeb?: boolean;
  options: DemoOption[];
}

export interface DemoSize {
  name: string;
  altName?: string;
  price: number;
  default?: boolean;
  /** Keys of groups shown while this size is chosen. */
  groups?: string[];
}

export interface DemoDish {
  name: string;
  altName?: string;
  description?: string;
  /** Cents. */
  price: number;
  tags?: string[];
  /** Allergen codes (allergens.ts). */
  allergens?: string[];
  sizes?: DemoSize[];
  /** Keys of the dish's groups, in order. */
  groups?: string[];
  /** [active_begin, active_end] minutes; an end past 1440 runs past midnight. */
  window?: [number, number];
  activeWeekDays?: number[];
  active?: boolean;
  hideDays?: number[];
  hideForWeb?: boolean;
  /** Days from the seed time until the dish shows. */
  hiddenForDays?: number;
  isTakeawayDisabled?: boolean;
  gstFree?: boolean;
  shape?: DishShape;
  /** Food colour of the picture when it differs from the category's. */
  food?: string;
  /** false: no picture. */
  image?: boolean;
}

export interface DemoCategory {
  name: string;
  altName?: string;
  description?: string;
  /** Illustration colours and shape for the category's dishes. */
  background: string;
  food: string;
  shape: DishShape;
  /** Category-level time window, e.g. the supper menu. */
  window?: [number, number];
  dishes: DemoDish[];
}

export interface DemoMenu {
  name: string;
  description: string;
  groups: DemoGroup[];
  categories: DemoCategory[];
}

/** A dish: name, alternative name, price in cents and any further fields. */
export const dish = (
  name: string,
  altName: string | undefined,
  price: number,
  more: Partial<DemoDish> = {},
): DemoDish => ({ name, ...(altName ? { altName } : {}), price, ...more });

/** Small and Large sizes with Small as the default. */
export const smallLarge = (small: number, large: number, largeGroups?: string[]): DemoSize[] => [
  { name: 'Small', altName: '小', price: small, default: true },
  { name: 'Large', altName: '大', price: large, ...(largeGroups ? { groups: largeGroups } : {}) },
];
