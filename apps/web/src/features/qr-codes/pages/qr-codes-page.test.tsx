import { QR_SETTING_TYPES, type QrCodesPageResponse } from '@rpos/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { QrCodesPage } from './qr-codes-page';

const SLOW = { timeout: 20_000 };

const pageBody: QrCodesPageResponse = {
  restaurant: {
    restaurantId: 'r1',
    urlIdentifier: 'goldendragon',
    name: 'Golden Dragon',
    logo: null,
    timezone: 'Australia/Sydney',
  },
  origin: 'https://order.example.com',
  today: '02/06/2025',
  qrCodeSettings: QR_SETTING_TYPES.map((name) => ({ name, disabled: false, disabledDate: null })),
  paymentRequiredTableNumbers: ['7'],
  tables: [{ tableNumber: '5', name: 'Table 5' }],
};

function setup(role = 'restaurantAdmin') {
  const fetch = mockFetch({
    'GET /api/qrCodeSettings': { body: pageBody },
    'GET /api/user': { body: { userCredentials: { role, restaurantId: 'r1' } } },
    'PUT /api/updateRestaurantValues/': { body: { success: true } },
    'GET /api/getTableQrString': {
      body: {
        qrString: 'https://order.example.com/online/goldendragon/5',
        tableNumber: '5',
        isPaymentRequired: false,
      },
    },
  });
  const view = renderWithApp(<QrCodesPage />, {
    path: '/qrcodes/goldendragon',
    route: '/qrcodes/:restaurantId',
    routes: [
      { path: '/myRestaurant', element: <p>my restaurant</p> },
      { path: '/restaurants', element: <p>restaurants</p> },
    ],
  });
  return { ...fetch, ...view };
}

describe('QrCodesPage', () => {
  it('shows a card per QR type with the URL the diner opens', SLOW, async () => {
    setup();
    for (const label of [
      'Pickup & Delivery',
      'Takeaway',
      'Pickup',
      'Delivery',
      'Food Court',
      'Booking',
      'Queue',
      'Online Menu',
    ])
      expect(await screen.findByRole('heading', { name: label })).toBeInTheDocument();
    expect(screen.getByText('https://order.example.com/online/goldendragon/takeaway')).toBeInTheDocument();
    expect(screen.getByText('https://order.example.com/queue/goldendragon')).toBeInTheDocument();
  });

  it(
    "saves the switches and 'disable today' (the restaurant's date), then returns to /myRestaurant",
    SLOW,
    async () => {
      const { calls, router } = setup();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('switch', { name: 'Takeaway Disabled' }));
      await user.click(screen.getByRole('button', { name: 'Pickup Disable today' }));
      expect(
        screen.getByText('Ordering is off today (02/06/2025); it reopens by itself tomorrow.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/myRestaurant'));
      const puts = calls.filter((c) => c.method === 'PUT');
      expect(puts).toHaveLength(1);
      const saved = (puts[0]!.body as { qrCodeSettings: { name: string }[] }).qrCodeSettings;
      expect(saved.find((s) => s.name === 'takeaway')).toEqual({
        name: 'takeaway',
        disabled: true,
        disabledDate: null,
      });
      expect(saved.find((s) => s.name === 'pickup')).toEqual({
        name: 'pickup',
        disabled: false,
        disabledDate: '02/06/2025',
      });
    },
  );

  it(
    'checks the table number, and a payment-required table joins the list saved with Save',
    SLOW,
    async () => {
      const { calls, router } = setup('admin');
      const user = userEvent.setup();
      const field = (await screen.findAllByLabelText('Table number'))[0]!;
      await user.type(field, '5?');
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      expect(
        screen.getByText('The table number should only include letters and numbers'),
      ).toBeInTheDocument();
      expect(calls.some((c) => c.path === '/api/getTableQrString')).toBe(false);

      await user.clear(field);
      await user.type(field, '5');
      await user.click(screen.getByRole('radio', { name: 'Payment required' }));
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      expect(await screen.findByText('Table 5 will require payment once you save.')).toBeInTheDocument();
      const query = calls.find((c) => c.path === '/api/getTableQrString')!.url.searchParams;
      expect(Object.fromEntries(query)).toEqual({ tableNumber: '5', isPaymentRequired: 'required' });

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/restaurants'));
      const puts = calls.filter((c) => c.method === 'PUT').map((c) => c.body);
      expect(puts[1]).toEqual({ paymentRequiredTableNumbers: ['7', '5'] });
    },
  );
});
