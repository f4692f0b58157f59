import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { KioskPage } from '../pages/kiosk-page';

const SLOW = { timeout: 60_000 };

function renderNew() {
  const fetch = mockFetch({
    'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
    'GET /api/kioskCode': {
      body: {
        newKioskNumber: '3',
        qrTypes: [
          { code: 'takeaway', name: 'Takeaway' },
          { code: 'dinein', name: 'Dine In' },
        ],
      },
    },
    'GET /api/tableInfo': {
      body: {
        tableInfo: { areas: [{ name: 'Main', tables: [{ tableNumber: '5' }, { tableNumber: '6' }] }] },
      },
    },
    'GET /api/terminals': { body: { terminals: [{ terminal: 'S1F2-1', store: 'ST-1' }] } },
    'POST /api/kiosk': ({ body }) => ({
      body: { kiosk: { id: 'k1', ...(body as { kiosk: object }).kiosk }, message: 'ok' },
    }),
  });
  const view = renderWithApp(<KioskPage />, {
    path: '/kiosk',
    route: '/kiosk/:kioskId?',
    routes: [{ path: '/kioskDevices', element: <p>The kiosks</p> }],
  });
  return { ...fetch, ...view };
}

describe('KioskPage (new kiosk)', () => {
  it(
    'starts with the next code and a 60 s timeout, answers the §5 rules, saves and returns to the list',
    SLOW,
    async () => {
      const user = userEvent.setup();
      const { calls, router } = renderNew();
      expect(await screen.findByLabelText(/^Kiosk Code/)).toHaveValue('3');
      expect(screen.getByLabelText('Timeout (seconds)')).toHaveValue('60');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please select the tables');

      await user.click(screen.getByRole('combobox', { name: /^Tables/ }));
      await user.click(await screen.findByRole('option', { name: '5' }));
      await user.click(screen.getByRole('checkbox', { name: 'Takeaway' }));
      await user.click(screen.getByLabelText('Message'));
      await user.paste('x'.repeat(31));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The message can be at most 30 characters');
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await user.clear(screen.getByLabelText('Message'));
      await user.click(screen.getByLabelText('Message'));
      await user.paste('Welcome');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/kioskDevices'));
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        kiosk: {
          code: '3',
          tables: [{ tableNumber: '5' }],
          qrTypes: [{ code: 'takeaway', name: 'Takeaway' }],
          timeoutSeconds: 60,
          message: 'Welcome',
        },
      });
      expect(await screen.findByText('Kiosk updated successfully!')).toBeVisible();
    },
  );
});
