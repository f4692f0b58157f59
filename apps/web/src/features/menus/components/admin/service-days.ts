import type { ServiceAvailability } from '@rpos/domain';

/** 24-hour HH:mm (§5 Service availability). */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'Add Time Period' adds 09:00 to 17:00 (§4, §9). */
export const DEFAULT_PERIOD = { start_time: '09:00', end_time: '17:00' } as const;

export interface ServiceDayState {
  day_of_week: number;
  enabled: boolean;
  time_periods: { start_time: string; end_time: string }[];
}

/** Monday (1) to Sunday (7), each enabled when the menu has periods for it. */
export function serviceDaysOf(availability: ServiceAvailability | undefined): ServiceDayState[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const periods = (availability ?? [])
      .filter((d) => d.day_of_week === day)
      .flatMap((d) => d.time_periods.map((p) => ({ ...p })));
    return { day_of_week: day, enabled: periods.length > 0, time_periods: periods };
  });
}

/** Only enabled days with at least one period are sent (§5). */
export function serviceAvailabilityToSend(days: readonly ServiceDayState[]): ServiceAvailability {
  return days
    .filter((d) => d.enabled && d.time_periods.length > 0)
    .map((d) => ({
      day_of_week: d.day_of_week,
      time_periods: d.time_periods.map((p) => ({
        start_time: p.start_time.trim(),
        end_time: p.end_time.trim(),
      })),
    }));
}

/** Whether every time of the enabled days is HH:mm. */
export function serviceTimesValid(days: readonly ServiceDayState[]): boolean {
  return days
    .filter((d) => d.enabled)
    .every((d) =>
      d.time_periods.every((p) => HHMM.test(p.start_time.trim()) && HHMM.test(p.end_time.trim())),
    );
}
