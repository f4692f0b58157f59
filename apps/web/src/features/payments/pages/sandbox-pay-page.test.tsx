import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, type SandboxPaymentInfo } from '@rpos/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { SandboxChallengePage } from './sandbox-challenge-page';
import { SandboxPayPage } from './sandbox-pay-page';

const info = (extra: Partial<SandboxPaymentInfo>): SandboxPaymentInfo => ({
  paymentId: 'p1',
  kind: 'paypal',
  status: 'created',
  amount: 2360,
  total: 23.6,
  currency: 'AUD',
  restaurantName: 'Golden Dragon',
  orderNumber: 'abcdwxyz',
  challengePending: false,
  qrText: null,
  notice: PAYMENT_MESSAGES.sandboxNotice,
  testCards: { ...SANDBOX_TEST_CARDS },
  ...extra,
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/sandbox/pay/:paymentId', element: <SandboxPayPage /> },
      { path: '/sandbox/challenge/:paymentId', element: <SandboxChallengePage /> },
      { path: '/orderSuccess/:menuId/:tableId/:reference', element: <p>thank-you screen</p> },
      { path: '/adyenPayment/:menuId/:tableId/:reference', element: <p>card screen</p> },
    ],
    path,
  );
}

describe('sandbox pages', { timeout: 20_000 }, () => {
  it('PayPal page: says it is a test provider, approves and follows the redirect', async () => {
    const { calls } = mockFetch({
      'GET /api/sandbox/payments/p1': { body: info({}) },
      'POST /api/sandbox/payments/p1/approve': {
        body: {
          status: 'authorised',
          redirectUrl: `${window.location.origin}/orderSuccess/gd/5/o1?type=success`,
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/sandbox/pay/p1');
    expect(await screen.findByText(PAYMENT_MESSAGES.sandboxNotice)).toBeInTheDocument();
    expect(screen.getByText('$23.60 AUD')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve payment' }));
    expect(await screen.findByText('thank-you screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=success');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/sandbox/payments/p1/approve');
  });

  it('wallet page shows a QR code; a decided payment offers no buttons', async () => {
    mockFetch({
      'GET /api/sandbox/payments/p1': {
        body: info({ kind: 'wallet', qrText: 'http://x/sandbox/pay/p1', status: 'authorised' }),
      },
    });
    renderAt('/sandbox/pay/p1');
    expect(await screen.findByText('This test payment has already been completed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('challenge page: Pass posts the outcome and returns to the card screen with the redirectResult', async () => {
    mockFetch({
      'GET /api/sandbox/payments/p1': {
        body: info({ kind: 'card', status: 'requiresAction', challengePending: true }),
      },
      'POST /api/sandbox/payments/p1/challenge': {
        body: { redirectResult: 'sbx1.r', returnUrl: '/adyenPayment/gd/5/o1?redirectResult=sbx1.r' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/sandbox/challenge/p1');
    expect(await screen.findByText(PAYMENT_MESSAGES.sandboxNotice)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText('card screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectResult=sbx1.r');
  });
});
