import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { UberIntegrationButton } from './uber-integration-dialog';

const CONFIG = {
  uberStoreName: 'Golden Dragon',
  localRestaurantId: 'goldendragon',
  store_id: 'offline-goldendragon',
  partner_store_id: 'goldendragon',
  isConnected: true,
  online_status: 'ONLINE',
  pos_integration_enabled: true,
  auto_accept_enabled: false,
  order_release_enabled: false,
  integration_enabled: true,
  integrator_store_id: 'goldendragon',
  integrator_brand_id: null,
  webhooks_config: {
    webhooks_version: '1.0.0',
    schedule_order_webhooks: { is_enabled: false },
    order_release_webhooks: { is_enabled: false },
    delivery_status_webhooks: { is_enabled: true },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('UberIntegrationButton (back-office.md §2.11)', { timeout: 60_000 }, () => {
  it('without a store id: asks for the authorisation URL and sends the popup there', async () => {
    const popup = { location: { href: '' }, closed: false, close: vi.fn() };
    const open = vi.fn(() => popup);
    vi.stubGlobal('open', open);
    const { calls } = mockFetch({
      'GET /api/uber/auth-url': { body: { authUrl: '/api/uber/consent?state=s' } },
    });
    renderWithApp(<UberIntegrationButton restaurantId="r1" storeId={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uber Eats' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(popup.location.href).toBe('/api/uber/consent?state=s'));
    expect(calls[0]!.url.searchParams.get('restaurantId')).toBe('r1');
    expect(await screen.findByText('Waiting for Uber Eats in the popup window...')).toBeInTheDocument();
  });

  it('with a store id: opens the config; Disconnect clears it and closes the dialog', async () => {
    const { calls } = mockFetch({
      'GET /api/uber/integration-config': { body: CONFIG },
      'DELETE /api/uber/integration-config': { body: { message: 'Disconnected successfully' } },
    });
    renderWithApp(<UberIntegrationButton restaurantId="r1" storeId="offline-goldendragon" />);
    fireEvent.click(screen.getByRole('button', { name: 'Uber Eats' }));
    expect(await screen.findByText('offline-goldendragon')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.searchParams.get('restaurantId') === 'r1')).toBe(
      true,
    );
  });
});
