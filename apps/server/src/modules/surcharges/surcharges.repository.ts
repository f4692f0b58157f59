import {
  basisPointsToPercent,
  dayNameOf,
  dmyToIso,
  isoToDmy,
  percentToBasisPoints,
  type SurchargeRule,
  type SurchargeSetting,
  type SurchargeSettingValue,
  sortedWeekdays,
} from '@rpos/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { surcharges } from '../../db/schema';
import { newId } from '../../platform/ids';

export type SurchargeRow = typeof surcharges.$inferSelect;

export async function findSurchargeRules(db: DbOrTx, restaurantId: string): Promise<SurchargeRow[]> {
  return db
    .select()
    .from(surcharges)
    .where(eq(surcharges.restaurantId, restaurantId))
    .orderBy(asc(surcharges.sort));
}

/** The surcharge table's rows as the domain rule reads them (percentages are stored in basis points). */
export function toSurchargeRule(row: SurchargeRow): SurchargeRule {
  return {
    id: row.id,
    name: row.name,
    isEnabled: row.isEnabled,
    isPercentage: row.type === 'percentage',
    amount: row.type === 'percentage' ? row.value / 100 : row.value,
    weekdays: row.weekdays,
    publicHolidayDays: row.isPublicHoliday ? row.publicHolidayDates : [],
    isTax: row.isTax,
  };
}

/** A surcharge row as the staff screens read it (day names, DD/MM/YYYY, percent or cents). */
export function toSurchargeSetting(row: SurchargeRow): SurchargeSetting {
  const isPercentage = row.type === 'percentage';
  return {
    id: row.id,
    name: row.name,
    surchargeDescription: row.description,
    weekdays: [...row.weekdays].sort((a, b) => a - b).map(dayNameOf),
    publicHolidayDays: row.publicHolidayDates.map(isoToDmy),
    isEnabled: row.isEnabled,
    isPercentage,
    isTax: row.isTax,
    isExclusive: row.isExclusive,
    isTaxBasedOnSubtotal: row.isTaxBasedOnSubtotal,
    amount: isPercentage ? basisPointsToPercent(row.value) : row.value,
  };
}

/**
 * Replaces a restaurant's surcharges with this list, in its order, in the caller's transaction. An
 * item keeps its id (and created time) when it was one of this restaurant's; any other id is new.
 */
export async function replaceSurcharges(
  tx: DbOrTx,
  restaurantId: string,
  list: readonly SurchargeSettingValue[],
): Promise<SurchargeRow[]> {
  const existing = await findSurchargeRules(tx, restaurantId);
  const known = new Map(existing.map((r) => [r.id, r]));
  const used = new Set<string>();
  const rows = list.map((s, sort): typeof surcharges.$inferInsert => {
    const id = s.id && known.has(s.id) && !used.has(s.id) ? s.id : newId();
    used.add(id);
    const holidays = [...new Set(s.publicHolidayDays.map(dmyToIso))].sort();
    return {
      id,
      restaurantId,
      name: s.name,
      description: s.surchargeDescription,
      isEnabled: s.isEnabled,
      type: s.isPercentage ? 'percentage' : 'fixed',
      value: s.isPercentage ? percentToBasisPoints(s.amount) : s.amount,
      weekdays: sortedWeekdays(s.weekdays),
      isPublicHoliday: holidays.length > 0,
      publicHolidayDates: holidays,
      isTax: s.isTax,
      isExclusive: s.isExclusive,
      isTaxBasedOnSubtotal: s.isTaxBasedOnSubtotal,
      sort,
      createdAt: known.get(id)?.createdAt,
      updatedAt: new Date(),
    };
  });
  await tx.delete(surcharges).where(eq(surcharges.restaurantId, restaurantId));
  if (rows.length > 0) await tx.insert(surcharges).values(rows);
  return findSurchargeRules(tx, restaurantId);
}
