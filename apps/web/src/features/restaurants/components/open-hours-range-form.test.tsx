import { OPEN_HOURS_MESSAGES, type StaffOpenHoursResponse } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OpenHoursPage } from '../pages/open-hours-page';
import { OpenHoursRangeForm } from './open-hours-range-form';

const SLOW = { timeout: 30_000 };

describe('OpenHoursRangeForm', () => {
  it('enables Add only with a day and a close after the open', SLOW, async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderWithApp(<OpenHoursRangeForm onAdd={onAdd} />);
    const add = screen.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Friday' }));
    await user.type(screen.getByLabelText('Open'), '17:00');
    await user.type(screen.getByLabelText('Close'), '02:00');
    expect(add).toBeDisabled();
    expect(screen.getByText(OPEN_HOURS_MESSAGES.closeAfterOpen)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Close'));
    await user.type(screen.getByLabelText('Close'), '17:00');
    expect(add).toBeDisabled();
    await user.clear(screen.getByLabelText('Close'));
    await user.type(screen.getByLabelText('Close'), '24:00');
    expect(add).toBeEnabled();

    // No day chosen: still disabled.
    await user.click(screen.getByRole('button', { name: 'Friday' }));
    expect(add).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Friday' }));
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith({
      weekdays: ['Friday', 'Saturday'],
      openStart: '17:00',
      openEnd: '24:00',
    });
  });
});

const HOURS: StaffOpenHoursResponse = {
  urlIdentifier: 'goldendragon',
  timezone: 'Australia/Sydney',
  openHours: {
    openHoursItems: [{ id: 'h1', weekdays: ['Monday', 'Tuesday'], openStart: '11:00', openEnd: '15:00' }],
    closeDaysItems: ['25/12/2026'],
  },
};

describe('OpenHoursPage', () => {
  it(
    'adds a range and a closed date (a duplicate ignored), saves, and returns to /restaurants for admin',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = mockFetch({
        'GET /api/user': { body: { userCredentials: makeUser('admin') } },
        'GET /api/restaurantOpenHours': { body: HOURS },
        'PUT /api/restaurantOpenHours/goldendragon': ({ body }) => ({
          body: { ...HOURS, ...(body as object) },
        }),
      });
      const { router } = renderWithApp(<OpenHoursPage />, {
        path: '/openHours',
        routes: [{ path: '/restaurants', element: <p>Restaurants</p> }],
      });
      expect(await screen.findByText('11:00 – 15:00')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Sunday' }));
      await user.type(screen.getByLabelText('Open'), '17:00');
      await user.type(screen.getByLabelText('Close'), '24:00');
      await user.click(screen.getByRole('button', { name: 'Add' }));
      expect(screen.getByText('17:00 – 24:00')).toBeInTheDocument();

      const date = screen.getByLabelText('Date');
      for (const value of ['25/12/2026', '01/01/2026']) {
        await user.clear(date);
        await user.type(date, value);
        await user.click(screen.getByRole('button', { name: 'Add Date' }));
      }
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants'));
      const put = calls.find((c) => c.method === 'PUT');
      expect(put?.body).toEqual({
        openHours: {
          openHoursItems: [
            { id: 'h1', weekdays: ['Monday', 'Tuesday'], openStart: '11:00', openEnd: '15:00' },
            { weekdays: ['Sunday'], openStart: '17:00', openEnd: '24:00' },
          ],
          closeDaysItems: ['01/01/2026', '25/12/2026'],
        },
      });
    },
  );

  it('asks for a restaurant when none is selected', async () => {
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('admin', [], { restaurantId: null }) } },
    });
    renderWithApp(<OpenHoursPage />, { path: '/openHours' });
    expect(await screen.findByText('Please select a restaurant')).toBeInTheDocument();
  });
});
