import { BOOKING_MESSAGES } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock';
import { makeUser } from '../../../../test/fixtures';
import { renderWithApp, testQueryClient } from '../../../../test/render';
import { bookingAdminKeys } from '../../api/booking-admin-api';
import { BookingSettingsPage } from '../../pages/booking-settings-page';

const SLOW = { timeout: 30_000 };

const lunch = { sessionId: 's1', sessionName: 'Lunch' };
const dinner = { sessionId: 's2', sessionName: 'Dinner' };
const SETTINGS = {
  settings: { disclaimer: 'Deposits are not refunded', declineTodayBooking: false },
  closeDates: [{ date: '25/12/2099', sessions: [lunch, dinner] }],
  sessions: [lunch, dinner],
};

function renderSettings(routes: Parameters<typeof mockFetch>[0] = {}) {
  const fetch = mockFetch({ 'GET /api/bookingSettings': { body: SETTINGS }, ...routes });
  const client = testQueryClient();
  client.setQueryData(['auth', 'user'], makeUser('restaurantManager', ['bookingManagement']));
  client.setQueryData(bookingAdminKeys.timezone('goldendragon'), 'Australia/Sydney');
  const view = renderWithApp(<BookingSettingsPage />, { path: '/bookingSettings', client });
  return { ...fetch, ...view };
}

const closeDatesCard = () => screen.getByRole('region', { name: 'Close Dates' });

describe('BookingSettingsPage: close dates', () => {
  it('lists the close dates with their sessions', SLOW, async () => {
    renderSettings();
    const list = await screen.findByRole('list', { name: 'Close dates' });
    const item = within(list).getByText('25/12/2099').closest('li') as HTMLElement;
    expect(within(item).getByText('Lunch')).toBeInTheDocument();
    expect(within(item).getByText('Dinner')).toBeInTheDocument();
  });

  it(
    'adds a date typed as dd/MM/yyyy with its sessions, removes one, and saves the whole list',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = renderSettings({
        'POST /api/bookingSessions': {
          body: {
            closeDates: [{ date: '01/01/2100', sessions: [dinner] }],
            message: 'Close Dates Updated Successfully',
          },
        },
      });
      await screen.findByText('25/12/2099');
      const card = closeDatesCard();

      // No session chosen, then a malformed date, then a date in the past.
      await user.type(within(card).getByLabelText('Close date (dd/MM/yyyy)'), '01/01/2100');
      await user.click(within(card).getByRole('button', { name: 'Add New Close Date' }));
      expect(within(card).getByText('Please select at least one session')).toBeInTheDocument();
      await user.click(within(card).getByRole('checkbox', { name: 'Dinner' }));
      expect(within(card).queryByText('Please select at least one session')).not.toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Add New Close Date' }));
      expect(within(card).getByText('01/01/2100')).toBeInTheDocument();
      expect(within(card).getByText('Changes to the close dates are not saved yet.')).toBeInTheDocument();

      await user.type(within(card).getByLabelText('Close date (dd/MM/yyyy)'), '31/02/2100{Enter}');
      expect(within(card).getByText('Please enter a date as dd/MM/yyyy')).toBeInTheDocument();
      await user.clear(within(card).getByLabelText('Close date (dd/MM/yyyy)'));
      await user.type(within(card).getByLabelText('Close date (dd/MM/yyyy)'), '01/01/2000');
      await user.click(within(card).getByRole('checkbox', { name: 'Lunch' }));
      await user.click(within(card).getByRole('button', { name: 'Add New Close Date' }));
      expect(within(card).getByText(BOOKING_MESSAGES.closeDate)).toBeInTheDocument();

      await user.click(within(card).getByRole('button', { name: 'Delete close date 25/12/2099' }));
      expect(within(card).queryByText('25/12/2099')).not.toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Close Dates Updated Successfully')).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        closeDates: [{ date: '01/01/2100', sessionIds: ['s2'] }],
      });
      await waitFor(() =>
        expect(
          within(card).queryByText('Changes to the close dates are not saved yet.'),
        ).not.toBeInTheDocument(),
      );
    },
  );

  it('shows the spec failure text when the close dates cannot be saved', SLOW, async () => {
    const user = userEvent.setup();
    renderSettings({
      'POST /api/bookingSessions': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    await screen.findByText('25/12/2099');
    await user.click(within(closeDatesCard()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error in updating the close dates')).toBeInTheDocument();
  });

  it('shows the load failure text', SLOW, async () => {
    renderSettings({ 'GET /api/bookingSettings': { status: 500, body: { code: 'INTERNAL', message: 'x' } } });
    expect(await screen.findByText('Something went wrong, please try again later')).toBeInTheDocument();
  });
});

describe('BookingSettingsPage: disclaimer', () => {
  it('counts the disclaimer, refuses more than 100 characters and saves the switch', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderSettings({
      'POST /api/bookingSettings': {
        body: {
          settings: { disclaimer: 'Be on time', declineTodayBooking: true },
          message: 'Settings Updated Successfully',
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Disclaimer' });
    const field = within(form).getByLabelText('Disclaimer');
    expect(within(form).getByTestId('disclaimer-count')).toHaveTextContent('25/100');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(101));
    expect(await within(form).findByText(BOOKING_MESSAGES.disclaimerMax)).toBeInTheDocument();
    expect(within(form).getByTestId('disclaimer-count')).toHaveTextContent('101/100');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Be on time');
    await user.click(within(form).getByRole('switch', { name: "Decline today's bookings" }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings Updated Successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/bookingSettings' && c.method === 'POST')?.body).toEqual({
      disclaimer: 'Be on time',
      declineTodayBooking: true,
    });
  });

  it('shows the spec failure text when the settings cannot be saved', SLOW, async () => {
    const user = userEvent.setup();
    renderSettings({
      'POST /api/bookingSettings': { status: 500, body: { code: 'INTERNAL', message: 'x' } },
    });
    const form = await screen.findByRole('form', { name: 'Disclaimer' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error in updating the settings')).toBeInTheDocument();
  });
});
