import { dmyToIso, hhmmToMinutes, sortedWeekdays } from '@rpos/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { closeDays, openHours } from '../../db/schema';
import { newId } from '../../platform/ids';

export interface OpenHoursRange {
  id?: string;
  weekdays: readonly number[];
  /** HH:mm */
  openStart: string;
  openEnd: string;
}

/**
 * Replaces a restaurant's ranges and closed dates (DD/MM/YYYY) with these, in the caller's
 * transaction. A range keeps its id when it was one of this restaurant's; a closed date listed twice
 * is written once.
 */
export async function replaceOpenHours(
  tx: DbOrTx,
  restaurantId: string,
  ranges: readonly OpenHoursRange[],
  closedDates: readonly string[],
): Promise<void> {
  const before = await tx
    .delete(openHours)
    .where(eq(openHours.restaurantId, restaurantId))
    .returning({ id: openHours.id });
  const known = new Set(before.map((r) => r.id));
  const used = new Set<string>();
  const rows = ranges.map((r, sort) => {
    const id = r.id && known.has(r.id) && !used.has(r.id) ? r.id : newId();
    used.add(id);
    return {
      id,
      restaurantId,
      weekdays: sortedWeekdays(r.weekdays),
      openStart: hhmmToMinutes(r.openStart) ?? 0,
      openEnd: hhmmToMinutes(r.openEnd) ?? 0,
      sort,
    };
  });
  if (rows.length > 0) await tx.insert(openHours).values(rows);

  await tx.delete(closeDays).where(eq(closeDays.restaurantId, restaurantId));
  const dates = [...new Set(closedDates.map(dmyToIso))];
  if (dates.length > 0)
    await tx.insert(closeDays).values(dates.map((date) => ({ id: newId(), restaurantId, date })));
}
