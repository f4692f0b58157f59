import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { ThankYouPage } from './thank-you-page';

describe('ThankYouPage', () => {
  it('shows the last 4 characters of the order in upper case and links to the summary', async () => {
    renderRoutes(
      [{ path: '/orderSuccess/:menuId/:tableId/:reference/:type?', element: <ThankYouPage /> }],
      '/orderSuccess/goldendragon/5/0f3c-9a1b2c3d',
    );
    expect(await screen.findByTestId('order-number')).toHaveTextContent('2C3D');
    expect(screen.getByRole('link', { name: 'View Order' })).toHaveAttribute(
      'href',
      '/orderSuccessDetail/goldendragon/5/0f3c-9a1b2c3d',
    );
    expect(
      screen.getByText('Thank you for your order! It has been successfully received and is being processed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
  });

  it('tells a framing page about a successful payment (type=success)', async () => {
    const postMessage = vi.fn();
    const parent = vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    renderRoutes(
      [{ path: '/orderSuccess/:menuId/:tableId/:reference/:type?', element: <ThankYouPage /> }],
      '/orderSuccess/goldendragon/5/abcd1234?type=success',
    );
    expect(await screen.findByTestId('order-number')).toHaveTextContent('1234');
    expect(postMessage).toHaveBeenCalledWith({ type: 'payment_success' }, '*');
    parent.mockRestore();
  });
});
