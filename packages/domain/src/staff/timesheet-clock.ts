import { localClock, minutesToHhmm } from '../restaurants/local-time';
import { DEFAULT_TIMEZONE } from '../shared/constants';

/** The clock fields of a timesheet record (back-office.md §3): the moment on the restaurant's clock and in UTC. */
export interface TimesheetClockFields {
  /** HH:mm:ss and DD/MM/YYYY on the restaurant's clock. */
  clockTime: string;
  clockDate: string;
  clockTimeUTC: string;
  clockDateUTC: string;
  timezone: string;
  /** '+10:00', '+11:00', '-05:00': the zone's offset at that moment. */
  utcOffset: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function timesheetClockFields(at: Date, timezone: string = DEFAULT_TIMEZONE): TimesheetClockFields {
  const zone = timezone || DEFAULT_TIMEZONE;
  const clock = localClock(at, zone);
  const seconds = pad(at.getUTCSeconds());
  const [y, m, d] = clock.isoDate.split('-').map(Number) as [number, number, number];
  const wallMs = Date.UTC(y, m - 1, d, 0, clock.minutes);
  const offset = Math.round((wallMs - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return {
    clockTime: `${minutesToHhmm(clock.minutes)}:${seconds}`,
    clockDate: clock.dmyDate,
    clockTimeUTC: `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${seconds}`,
    clockDateUTC: `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`,
    timezone: zone,
    utcOffset: `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`,
  };
}
