import { SURCHARGE_MESSAGES, type SurchargeSetting } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { SurchargePage } from '../pages/surcharge-page';
import { SurchargeSettingsPage } from '../pages/surcharge-settings-page';

const SLOW = { timeout: 30_000 };

const SUNDAY: SurchargeSetting = {
  id: 's1',
  name: 'Sunday surcharge',
  surchargeDescription: '',
  weekdays: ['Sunday'],
  publicHolidayDays: [],
  isEnabled: true,
  isPercentage: true,
  isTax: false,
  isExclusive: false,
  isTaxBasedOnSubtotal: false,
  amount: 10,
};

function renderForm(path = '/surcharge', user = makeUser('restaurantAdmin')) {
  const fetch = mockFetch({
    'GET /api/user': { body: { userCredentials: user } },
    'GET /api/surcharges': { body: { surchargeSettings: [SUNDAY] } },
    'PUT /api/updateRestaurantValues/': ({ body }) => ({
      body: { success: true, ...(body as object) },
    }),
  });
  const view = renderWithApp(<SurchargePage />, {
    path,
    route: '/surcharge/:surchargeId?',
    routes: [
      { path: '/myRestaurant', element: <p>My restaurant</p> },
      { path: '/surchargeSettings', element: <p>Surcharge list</p> },
    ],
  });
  return { ...fetch, ...view };
}

describe('SurchargePage (the form)', () => {
  it('disables Save without a name or an amount, and saves a fixed amount in cents', SLOW, async () => {
    const user = userEvent.setup();
    const { calls, router } = renderForm();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Name/), 'Saturday surcharge');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Percentage/), '0');
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText(/^Percentage/));
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Percentage/), '5');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Name/), 'Saturday surcharge');
    expect(save).toBeEnabled();

    // Description stops at 50 characters.
    await user.type(screen.getByLabelText('Description'), 'x'.repeat(52));
    expect(screen.getByLabelText('Description')).toHaveValue('x'.repeat(50));

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Fixed amount' }));
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '2.50');
    await user.click(screen.getByRole('button', { name: 'Saturday' }));
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe('/myRestaurant'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      surchargeSettings: [
        SUNDAY,
        {
          name: 'Saturday surcharge',
          surchargeDescription: 'x'.repeat(50),
          weekdays: ['Saturday'],
          publicHolidayDays: [],
          isEnabled: true,
          isPercentage: false,
          isTax: false,
          isExclusive: false,
          isTaxBasedOnSubtotal: false,
          amount: 250,
        },
      ],
    });
  });

  it('asks before leaving edits not saved, and not after saving them (decision 0523)', SLOW, async () => {
    const user = userEvent.setup();
    const { router } = renderForm('/surcharge/s1');
    const amount = await screen.findByLabelText(/^Percentage/);
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const ask = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/surcharge/s1');
    expect(amount).toHaveValue('12.5');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/surchargeSettings'));
  });

  it('edits a surcharge in place', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderForm('/surcharge/s1');
    const amount = await screen.findByLabelText(/^Percentage/);
    expect(amount).toHaveValue('10');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      surchargeSettings: [{ ...SUNDAY, amount: 12.5 }],
    });
  });

  it('says to go back to the restaurant screen when saving without a restaurant', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderForm('/surcharge', makeUser('admin', [], { restaurantId: null }));
    await user.type(await screen.findByLabelText(/^Name/), 'Late night');
    await user.type(screen.getByLabelText(/^Percentage/), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SURCHARGE_MESSAGES.goBack)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('SurchargeSettingsPage (the list)', () => {
  it('lists, asks for a selection, confirms and deletes', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
      'GET /api/surcharges': { body: { surchargeSettings: [SUNDAY] } },
      'PUT /api/updateRestaurantValues/': { body: { success: true, surchargeSettings: [] } },
    });
    const { router } = renderWithApp(<SurchargeSettingsPage />, {
      path: '/surchargeSettings',
      routes: [{ path: '/myRestaurant', element: <p>My restaurant</p> }],
    });
    const table = await screen.findByRole('table', { name: 'Surcharges' });
    expect(within(table).getByRole('link', { name: 'Sunday surcharge' })).toHaveAttribute(
      'href',
      '/surcharge/s1',
    );
    expect(within(table).getByText('10%')).toBeInTheDocument();
    expect(within(table).getByText('Sun')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(SURCHARGE_MESSAGES.selectSurcharge)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Sunday surcharge' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/myRestaurant'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ surchargeSettings: [] });
  });

  it('asks for a restaurant when none is selected', async () => {
    mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('admin', [], { restaurantId: null }) } },
    });
    renderWithApp(<SurchargeSettingsPage />, { path: '/surchargeSettings' });
    expect(await screen.findByText(SURCHARGE_MESSAGES.selectRestaurant)).toBeInTheDocument();
  });
});
