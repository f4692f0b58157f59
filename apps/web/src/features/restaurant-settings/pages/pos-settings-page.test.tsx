import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { settingsAnswer, settingsSetup } from '../settings-test-fixtures';
import { PosSettingsPage } from './pos-settings-page';

const SLOW = { timeout: 30_000 };

function renderPage(...args: Parameters<typeof settingsSetup>) {
  const setup = settingsSetup(...args);
  renderWithApp(<PosSettingsPage />, { path: '/posSettings', client: setup.client });
  return setup;
}
const base = settingsAnswer();
const withPartners = settingsAnswer({
  posSettings: {
    ...base.posSettings,
    posPartners: [{ name: 'Gift Card', isPrepaid: true, sort: 1 }],
  },
});

describe('PosSettingsPage', () => {
  it('refuses a payment partner whose name exists in another case, then saves the list', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(
      {
        'PUT /api/updateRestaurantValues/': ({ body }) => ({
          body: {
            success: true,
            posSettings: { ...base.posSettings, ...(body as { posSettings: object }).posSettings },
          },
        }),
      },
      { settings: withPartners },
    );
    const card = await screen.findByRole('form', { name: 'Payment Partners' });
    await user.click(within(card).getByRole('button', { name: 'Add Payment Partner' }));
    const names = within(card).getAllByLabelText('Partner name');
    await user.type(names[1]!, ' gift card ');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('The partner name alreay exists.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(names[1]!);
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('The partner name cannot be empty')).toBeInTheDocument();
    await user.type(names[1]!, 'Cash');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      posSettings: {
        posPartners: [
          { name: 'Gift Card', isPrepaid: true, sort: 1 },
          { name: 'Cash', isPrepaid: false, sort: 2 },
        ],
      },
    });
  });

  it('discounts: percentage or amount in dollars with the §5 texts', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'PUT /api/updateRestaurantValues/': { body: { success: true, posSettings: base.posSettings } },
    });
    const card = await screen.findByRole('form', { name: 'Discounts' });
    expect(within(card).getByText('No discounts.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add Discount' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('The discount name cannot be empty')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Discount name'), 'Staff');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('The discount percentage cannot be empty')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Value'), 'ten');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText('The discount percentage is not a valid number'),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Amount ($)' }));
    await user.clear(within(card).getByLabelText('Value'));
    await user.type(within(card).getByLabelText('Value'), '5.50');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        posSettings: { discounts: [{ name: 'Staff', percentage: null, amount: 550, sort: 1 }] },
      }),
    );
  });

  it('delivery partners: a commission above 100 is refused', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    const card = await screen.findByRole('form', { name: 'Delivery Partners' });
    await user.click(within(card).getByRole('button', { name: 'Add Delivery Partner' }));
    await user.type(within(card).getByRole('combobox', { name: 'Partner name' }), 'UBER EATS');
    const commission = within(card).getByLabelText('Commission (%)');
    await user.clear(commission);
    await user.type(commission, '120');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(
      await within(card).findByText('The commission percentage must be a number between 0 and 100'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('order settings save with PUT /restaurantSettings', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'PUT /api/restaurantSettings': { body: { ...base, message: 'Updated successfully' } },
    });
    const card = await screen.findByRole('form', { name: 'Order Settings' });
    await user.click(within(card).getByRole('switch', { name: 'No PIN to take payments' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      posOrderingSettings: { disablePaymentPin: true, disableOrderDishPin: false },
      posSettings: { showRemoveTakeawayOrders: false },
    });
  });
});
