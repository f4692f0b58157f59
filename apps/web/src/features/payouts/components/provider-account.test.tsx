import { PAYOUT_MESSAGES as M, type PayoutAccountResponse } from '@rpos/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ProviderAccountPage } from '../pages/provider-account-page';

const SLOW = { timeout: 30_000 };

const ACCOUNT: PayoutAccountResponse = {
  accountDetails: {
    provider: 'sandbox',
    isAdyenAccountValid: true,
    isAllowed: true,
    legalEntityId: 'LE_SBX_1',
    accountHolderId: 'AH_SBX_1',
    balanceAccount: 'BA_SBX_1',
    currency: 'AUD',
    balance: 500_000,
    available: 500_000,
    sweepHour: 17,
    sweepMinute: 30,
    timeZone: 'Australia/Sydney',
    industryCode: null,
    lastPayoutAt: null,
    stores: [{ id: 'ST1', reference: 'goldendragon', description: 'Golden Dragon', status: 'active' }],
  },
  transfers: [],
};

function renderPage() {
  const fetch = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('admin') } },
    'GET /api/payoutAccount': { body: ACCOUNT },
    'POST /api/getSweeps': {
      body: {
        sweeps: [
          {
            id: 'SWPC1',
            schedule: { type: 'cron', cronExpression: '30 17 * * *' },
            targetAmount: { currency: 'AUD', value: 0 },
            status: 'active',
            description: '',
          },
        ],
      },
    },
    'POST /api/transferPayotus': ({ body }) => ({
      body: {
        message: M.transferred,
        transfer: {
          id: 'TR1',
          amount: { currency: 'AUD', value: (body as { transferAmount: number }).transferAmount },
          transferTo: 'transferInstrumentId',
          description: 'Rent',
          counterparty: '•••678',
          status: 'booked',
          createdAt: '2025-06-02T02:00:00.000Z',
        },
        accountDetails: ACCOUNT.accountDetails,
      },
    }),
  });
  return { ...fetch, ...renderWithApp(<ProviderAccountPage />, { path: '/adyenSettings' }) };
}

describe('ProviderAccountPage', () => {
  it('shows the account details from cents, the payout time and the create-store row', SLOW, async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Account details' });
    expect(within(table).getAllByText('$5,000.00')).toHaveLength(2);
    expect(within(table).getByText('Daily at 17:30 (Australia/Sydney)')).toBeVisible();
    // One store: Create a store is offered.
    expect(screen.getByRole('button', { name: 'Create a store' })).toBeVisible();
    expect(await screen.findByText('SWPC1')).toBeVisible();
  });

  it(
    'Transfer Money answers the §5 texts, then sends the amount in cents with the bank fields',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Transfer Money' }));
      const dialog = await screen.findByRole('dialog', { name: 'Transfer Money' });
      const send = within(dialog).getByRole('button', { name: 'Transfer Money' });
      await user.click(send);
      expect(await within(dialog).findByText(M.fillAllFields)).toBeVisible();

      await user.type(within(dialog).getByLabelText('Amount ($)'), '12.3x');
      await user.type(within(dialog).getByLabelText('Description'), 'Rent');
      await user.click(send);
      expect(await within(dialog).findByText(M.validAmount)).toBeVisible();

      await user.click(within(dialog).getByRole('combobox', { name: 'Transfer to' }));
      await user.click(screen.getByRole('option', { name: 'Bank account' }));
      const amount = within(dialog).getByLabelText('Amount ($)');
      await user.clear(amount);
      await user.type(amount, '123.45');
      await user.click(send);
      expect(await within(dialog).findByText(M.fillAllFields)).toBeVisible();
      expect(calls.some((c) => c.path === '/api/transferPayotus')).toBe(false);

      await user.type(within(dialog).getByLabelText('Bank account number'), '12345678');
      await user.type(within(dialog).getByLabelText('BSB'), '062000');
      await user.click(send);
      await waitFor(() => expect(calls.some((c) => c.path === '/api/transferPayotus')).toBe(true));
      expect(calls.find((c) => c.path === '/api/transferPayotus')?.body).toEqual({
        transferAmount: 12_345,
        transferDescription: 'Rent',
        transferTo: 'transferInstrumentId',
        accountField: '12345678',
        BSBField: '062000',
        restaurantId: makeUser('admin').restaurantId,
      });
      expect(await screen.findByText(M.transferred)).toBeVisible();
    },
  );
});
