import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS, type SandboxPaymentInfo } from '@rpos/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
      { path: '/bookingSuccess/:restaurantId', element: <p>booking confirmation</p> },
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

  const checkoutInfo = (extra: Partial<SandboxPaymentInfo> = {}) =>
    info({ kind: 'checkout', orderNumber: null, amount: 2000, total: 20, ...extra });

  async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
    await user.type(await screen.findByLabelText(/Name on card/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/Card number/), number);
    await user.type(screen.getByLabelText(/Expiry/), '1230');
    await user.type(screen.getByLabelText(/Security code/), '123');
  }

  it('hosted checkout: takes a test card, pays once with progress and follows the redirect', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { calls } = mockFetch({
      'GET /api/sandbox/payments/p1': { body: checkoutInfo() },
      'POST /api/sandbox/payments/p1/card': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/sandbox/pay/p1');
    expect(await screen.findByRole('heading', { name: 'Card checkout' })).toBeInTheDocument();
    // The test-card notice, the card form and Cancel; no shortcut buttons.
    expect(screen.getByTestId('sandbox-notice')).toHaveTextContent(PAYMENT_MESSAGES.sandboxNotice);
    expect(screen.getByText('4111 1111 1111 1111')).toBeInTheDocument();
    expect(screen.getByText('4000 0000 0000 0002')).toBeInTheDocument();
    expect(screen.getAllByTestId('sandbox-notice')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    await typeCard(user, SANDBOX_TEST_CARDS.authorise);
    const pay = screen.getByRole('button', { name: 'Pay $20.00' });
    await user.click(pay);
    const progress = await screen.findByRole('button', { name: /Processing your payment/ });
    expect(progress).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // A second submit while paying (the disabled button aside) posts nothing more.
    fireEvent.submit(screen.getByTestId('sandbox-card-form'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/sandbox/payments/p1/card',
      body: { holderName: 'Ada Lovelace', number: SANDBOX_TEST_CARDS.authorise, expiry: '12/30', cvc: '123' },
    });
    answer({ body: { status: 'authorised', redirectUrl: '/bookingSuccess/gd?bookingId=b1&type=success' } });
    expect(await screen.findByText('booking confirmation')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bookingId=b1&type=success');
  });

  it("hosted checkout: shows the server's message for a card it refuses, and pays on a retry", async () => {
    let first = true;
    const { calls } = mockFetch({
      'GET /api/sandbox/payments/p1': { body: checkoutInfo() },
      'POST /api/sandbox/payments/p1/card': () => {
        if (!first)
          return { body: { status: 'refused', redirectUrl: '/bookingSuccess/gd?bookingId=b1&type=error' } };
        first = false;
        return { status: 400, body: { code: 'VALIDATION', message: PAYMENT_MESSAGES.expiryInvalid } };
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/sandbox/pay/p1');
    await typeCard(user, SANDBOX_TEST_CARDS.decline);
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByTestId('card-form-error')).toHaveTextContent(PAYMENT_MESSAGES.expiryInvalid);
    expect(screen.getByRole('button', { name: 'Pay $20.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(await screen.findByText('booking confirmation')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bookingId=b1&type=error');
    expect(calls.filter((c) => c.path === '/api/sandbox/payments/p1/card')).toHaveLength(2);
  });

  it('hosted checkout: invalid fields post nothing', async () => {
    const { calls } = mockFetch({ 'GET /api/sandbox/payments/p1': { body: checkoutInfo() } });
    const user = userEvent.setup({ delay: null });
    renderAt('/sandbox/pay/p1');
    await user.type(await screen.findByLabelText(/Card number/), '4111 1111 1111 1112');
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    expect(screen.getByTestId('card-form-error')).toHaveTextContent(PAYMENT_MESSAGES.invalidPaymentDetails);
    expect(screen.getByText(PAYMENT_MESSAGES.cardNumberInvalid)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('hosted checkout: the 3-D Secure card goes to the challenge page, whose Pass returns to the shop', async () => {
    let challenged = false;
    mockFetch({
      'GET /api/sandbox/payments/p1': () => ({
        body: challenged
          ? checkoutInfo({ status: 'requiresAction', challengePending: true })
          : checkoutInfo(),
      }),
      'POST /api/sandbox/payments/p1/card': () => {
        challenged = true;
        return { body: { status: 'requiresAction', redirectUrl: '/sandbox/challenge/p1' } };
      },
      'POST /api/sandbox/payments/p1/challenge': {
        body: { redirectResult: null, returnUrl: '/bookingSuccess/gd?bookingId=b1&type=success' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/sandbox/pay/p1');
    await typeCard(user, SANDBOX_TEST_CARDS.challenge);
    await user.click(screen.getByRole('button', { name: 'Pay $20.00' }));
    await user.click(await screen.findByRole('button', { name: 'Pass' }));
    expect(await screen.findByText('booking confirmation')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bookingId=b1&type=success');
  });

  it('hosted checkout: Cancel posts the cancel decision and goes back', async () => {
    const { calls } = mockFetch({
      'GET /api/sandbox/payments/p1': { body: checkoutInfo() },
      'POST /api/sandbox/payments/p1/cancel': {
        body: { status: 'cancelled', redirectUrl: '/bookingSuccess/gd?bookingId=b1&type=cancel' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderAt('/sandbox/pay/p1');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?bookingId=b1&type=cancel'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('POST /api/sandbox/payments/p1/cancel');
  });

  it('hosted checkout: a decided payment shows no card form', async () => {
    mockFetch({ 'GET /api/sandbox/payments/p1': { body: checkoutInfo({ status: 'authorised' }) } });
    renderAt('/sandbox/pay/p1');
    expect(await screen.findByText('This test payment has already been completed.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
  });
});
