import { BILLING_MESSAGES } from '@rpos/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderWithApp } from '../../../test/render';
import { PricesPage } from './prices-page';

const PRICES = {
  prices: [
    {
      id: 'price_m',
      unit_amount: 4995,
      currency: 'aud',
      interval: 'month',
      product: { name: 'POS Standard' },
      description: 'Billed monthly',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('PricesPage (/prices)', { timeout: 60_000 }, () => {
  it("shows 'Select a plan' with each plan's price, and subscribes with its priceId", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mockFetch({
      'GET /api/getProducts': { body: PRICES },
      'POST /api/createSubscribeCheckoutSession': { body: { sessionId: 's1', url: '/sandbox/subscribe/s1' } },
    });
    renderWithApp(<PricesPage />, { path: '/prices' });
    expect(
      await screen.findByRole('heading', { level: 1, name: BILLING_MESSAGES.selectPlan }),
    ).toBeInTheDocument();
    expect(await screen.findByText('$49.95 / month')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Subscribe POS Standard/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/subscribe/s1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ priceId: 'price_m' });
  });

  it("says 'Cannot get products' when the plans do not load", async () => {
    mockFetch({ 'GET /api/getProducts': { status: 502, body: { code: 'X', message: 'down' } } });
    renderWithApp(<PricesPage />, { path: '/prices' });
    expect(await screen.findByText(BILLING_MESSAGES.cannotGetProducts)).toBeInTheDocument();
  });

  it("says 'Cannot create a subscription' when the checkout fails", async () => {
    mockFetch({
      'GET /api/getProducts': { body: PRICES },
      'POST /api/createSubscribeCheckoutSession': {
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'x' },
      },
    });
    renderWithApp(<PricesPage />, { path: '/prices' });
    fireEvent.click(await screen.findByRole('button', { name: /^Subscribe POS Standard/ }));
    expect(await screen.findByText(BILLING_MESSAGES.cannotCreate)).toBeInTheDocument();
  });
});
