import { PAYMENT_MESSAGES } from '@rpos/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Handler, mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { saveCardPaymentContext } from '../card-payment-context';
import { CardPaymentPage } from './card-payment-page';

const stateData = { paymentMethod: { type: 'scheme', sandboxCardToken: 'sbxtok_1', holderName: 'Ann' } };

function saveSandboxContext() {
  saveCardPaymentContext({
    reference: 'order-1',
    orderNumber: 'abcdefghijklmnopqrwxyz',
    restaurantId: 'goldendragon',
    menuId: 'goldendragon',
    tableId: '5',
    paymentId: 'pay-1',
    provider: 'sandbox',
    environment: 'sandbox',
    clientKey: 'sandbox',
    paymentMethodResults: { paymentMethods: [{ type: 'scheme' }] },
    orderTotal: 23.6,
    currency: 'AUD',
    locale: 'en_AU',
    countryCode: 'AU',
    shopperEmail: null,
  });
}

function renderCard(path = '/adyenPayment/goldendragon/5/order-1') {
  return renderRoutes(
    [
      { path: '/adyenPayment/:menuId/:tableId/:reference', element: <CardPaymentPage /> },
      { path: '/orderSuccess/:menuId/:tableId/:reference', element: <p>thank-you screen</p> },
      { path: '/online/:menuId/:tableId/:orderId?', element: <p>menu screen</p> },
      { path: '/sandbox/challenge/:paymentId', element: <p>challenge page</p> },
    ],
    path,
  );
}

async function payWithCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Name on card/), 'Ann');
  await user.type(screen.getByLabelText(/Card number/), '4111111111111111');
  await user.type(screen.getByLabelText(/Expiry/), '1230');
  await user.type(screen.getByLabelText(/Security code/), '123');
  await user.click(screen.getByRole('button', { name: 'Pay $23.60' }));
}

const cards = { 'POST /api/sandbox/cards': { body: { stateData, last4: '1111', brand: 'visa' } } };

