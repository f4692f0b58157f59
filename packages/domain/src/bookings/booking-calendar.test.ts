import { describe, expect, it } from 'vitest';
import { bookingIcs, icsEscape, icsFold, localToUtc, utf8Length } from './booking-calendar';

const event = {
  bookingId: 'b-123456',
  restaurantName: 'Golden Dragon; Sydney',
  address: '1 George St, Sydney',
  bookDateStr: '2026-07-10',
  startTime: '18:00',
  endTime: '20:30',
  timezone: 'Australia/Sydney',
  partySize: 4,
  name: 'Ada',
  stamp: new Date('2026-07-01T09:08:07Z'),
};

describe('booking calendar file (RFC 5545)', () => {
  it('writes one VEVENT in UTC with CRLF lines', () => {
    const ics = bookingIcs(event);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines).toContain('UID:booking-b-123456@rpos');
    expect(lines).toContain('DTSTAMP:20260701T090807Z');
    // AEST (UTC+10) in July.
    expect(lines).toContain('DTSTART:20260710T080000Z');
    expect(lines).toContain('DTEND:20260710T103000Z');
    expect(lines).toContain('LOCATION:1 George St\\, Sydney');
    expect(ics).toContain('SUMMARY:Table booking at Golden Dragon\\; Sydney (4 guests)');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('gives an hour when the session has no later end', () => {
    const ics = bookingIcs({ ...event, endTime: '18:00' });
    expect(ics).toContain('DTEND:20260710T090000Z');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(icsEscape('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = icsFold(`DESCRIPTION:${'é'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(utf8Length(line)).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
  });

  it('turns a local time into UTC across daylight saving', () => {
    expect(localToUtc('2026-01-10', '18:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-01-10T07:00:00.000Z',
    );
    expect(localToUtc('2026-07-10', '18:00', 'Australia/Sydney').toISOString()).toBe(
      '2026-07-10T08:00:00.000Z',
    );
  });
});
