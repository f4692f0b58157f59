import { hhmmToMinutes, localClock } from './local-time';

/** What the open-state rule needs to know about a restaurant. */
export interface OpenHoursSource {
  openHoursItems: readonly { weekdays: readonly number[]; openStart: string; openEnd: string }[];
  /** DD/MM/YYYY */
  closeDaysItems: readonly string[];
  timezone?: string | null;
}

/**
 * diner.md §4 "Restaurant open state": open if there are no hours and no closed days; closed on a
 * listed closed date; otherwise open only inside a listed range (openStart inclusive, openEnd
 * exclusive) on one of its weekdays, on the restaurant's wall clock.
 */
export function isRestaurantOpen(restaurant: OpenHoursSource, now: Date): boolean {
  const { openHoursItems, closeDaysItems } = restaurant;
  if (openHoursItems.length === 0 && closeDaysItems.length === 0) return true;
  const clock = localClock(now, restaurant.timezone ?? undefined);
  if (closeDaysItems.includes(clock.dmyDate)) return false;
  return openHoursItems.some((range) => {
    if (!range.weekdays.includes(clock.weekday)) return false;
    const start = hhmmToMinutes(range.openStart);
    const end = hhmmToMinutes(range.openEnd);
    if (start === null || end === null) return false;
    return clock.minutes >= start && clock.minutes < end;
  });
}
