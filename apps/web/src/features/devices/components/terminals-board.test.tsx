import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { TerminalsPage } from '../pages/terminals-page';

const SLOW = { timeout: 30_000 };
const entry = (terminalId: string, status: string, store = '') => ({
  store,
  inStoreTerminals: [terminalId],
  terminalId,
  status,
  description: terminalId,
  isStandaloneTerminal: false,
});

describe('TerminalsPage', () => {
  it(
    "asks for a terminal, hides Return for Inventory, searches, assigns with the server's text",
    SLOW,
    async () => {
      const { calls } = mockFetch({
        'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
        'GET /api/allTerminals': {
          body: {
            stores: [
              entry('S1F2-1', 'Assigned', 'ST-golden'),
              entry('P400-2', 'Inventory'),
              entry('V400m-3', 'Inventory'),
            ],
            isStandaloneTerminal: false,
          },
        },
        'POST /api/assignTerminals': {
          body: {
            message:
              'The terminal has been updated successfully and waiting for the terminal to be connected',
          },
        },
      });
      const user = userEvent.setup();
      renderWithApp(<TerminalsPage />, { path: '/posTerminals' });
      await user.click(await screen.findByRole('button', { name: 'Assign' }));
      expect(await screen.findByText('Please select a terminal.')).toBeVisible();

      const s1 = screen.getByRole('button', { name: 'S1F2-1' });
      expect(s1).toHaveStyle({ color: '#2e7d32' });
      expect(screen.getByRole('button', { name: 'P400-2' })).toHaveStyle({ color: '#6a1b9a' });
      expect(screen.getByRole('button', { name: 'V400m-3' })).toHaveStyle({ color: '#1565c0' });

      await user.click(screen.getByRole('button', { name: 'P400-2' }));
      expect(screen.queryByRole('button', { name: 'Return' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Assign' }));
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ terminal: 'P400-2', isReturn: false }),
      );
      expect(
        await screen.findByText(
          'The terminal has been updated successfully and waiting for the terminal to be connected',
        ),
      ).toBeVisible();

      await user.type(screen.getByLabelText('Search by store or terminal'), 'golden');
      expect(screen.queryByRole('button', { name: 'P400-2' })).toBeNull();
      expect(screen.getByRole('button', { name: 'S1F2-1' })).toBeVisible();
    },
  );
});
