import {
  DISH_REPORT_TOP,
  type DishReport,
  type DishReportDish,
  rankDishes,
  type TodayDishRow,
} from '@rpos/domain';
import type { DishSumRow } from './reports.repository';

// Turning the summed dish rows into the §3 "dish report rows" (decisions 0180, 0181).

/** A category no longer on the menu (or a line whose category was never one). */
export const UNKNOWN_CATEGORY = 'Uncategorised';

/**
 * Categories with their dishes, most sold first. Without isUsingOption a dish's total carries its
 * options and option rows are left out; with it, a dish's total is its own price × quantity and its
 * options are rows of their own (isOption). A category's totalSales is the sum of its rows either
 * way; totalCounts counts dishes, not options. `top` keeps that many rows across the categories
 * (ranked by count), the categories' totals staying those of the whole range.
 */
export function buildDishReport(
  rows: readonly DishSumRow[],
  isUsingOption: boolean,
  top?: number,
): DishReport {
  const all = rows
    .filter((r) => isUsingOption || !r.isOption)
    .map((r) => ({
      categoryId: r.categoryId,
      category: r.categoryName ?? UNKNOWN_CATEGORY,
      dish: {
        name: r.name,
        altName: r.altName,
        total: isUsingOption && !r.isOption ? r.ownTotal : r.total,
        count: r.count,
        isOption: r.isOption,
        productId: r.productId,
      } satisfies DishReportDish,
    }));
  const totals = new Map<string, { category: string; totalSales: number; totalCounts: number }>();
  for (const r of all) {
    const t = totals.get(r.categoryId) ?? { category: r.category, totalSales: 0, totalCounts: 0 };
    t.totalSales += r.dish.total;
    if (!r.dish.isOption) t.totalCounts += r.dish.count;
    totals.set(r.categoryId, t);
  }
  const kept = rankDishes(all.map((r) => ({ ...r, ...r.dish }))).slice(0, top ?? all.length);
  const dishes = new Map<string, DishReportDish[]>();
  for (const r of kept) dishes.set(r.categoryId, [...(dishes.get(r.categoryId) ?? []), r.dish]);
  return {
    dishes: [...dishes.entries()]
      .map(([categoryId, list]) => ({ ...totals.get(categoryId)!, dishes: list }))
      .sort((a, b) => b.totalSales - a.totalSales || a.category.localeCompare(b.category)),
  };
}

/** Dish Report (Transaction): the top 100 rows. */
export const buildTopDishReport = (rows: readonly DishSumRow[], isUsingOption: boolean): DishReport =>
  buildDishReport(rows, isUsingOption, DISH_REPORT_TOP);

/** Today's dish table: dishes (with their options' prices), most sold first. */
export function buildTodayDishes(rows: readonly DishSumRow[]): TodayDishRow[] {
  const dishes = new Map<string, TodayDishRow & { name: string; count: number; total: number }>();
  for (const r of rows) {
    if (r.isOption) continue;
    const d = dishes.get(r.productId);
    if (d) {
      d.totalCount += r.count;
      d.totalSales += r.total;
      d.count = d.totalCount;
      d.total = d.totalSales;
    } else {
      dishes.set(r.productId, {
        dishName: r.name,
        altName: r.altName,
        totalCount: r.count,
        totalSales: r.total,
        name: r.name,
        count: r.count,
        total: r.total,
      });
    }
  }
  return rankDishes([...dishes.values()]).map(({ dishName, altName, totalCount, totalSales }) => ({
    dishName,
    altName,
    totalCount,
    totalSales,
  }));
}
