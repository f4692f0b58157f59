import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { DisplayClientPage } from '../pages/display-client-page';
import { PosClientsPage } from '../pages/pos-clients-page';

const SLOW = { timeout: 60_000 };
const TILL = {
  id: 'p1',
  posClientName: 'Till 1',
  posClientType: 'counter',
  username: 'till',
  userEmail: 'till@x.test',
  printerZones: [{ id: 'z1', zoneName: 'Bar' }],
};

describe('POS and display clients', () => {
  it('lists POS clients; Delete asks for a client first, then confirms and says so', SLOW, async () => {
    const { calls } = mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
      'GET /api/posClients': { body: { clients: [TILL] } },
      'DELETE /api/posClient/p1': { body: { message: 'POS Client deleted successfully!' } },
    });
    const user = userEvent.setup();
    renderWithApp(<PosClientsPage />, { path: '/posClients' });
    expect(await screen.findByText('Till 1')).toBeVisible();
    expect(screen.getByText('Bar')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Please select a client!')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Select Till 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('POS Client deleted successfully!')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/posClient/p1')).toBe(true);
  });

  it('a display client needs a name, a login and a POS client; then it is created', SLOW, async () => {
    const { calls } = mockFetch({
      'GET /api/user': { body: { userCredentials: makeUser('restaurantAdmin') } },
      'GET /api/posClients': { body: { clients: [TILL] } },
      'POST /api/displayClient': { body: { client: {}, message: 'Display Client created successfully' } },
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(<DisplayClientPage />, {
      path: '/displayClient',
      routes: [{ path: '/displayClients', element: <p>The list</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Client Name is required');
    await user.type(screen.getByLabelText(/^Client Name/), 'Kitchen');
    await user.type(screen.getByLabelText(/^Login Username/), 'till');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select at least one POS client');
    await user.click(screen.getByRole('checkbox', { name: 'Till 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/displayClients'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      displayClientName: 'Kitchen',
      username: 'till',
      posIds: ['p1'],
      posClientNames: ['Till 1'],
    });
    expect(await screen.findByText('Display Client created successfully')).toBeVisible();
  });
});
