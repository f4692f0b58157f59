import { MENU_MESSAGES } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { serviceAvailabilityToSend, serviceDaysOf } from '../components/admin/service-days';
import { staffMenu } from '../components/admin/staff-menu.fixture';
import { ServiceAvailabilityPage } from './service-availability-page';

const menu = staffMenu({
  serviceAvailability: [{ day_of_week: 2, time_periods: [{ start_time: '11:00', end_time: '15:00' }] }],
});

function setup() {
  const fetch = mockFetch({
    'GET /api/myMenu/m1': { body: menu },
    'PUT /api/myMenu/m1': ({ body }) => ({ body: { ...menu, ...(body as object) } }),
  });
  const view = renderWithApp(<ServiceAvailabilityPage />, {
    path: '/menu/m1/service-availability',
    route: '/menu/:menuId/service-availability',
    routes: [{ path: '/menu/:menuId', element: <p>menu form</p> }],
  });
  return { ...fetch, ...view };
}

// user-event typing in MUI forms is slow on a busy 2-core machine.
const SLOW = { timeout: 20_000 };

describe('service availability rules', () => {
  it('sends only enabled days with at least one period', () => {
    const days = serviceDaysOf(menu.serviceAvailability);
    expect(days.map((d) => d.enabled)).toEqual([false, true, false, false, false, false, false]);
    days[0] = { day_of_week: 1, enabled: true, time_periods: [] };
    days[2] = { day_of_week: 3, enabled: false, time_periods: [{ start_time: '09:00', end_time: '17:00' }] };
    expect(serviceAvailabilityToSend(days)).toEqual(menu.serviceAvailability);
  });
});

describe('ServiceAvailabilityPage', () => {
  it(
    'Add Time Period enables the day with 09:00-17:00; Save sends the enabled days and goes back to the menu',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls, router } = setup();
      const monday = await screen.findByRole('group', { name: 'Monday' });
      expect(within(monday).getByText('Closed')).toBeInTheDocument();
      await user.click(within(monday).getByRole('button', { name: /Add Time Period/ }));
      expect(within(monday).getByText('Available')).toBeInTheDocument();
      expect(within(monday).getByLabelText('Monday Start 1')).toHaveValue('09:00');
      expect(within(monday).getByLabelText('Monday End 1')).toHaveValue('17:00');

      // Wednesday gets a period, then is closed again: it is not sent.
      const wednesday = screen.getByRole('group', { name: 'Wednesday' });
      await user.click(within(wednesday).getByRole('button', { name: /Add Time Period/ }));
      await user.click(within(wednesday).getByRole('switch'));

      await user.click(screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement);
      await waitFor(() => expect(router.state.location.pathname).toBe('/menu/m1'));
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        serviceAvailability: [
          { day_of_week: 1, time_periods: [{ start_time: '09:00', end_time: '17:00' }] },
          { day_of_week: 2, time_periods: [{ start_time: '11:00', end_time: '15:00' }] },
        ],
      });
      expect(await screen.findByText('Service availability updated successfully')).toBeInTheDocument();
    },
  );

  it('refuses times that are not 24-hour HH:mm', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const tuesday = await screen.findByRole('group', { name: 'Tuesday' });
    const end = within(tuesday).getByLabelText('Tuesday End 1');
    await user.clear(end);
    await user.type(end, '5pm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(tuesday).findByText(MENU_MESSAGES.timeFormat)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(end);
    await user.type(end, '24:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("says 'Failed to update service availability' when saving fails", SLOW, async () => {
    const user = userEvent.setup();
    mockFetch({ 'GET /api/myMenu/m1': { body: menu }, 'PUT /api/myMenu/m1': { status: 500, body: {} } });
    renderWithApp(<ServiceAvailabilityPage />, {
      path: '/menu/m1/service-availability',
      route: '/menu/:menuId/service-availability',
    });
    await screen.findByRole('group', { name: 'Tuesday' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update service availability')).toBeInTheDocument();
  });

  it('Back to Menu goes to /menu/:menuId', SLOW, async () => {
    setup();
    const links = await screen.findAllByRole('link', { name: 'Back to Menu' });
    expect(links[0]).toHaveAttribute('href', '/menu/m1');
  });
});
