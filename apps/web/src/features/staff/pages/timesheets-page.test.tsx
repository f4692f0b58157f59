import { TIMESHEET_MESSAGES as M, type TimesheetShift } from '@rpos/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../test/render';
import { TimesheetsPage } from './timesheets-page';

const SLOW = { timeout: 45_000 };
/** Types an ISO date as the field takes it: dd/MM/yyyy (decision 0459). */
const setDate = (input: HTMLElement, iso: string) =>
  fireEvent.change(input, { target: { value: iso.split('-').reverse().join('/') } });

const shift = (i: number, more: Partial<TimesheetShift> = {}): TimesheetShift => ({
  id: `o${i}`,
  staffId: `s${i}`,
  name: `Staff ${i}`,
  staffNumber: String(1000 + i),
  checkinId: `i${i}`,
  checkoutId: `o${i}`,
  checkinTime: '2025-06-01T23:00:00.000Z',
  checkoutTime: '2025-06-02T07:30:00.000Z',
  hours: 8.5,
  remarks: '',
  dateStr: '02-06-25',
  ...more,
});

function setup() {
  const shifts = [
    shift(1, { name: 'Mei Chen' }),
    shift(2, { checkoutId: null, checkoutTime: null, hours: null, id: 'i2' }),
  ];
  const fetch = mockFetch({
    'GET /api/timesheets': { body: { timesheets: [], shifts } },
    'PUT /api/timesheet/o1': { body: { message: M.saved, removed: 2 } },
  });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantAdmin'));
  return { ...fetch, ...renderWithApp(<TimesheetsPage />, { path: '/timesheets', client }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('TimesheetsPage', () => {
  it('lists the last 7 days as shifts with hours to 2 decimals, on the restaurant clock', SLOW, async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: 'Timesheets' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Mei Chen')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('02/06/2025 09:00:00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('02/06/2025 17:30:00')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('8.50')).toBeInTheDocument();
    const asked = calls.find((c) => c.path === '/api/timesheets')!.url.searchParams;
    expect(asked.get('startDateStr')).toMatch(/^\d{2}-\d{2}-\d{2}$/);
    expect(asked.get('endDateStr')).toMatch(/^\d{2}-\d{2}-\d{2}$/);
  });

  it('answers the range texts of §5 before asking the server', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await screen.findByRole('table', { name: 'Timesheets' });
    const start = screen.getByLabelText('Start Date');
    const end = screen.getByLabelText('End Date');
    setDate(start, '2025-05-10');
    setDate(end, '2025-05-01');
    expect(screen.getByText(M.endBeforeStart)).toBeInTheDocument();
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Query' }));
    expect(screen.getByText(M.startAfterEnd)).toBeInTheDocument();
    setDate(end, '2025-06-20');
    setDate(start, '2025-05-01');
    await user.click(screen.getByRole('button', { name: 'Query' }));
    expect(
      screen.getByText(/Start date and end date (must be less than today|gap must be less than 28 days)/),
    ).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });

  it('deletes exactly one chosen row, after asking', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await screen.findByRole('table', { name: 'Timesheets' });
    await user.click(screen.getByRole('button', { name: 'Delete timesheet' }));
    expect(await screen.findByText(M.selectOne)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Select Mei Chen' }));
    await user.click(screen.getByRole('button', { name: 'Delete timesheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this timesheet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ dateStr: '02-06-25' });
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
  });
});
