import type { MyRestaurant } from '@rpos/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { DeliverySettingsDialog } from './delivery-settings-dialog';

const restaurant = {
  deliveryServicePhone: '02 9999 0000',
  pickupInstructions: 'Side door',
} as MyRestaurant;

afterEach(() => vi.unstubAllGlobals());

describe('DeliverySettingsDialog', { timeout: 30_000 }, () => {
  it('clears both settings: a restaurant that stops delivering (decision 0460)', async () => {
    const { calls } = mockFetch({
      'PUT /api/deliverySettings': {
        body: { deliveryServicePhone: null, pickupInstructions: null, message: 'Updated successfully' },
      },
    });
    const onClose = vi.fn();
    renderWithApp(<DeliverySettingsDialog restaurant={restaurant} open onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear (no delivery)' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      deliveryServicePhone: null,
      pickupInstructions: null,
    });
  });

  it('offers no Clear when nothing is set', async () => {
    mockFetch({});
    renderWithApp(
      <DeliverySettingsDialog
        restaurant={{ deliveryServicePhone: null, pickupInstructions: null } as MyRestaurant}
        open
        onClose={() => {}}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear (no delivery)' })).not.toBeInTheDocument();
  });
});
