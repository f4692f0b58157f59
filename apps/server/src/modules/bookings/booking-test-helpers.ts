import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

// Shared by the booking route tests: 11:00 on Monday 2 March 2026 in Sydney (AEDT, UTC+11), and the
// calls a test makes as the restaurant's staff or as a diner of it.
export const NOW = new Date('2026-03-02T00:00:00Z');
export const TODAY = '2026-03-02';
export const TOMORROW = '2026-03-03';

/** Calls of the booking API; `who` gives the staff cookie and the restaurant's url identifier once set. */
export function bookingCalls(t: TestApp, who: () => { cookie: string; url: string }) {
  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
    t.request({ method, url: `/api${path}`, payload, headers: { cookie: who().cookie } });
  const sessionsOn = (dateStr: string, partySize: number) =>
    t.request({
      method: 'GET',
      url: `/api/restaurantBookingSessions?restaurantId=${who().url}&dateStr=${dateStr}&partySize=${partySize}`,
    });
  const offered = async (dateStr: string, partySize: number): Promise<string[]> => {
    const res = await sessionsOn(dateStr, partySize);
    expect(res.statusCode).toBe(200);
    return res.json().sessions.map((s: { name: string }) => s.name);
  };
  const book = (sessionId: string, booking: object) =>
    t.request({
      method: 'POST',
      url: '/api/booking',
      headers: { clientId: 'client-1' },
      payload: {
        restaurantId: who().url,
        bookingSession: { id: sessionId },
        booking: {
          partySize: 2,
          bookDateStr: TOMORROW,
          sessionId,
          tables: [{ tableNumber: 'T2' }],
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          mobilePhone: '0412345678',
          ...booking,
        },
      },
    });
  return { staff, sessionsOn, offered, book };
}
