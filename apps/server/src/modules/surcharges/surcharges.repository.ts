import type { SurchargeRule } from '@rpos/domain';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { surcharges } from '../../db/schema';

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
