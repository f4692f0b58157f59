import { PAYMENT_MESSAGES } from '@rpos/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { addOrderToHistory } from '../../orders/order-history';
import { WALLET_POLL_MS } from '../api/use-wallet-status';
import { WalletStatusPage } from './wallet-status-page';

const STATUS = 'GET /api/walletPaymentStatus/goldendragon/N123';

function renderStatus(query = '') {
  return renderRoutes(
    [
      { path: '/wechatPayment/:restaurantId/:tableId/:orderNumber/:orderNo', element: <WalletStatusPage /> },
      { path: '/orderSuccess/:menuId/:tableId/:reference', element: <p>thank-you screen</p> },
      { path: '/online/:menuId/:tableId/:orderId?', element: <p>menu screen</p> },
      { path: '/obPaymentSuccess/:orderNumber', element: <p>app success</p> },
      { path: '/obPaymentError/:orderNumber', element: <p>app error</p> },
    ],
    `/wechatPayment/goldendragon/5/N123/pay-9${query}`,
  );
}

/** Answers the given statuses in turn (the last one repeats). */
function statuses(...list: (string | null)[]) {
  let i = 0;
  return mockFetch({
    [STATUS]: () => {
      const s = list[Math.min(i++, list.length - 1)];
      return s === 'HTTP500'
        ? { status: 500, body: { message: 'boom' } }
        : { body: s === null ? {} : { orderStatus: s, status: s } };
    },
    'POST /api/utils/logError': { status: 204 },
  });
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('WalletStatusPage (/wechatPayment)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("shows 'Checking payment status...', polls every 5 s while Pending, then Success → thank-you", async () => {
    const { calls } = statuses('Pending', 'Pending', 'Success');
    const { router } = renderStatus();
    expect(screen.getByText(PAYMENT_MESSAGES.walletChecking)).toBeInTheDocument();
    await advance(100);
    expect(calls.filter((c) => c.path.startsWith('/api/walletPaymentStatus'))).toHaveLength(1);
    await advance(WALLET_POLL_MS - 200);
    expect(calls.filter((c) => c.path.startsWith('/api/walletPaymentStatus'))).toHaveLength(1);
    await advance(200);
    expect(calls.filter((c) => c.path.startsWith('/api/walletPaymentStatus'))).toHaveLength(2);
    await advance(WALLET_POLL_MS);
    expect(await screen.findByText('thank-you screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/orderSuccess/goldendragon/5/N123');
    expect(router.state.location.search).toBe('?type=success');
    await advance(WALLET_POLL_MS * 2);
    expect(calls.filter((c) => c.path.startsWith('/api/walletPaymentStatus'))).toHaveLength(3);
  });

  it('any other result goes to the menu with ?type=error, for the order id this tab placed', async () => {
    addOrderToHistory({ restaurantId: 'goldendragon', reference: 'order-id-1', orderNumber: 'N123' });
    statuses('Failed');
    const { router } = renderStatus();
    expect(await screen.findByText('menu screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online/goldendragon/5/order-id-1');
    expect(router.state.location.search).toBe('?type=error');
  });

  it('app orders (isAppOrder=true) go to /obPaymentSuccess or /obPaymentError', async () => {
    statuses('Success');
    renderStatus('?isAppOrder=true');
    expect(await screen.findByText('app success')).toBeInTheDocument();
  });

  it('app order failure → /obPaymentError', async () => {
    statuses('Cancelled');
    renderStatus('?isAppOrder=true');
    expect(await screen.findByText('app error')).toBeInTheDocument();
  });

  it("shows 'Error fetching payment status' when the call fails or answers no status, and keeps polling", async () => {
    const { calls } = statuses('HTTP500', null, 'Success');
    renderStatus();
    expect(await screen.findByText(PAYMENT_MESSAGES.walletFetchError)).toBeInTheDocument();
    await advance(WALLET_POLL_MS);
    expect(screen.getByText(PAYMENT_MESSAGES.walletFetchError)).toBeInTheDocument();
    await advance(WALLET_POLL_MS);
    expect(await screen.findByText('thank-you screen')).toBeInTheDocument();
    const logged = calls.filter((c) => c.path === '/api/utils/logError').map((c) => JSON.stringify(c.body));
    expect(logged.some((b) => b.includes(PAYMENT_MESSAGES.walletNetworkError))).toBe(true);
  });

  it('an unknown payment ends the wait: the error, no spinner, no more polling, and a way back to the menu', async () => {
    const { calls } = mockFetch({
      [STATUS]: { status: 404, body: { code: 'NOT_FOUND', message: PAYMENT_MESSAGES.orderNotFound } },
      'POST /api/utils/logError': { status: 204 },
    });
    const { router } = renderStatus();
    expect(await screen.findByText(PAYMENT_MESSAGES.walletFetchError)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MESSAGES.walletChecking)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await advance(WALLET_POLL_MS * 3);
    expect(calls.filter((c) => c.path.startsWith('/api/walletPaymentStatus'))).toHaveLength(1);
    await act(async () => screen.getByRole('link', { name: 'Back to menu' }).click());
    expect(await screen.findByText('menu screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online/goldendragon/5');
  });

  it('an app order with an error goes back to the previous page', async () => {
    statuses('HTTP500');
    const { router } = renderStatus('?isAppOrder=true');
    await act(async () => router.navigate('/wechatPayment/goldendragon/5/N123/pay-9?isAppOrder=true'));
    expect(await screen.findByText(PAYMENT_MESSAGES.walletFetchError)).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MESSAGES.walletChecking)).not.toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Back' }).click());
    await waitFor(() => expect(router.state.historyAction).toBe('POP'));
  });
});
