import { DEFAULT_TIMEZONE } from '../shared/constants';
import { dayjs } from '../shared/dayjs';

/** What a booking's calendar event carries. */
export interface BookingCalendarEvent {
  bookingId: string;
  restaurantName: string;
  address?: string | null;
  /** YYYY-MM-DD and HH:mm, the restaurant's local wall clock. */
  bookDateStr: string;
  startTime: string;
  endTime: string;
  timezone?: string | null;
  partySize: number;
  name: string;
  description?: string;
  /** Stamp of the file (now). */
  stamp: Date;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function icsEscape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Octets of a string in UTF-8. */
export function utf8Length(value: string): number {
  let n = 0;
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    n += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
  }
  return n;
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function icsFold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utcStamp = (d: Date): string => dayjs.utc(d).format('YYYYMMDD[T]HHmmss[Z]');

/** A local date and HH:mm of a zone as a UTC instant. */
export function localToUtc(dateStr: string, hhmm: string, timezone: string = DEFAULT_TIMEZONE): Date {
  return dayjs.tz(`${dateStr} ${hhmm}`, 'YYYY-MM-DD HH:mm', timezone || DEFAULT_TIMEZONE).toDate();
}

/** The booking as an iCalendar file (RFC 5545): one VEVENT in UTC, CRLF lines, folded. */
export function bookingIcs(e: BookingCalendarEvent): string {
  const tz = e.timezone || DEFAULT_TIMEZONE;
  const start = localToUtc(e.bookDateStr, e.startTime, tz);
  let end = localToUtc(e.bookDateStr, e.endTime, tz);
  if (end.getTime() <= start.getTime()) end = new Date(start.getTime() + 60 * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//rpos//Table booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:booking-${e.bookingId}@rpos`,
    `DTSTAMP:${utcStamp(e.stamp)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${icsEscape(`Table booking at ${e.restaurantName} (${e.partySize} guests)`)}`,
    ...(e.address ? [`LOCATION:${icsEscape(e.address)}`] : []),
    `DESCRIPTION:${icsEscape(e.description ?? `Booking for ${e.name}`)}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}