describe('CardPaymentPage (/adyenPayment)', { timeout: 20_000 }, () => {
  it('shows the order number’s last 4 characters in upper case, the amount and the simulated drop-in', async () => {
    saveSandboxContext();
    mockFetch({});
    renderCard();
    expect(await screen.findByTestId('payment-order-number')).toHaveTextContent('WXYZ');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$23.60');
    expect(screen.getByTestId('sandbox-notice')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('pays with an idempotency key and browser details, and opens the thank-you screen when Authorised', async () => {
    saveSandboxContext();
    const { calls } = mockFetch({
      ...cards,
      'POST /api/adyenPayments': {
        body: { resultCode: 'Authorised', paymentId: 'pay-1', reference: 'order-1' },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderCard();
    await payWithCard(user);
    expect(await screen.findByText('thank-you screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?type=success');
    const pay = calls.find((c) => c.path === '/api/adyenPayments');
    expect(pay?.body).toMatchObject({
      orderNumber: 'abcdefghijklmnopqrwxyz',
      restaurantId: 'goldendragon',
      tableId: '5',
      stateData,
    });
    const body = pay?.body as { idempotencyKey: string; browserInfo: { userAgent: string } };
    expect(body.idempotencyKey.length).toBeGreaterThan(8);
    expect(body.browserInfo.userAgent).toBeTruthy();
  });

  it('blocks a re-submit while the payment is in progress', async () => {
    saveSandboxContext();
    const gate: { release?: () => void } = {};
    const slow: Handler = () =>
      new Promise((resolve) => {
        gate.release = () => resolve({ body: { resultCode: 'Authorised', paymentId: 'pay-1' } });
      });
    const { calls } = mockFetch({ ...cards, 'POST /api/adyenPayments': slow });
    const user = userEvent.setup({ delay: null });
    renderCard();
    await payWithCard(user);
    const button = await screen.findByRole('button', { name: /Processing your payment/ });
    expect(button).toBeDisabled();
    // A second submit (Enter in a field, a double tap) while the first is on its way.
    fireEvent.submit(screen.getByTestId('sandbox-card-form'));
    expect(screen.getByText('Please wait and do not close this page.')).toBeInTheDocument();
    await waitFor(() => expect(gate.release).toBeDefined());
    gate.release?.();
    expect(await screen.findByText('thank-you screen')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/adyenPayments')).toHaveLength(1);
  });

  it('says the payment failed and goes back to the menu when Refused (reported with payload and response)', async () => {
    saveSandboxContext();
    const { calls } = mockFetch({
      ...cards,
      'POST /api/adyenPayments': {
        body: { resultCode: 'Refused', paymentId: 'pay-1', refusalReason: 'Refused' },
      },
      'POST /api/utils/logError': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderCard();
    await payWithCard(user);
    expect(await screen.findByText('menu screen')).toBeInTheDocument();
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentFailedTryAgain)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/online/goldendragon/5/order-1');
    expect(router.state.location.search).toBe('?type=error');
    const log = calls.find((c) => c.path === '/api/utils/logError');
    expect(log?.body).toMatchObject({ details: { response: { resultCode: 'Refused' } } });
  });

  it("says 'Payment failed' when the submit call throws, and lets the diner try again", async () => {
    saveSandboxContext();
    mockFetch({ ...cards, 'POST /api/adyenPayments': { status: 500, body: { message: 'x' } } });
    const user = userEvent.setup({ delay: null });
    renderCard();
    await payWithCard(user);
    expect(await screen.findByText(PAYMENT_MESSAGES.paymentFailed)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay $23.60' })).toBeEnabled();
  });

  it('says the order is already paid, or being paid on another phone, when the server answers 409', async () => {
    for (const message of [PAYMENT_MESSAGES.alreadyPaid, PAYMENT_MESSAGES.orderPaymentInProgress]) {
      saveSandboxContext();
      mockFetch({
        ...cards,
        'POST /api/adyenPayments': { status: 409, body: { code: 'CONFLICT', message } },
      });
      const user = userEvent.setup({ delay: null });
      const { unmount } = renderCard();
      await payWithCard(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
      unmount();
    }
  });

  it('follows a 3-D Secure action to the challenge page', async () => {
    saveSandboxContext();
    mockFetch({
      ...cards,
      'POST /api/adyenPayments': {
        body: {
          resultCode: 'RedirectShopper',
          paymentId: 'pay-1',
          action: { type: 'redirect', url: '/sandbox/challenge/pay-1', method: 'GET' },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCard();
    await payWithCard(user);
    expect(await screen.findByText('challenge page')).toBeInTheDocument();
  });

  it('checks a redirectResult through the details call: Authorised → thank-you', async () => {
    saveSandboxContext();
    const { calls } = mockFetch({
      'POST /api/adyenPaymentDetails': {
        body: { resultCode: 'Authorised', paymentId: 'pay-1', reference: 'order-1' },
      },
    });
    renderCard('/adyenPayment/goldendragon/5/order-1?redirectResult=sbx1.abc');
    expect(await screen.findByText('thank-you screen')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      payload: { details: { redirectResult: 'sbx1.abc' } },
      paymentId: 'pay-1',
    });
  });

  it("a details result that is not authorised: 'The payment failed, please try again' and the menu", async () => {
    saveSandboxContext();
    mockFetch({ 'POST /api/adyenPaymentDetails': { body: { resultCode: 'Refused', paymentId: 'pay-1' } } });
    renderCard('/adyenPayment/goldendragon/5/order-1?redirectResult=sbx1.abc');
    expect(await screen.findByText('menu screen')).toBeInTheDocument();
    expect(await screen.findByText(PAYMENT_MESSAGES.detailsNotAuthorised)).toBeInTheDocument();
  });

  it('rebuilds the sandbox drop-in from the order’s payment after a reload without saved settings', async () => {
    mockFetch({
      'GET /api/payments/orders/order-1': {
        body: {
          paymentId: 'pay-1',
          provider: 'sandbox',
          method: 'card',
          status: 'created',
          amount: 2360,
          currency: 'AUD',
          capturedAmount: 0,
          refundedAmount: 0,
          last4: null,
          brand: null,
          orderId: 'order-1',
          orderNumber: 'abcdefghijklmnopqrwxyz',
          bookingId: null,
          needsRefund: false,
          payUrl: null,
        },
      },
    });
    renderCard();
    // Never the order id's last 4 ('ER-1') while the order number is on its way (decision 87).
    expect(screen.getByTestId('payment-order-number').textContent).toBe('');
    expect(await screen.findByRole('button', { name: 'Pay $23.60' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-order-number')).toHaveTextContent('WXYZ');
  });
});
