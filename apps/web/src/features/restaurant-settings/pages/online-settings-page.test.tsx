import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { settingsAnswer, settingsSetup } from '../settings-test-fixtures';
import { OnlineSettingsPage } from './online-settings-page';

const SLOW = { timeout: 30_000 };

function renderPage(...args: Parameters<typeof settingsSetup>) {
  const setup = settingsSetup(...args);
  renderWithApp(<OnlineSettingsPage />, { path: '/restaurantSettings', client: setup.client });
  return setup;
}
const orderingCard = () => screen.findByRole('form', { name: 'Online Ordering Settings' });

describe('OnlineSettingsPage', () => {
  it(
    'till and Adyen exclude each other, as do food court payment required and optional; save sends both',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const saved = settingsAnswer();
      const { calls } = renderPage(
        {
          'PUT /api/restaurantSettings': ({ body }) => ({
            body: {
              ...saved,
              onlineSettings: {
                ...saved.onlineSettings,
                ...(body as { onlineSettings: object }).onlineSettings,
              },
              message: 'Updated successfully',
            },
          }),
        },
        {
          settings: settingsAnswer({
            onlineSettings: {
              ...saved.onlineSettings,
              isTillPaymentEnabled: true,
              foodCourtPaymentOptional: true,
            },
          }),
        },
      );
      const card = await orderingCard();
      const till = within(card).getByRole('switch', { name: /Till payment/ });
      const adyen = within(card).getByRole('switch', { name: /Adyen payment/ });
      expect(till).toBeChecked();
      await user.click(adyen);
      expect(adyen).toBeChecked();
      expect(till).not.toBeChecked();
      await user.click(within(card).getByRole('switch', { name: 'Food court: payment required' }));
      expect(within(card).getByRole('switch', { name: 'Food court: payment optional' })).not.toBeChecked();

      await user.click(within(card).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
      const put = calls.find((c) => c.method === 'PUT');
      expect(put?.body).toMatchObject({
        onlineSettings: {
          isTillPaymentEnabled: false,
          isAdyenPaymentEnabled: true,
          foodCourtPaymentRequired: true,
          foodCourtPaymentOptional: false,
          postpaidAutoAcceptAmountThreshold: null,
          orderCompleteMessages: [],
        },
      });
    },
  );

  it(
    'checks the limits before saving: allergy notice 200, threshold in dollars, messages 150',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = renderPage();
      const card = await orderingCard();
      await user.click(within(card).getByLabelText('Allergy notice'));
      await user.paste('a'.repeat(201));
      expect(
        await within(card).findByText('The allergy notice can have at most 200 characters'),
      ).toBeInTheDocument();
      expect(within(card).getByTestId('allergyNotice-count')).toHaveTextContent('201/200');
      await user.type(within(card).getByLabelText(/Auto-accept/), '12.345');
      await user.click(within(card).getByRole('button', { name: 'Save' }));
      expect(await within(card).findByText('Please enter a valid amount')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    },
  );

  it('the home dialog: a shown dialog needs a title and a text without HTML tags', SLOW, async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      'PUT /api/restaurantSettings': { body: { ...settingsAnswer(), message: 'Updated successfully' } },
    });
    const card = await screen.findByRole('form', { name: 'Home Dialog' });
    await user.click(within(card).getByRole('switch', { name: 'Show the dialog' }));
    await user.type(within(card).getByLabelText('Text'), 'Closed <b>Monday</b>');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Title must be between 1 and 50 characters')).toBeInTheDocument();
    expect(within(card).getByText('Dialog text cannot contain HTML tags')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(within(card).getByLabelText('Title'), 'Closed Monday');
    await user.clear(within(card).getByLabelText('Text'));
    await user.type(within(card).getByLabelText('Text'), 'We are closed on Monday.');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        onlineSettings: {
          showDialog: true,
          dialogTitle: 'Closed Monday',
          dialogText: 'We are closed on Monday.',
        },
      }),
    );
  });

  it('without a selected restaurant asks to select one and links to My Restaurant', SLOW, async () => {
    const { calls } = renderPage({}, { restaurantId: null });
    expect(await screen.findByText('Please select a restaurant first.')).toBeInTheDocument();
    expect(screen.getByText('Please go back to the MyRestaurant screen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Restaurant' })).toHaveAttribute('href', '/myrestaurant');
    expect(calls).toEqual([]);
  });

  it(
    'asks before leaving with a card not saved: one Save per card, no edit lost silently (decision 0461)',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const setup = settingsSetup({}, { settings: settingsAnswer({ paymentRequiredTableNumbers: ['5'] }) });
      renderWithApp(<OnlineSettingsPage />, {
        path: '/restaurantSettings',
        client: setup.client,
        routes: [{ path: '/qrcodes/:id', element: <p>QR codes page</p> }],
      });
      const card = await screen.findByRole('form', { name: 'Home Dialog' });
      await user.type(within(card).getByLabelText('Title'), 'Closed Monday');
      await user.click(screen.getByRole('link', { name: 'Edit on the QR codes page' }));
      const ask = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
      await user.click(within(ask).getByRole('button', { name: 'Stay' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(within(card).getByLabelText('Title')).toHaveValue('Closed Monday');
      await user.click(screen.getByRole('link', { name: 'Edit on the QR codes page' }));
      const again = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
      await user.click(within(again).getByRole('button', { name: 'Leave without saving' }));
      expect(await screen.findByText('QR codes page')).toBeInTheDocument();
    },
  );

  it('links the payment-required tables to the QR codes page', SLOW, async () => {
    renderPage({}, { settings: settingsAnswer({ paymentRequiredTableNumbers: ['5', 'A1'] }) });
    const card = await screen.findByLabelText('Payment-Required Table Numbers');
    expect(within(card).getByText('A1')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit on the QR codes page' })).toHaveAttribute(
      'href',
      '/qrcodes/goldendragon',
    );
  });
});
