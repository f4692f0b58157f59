import type { BookingSessionsResponse, PlaceBookingResponse, RestaurantInfoResponse } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { expectPath, signedInPage } from '../support/auth';
import { baseURL } from '../support/browser';
import { DEMO_ACCOUNTS } from '../support/demo-accounts';

// The restaurant manager of Golden Dragon holds the bookingManagement permission.
const manager = DEMO_ACCOUNTS.find((a) => a.role === 'restaurantManager')!;
const RESTAURANT = 'goldendragon';

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseURL()}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', clientId: 'e2e-diner', ...init.headers },
  });
  const body = (await res.json()) as T;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** The date `days` from now on the restaurant's clock, as YYYY-MM-DD. */
function restaurantDate(timezone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * The staff booking screens on the built app: staff create a session with a table, a diner books it
 * (through the diner API), staff find the booking in that day's list on /bookings, then delete the
 * session again so the demo restaurant offers diners what it did before.
 */
describe('booking administration (restaurantManager)', () => {
  it('creates a session, sees a diner’s booking of it in the day’s list, and deletes the session', async () => {
    const { page, context } = await signedInPage(manager);
    const sessionName = `E2E Supper ${Date.now().toString(36)}`;
    const { restaurant } = await api<RestaurantInfoResponse>(`/restaurantInfo?restaurantId=${RESTAURANT}`);
    const isoDate = restaurantDate(restaurant.timezone, 3);
    const [year, month, day] = isoDate.split('-');
    const dmyDate = `${day}/${month}/${year}`;

    // The session form: a guest limit, times and table 5 (4 seats) taking parties from 1.
    await page.goto('/bookingSessions');
    await page.getByRole('link', { name: 'Add Booking Session' }).click();
    await page.waitForURL('**/bookingSession');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(sessionName);
    await page.getByRole('spinbutton', { name: 'Total guests' }).fill('8');
    await page.getByRole('textbox', { name: 'Start time' }).fill('21:00');
    await page.getByRole('textbox', { name: 'End time' }).fill('23:00');
    await page.getByRole('combobox', { name: 'Add a table' }).click();
    await page.getByRole('option', { name: 'Table 5 (4 seats)' }).click();
    await page.getByRole('spinbutton', { name: 'Table 5 min guests' }).fill('1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await page.waitForURL('**/bookingSessions');
    const sessionRow = page.locator('tr', { has: page.getByRole('link', { name: sessionName }) });
    await sessionRow.waitFor();
    expect(await sessionRow.innerText()).toContain('21:00 - 23:00');

    // A diner books it for two on that date.
    const offered = await api<BookingSessionsResponse>(
      `/restaurantBookingSessions?restaurantId=${RESTAURANT}&dateStr=${isoDate}&partySize=2`,
    );
    const session = offered.sessions.find((s) => s.name === sessionName);
    expect(session?.tables.map((t) => t.tableNumber)).toEqual(['5']);
    const diner = `Ada Lovelace ${String.fromCharCode(97 + (Date.now() % 26))}`;
    const booked = await api<PlaceBookingResponse>('/booking', {
      method: 'POST',
      body: JSON.stringify({
        restaurantId: RESTAURANT,
        bookingSession: { id: session!.id },
        booking: {
          partySize: 2,
          bookDateStr: isoDate,
          sessionId: session!.id,
          tables: [{ tableNumber: '5' }],
          name: diner,
          email: 'ada@example.com',
          mobilePhone: '0412345678',
          specialRequirement: 'Booked by the browser journey',
          agreeTerms: true,
        },
      }),
    });
    expect(booked.status).toBe('confirmed');

    // Staff pick that date on /bookings and find the booking with its details.
    await page.goto('/bookings');
    const dateField = page.getByLabel('Date (dd/MM/yyyy)');
    await dateField.fill(dmyDate);
    await dateField.press('Enter');
    await page.waitForURL(`**/bookings?date=${isoDate}`);
    const bookings = page.getByRole('table', { name: `Bookings of ${dmyDate}` });
    const bookingRow = bookings.locator('tr', { hasText: diner });
    await bookingRow.waitFor();
    const cells = await bookingRow.locator('td').allInnerTexts();
    expect(cells[0]).toBe(booked.bookingId.slice(-6));
    expect(cells[2]).toContain('Confirmed');
    expect(cells[3]).toContain('21:00 - 23:00');
    expect(cells[4]).toBe('2');
    expect(cells[5]).toBe('5');
    expect(cells[6]).toBe('ada@example.com');
    expect(cells[8]).toBe('Booked by the browser journey');
    expect(cells[9]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);

    // Seat the guests.
    await bookingRow.getByRole('button', { name: /Change the status of booking/ }).click();
    await page.getByRole('menuitem', { name: 'Seat' }).click();
    await expect.poll(() => bookingRow.locator('td').nth(2).innerText()).toContain('Seated');

    // Delete the session again (the booking keeps its copy of the session).
    await page.goto('/bookingSessions');
    await page.getByRole('checkbox', { name: `Select ${sessionName}` }).check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete booking session' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Deleted successfully!').waitFor();
    await expect.poll(() => page.getByRole('link', { name: sessionName }).count()).toBe(0);
    expectPath(page, '/bookingSessions');
    await context.close();
  });
});
