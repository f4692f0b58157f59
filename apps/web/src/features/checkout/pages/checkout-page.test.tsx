import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeCategory, makeDish, makeOnlineResponse } from '../../../test/online-fixtures';
import { googleScriptLoads, RECAPTCHA_GOOGLE } from '../../../test/recaptcha-fake';
import { renderRoutes } from '../../../test/render';
import { cartKey } from '../../cart/cart-store';
import { checkoutAnswerOfPage, onlineMenuQuery } from '../../online/api/online-queries';
import { prefetchDinerData } from '../../online/api/prefetch-diner-data';
import { readOrderHistory } from '../../orders/order-history';
import { CheckoutPage } from './checkout-page';

const item = {
  id: 'l1',
  dish: { id: 'd1', name: 'Kung Pao Chicken' },
  size: null,
  options: [],
  subTotal: 1280,
  specialInstructions: '',
  isTakeaway: false,
  quantity: 2,
};

function seedCart() {
  localStorage.setItem(
    cartKey('goldendragon'),
    JSON.stringify({ savedAt: Date.now(), items: [item], orderNumber: 'ABCDEFGHIJKLMNOPQRSTUV' }),
  );
}

function renderCheckout(tableId = '5') {
  return renderRoutes(
    [
      { path: '/checkout/:menuId/:tableId', element: <CheckoutPage /> },
      { path: '/orderSuccess/:menuId/:tableId/:reference', element: <p>success page</p> },
    ],
    `/checkout/goldendragon/${tableId}`,
  );
}

afterEach(() => localStorage.clear());

const placed = {
  success: true,
  orderNumber: 'ABCDEFGHIJKLMNOPQRSTUV',
  reference: 'order-id-abcd',
  duplicate: false,
};

describe('CheckoutPage', () => {
  it('disables Place order with an empty cart', async () => {
    mockFetch({ 'GET /api/online': { body: makeOnlineResponse([]) } });
    renderCheckout();
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeDisabled();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows pay at counter and card by default, validates with the spec messages and places the order', async () => {
    seedCart();
    const { calls } = mockFetch({
      'GET /api/online': { body: makeOnlineResponse([]) },
      'POST /api/placeOrder': { body: placed },
    });
    const user = userEvent.setup();
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'payAtCounter',
      'card',
    ]);

    await user.type(screen.getByLabelText(/Name/), 'Ann');
    await user.type(screen.getByLabelText(/Mobile number/), '12345');
    await user.tab();
    expect(screen.getByText('The mobile number is invalid')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Mobile number/));
    await user.click(submit);
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Please enter a valid mobile phone number.',
    );

    await user.type(screen.getByLabelText(/Mobile number/), '0412345678');
    await user.click(submit);
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('Please select a payment method.');

    await user.type(screen.getByLabelText(/Email/), 'bad@');
    await user.click(screen.getByRole('radio', { name: 'Pay at counter' }));
    await user.click(submit);
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    await user.clear(screen.getByLabelText(/Email/));

    await user.click(submit);
    expect(await screen.findByText('success page')).toBeInTheDocument();
    const post = calls.filter((c) => c.path === '/api/placeOrder');
    expect(post).toHaveLength(1);
    expect(post[0]?.body).toMatchObject({
      user: { name: 'Ann', phoneNumber: '0412345678' },
      order: {
        orderNumber: 'ABCDEFGHIJKLMNOPQRSTUV',
        tableId: '5',
        paymentType: 'payAtCounter',
        type: 'local',
      },
    });
    expect(post[0]?.headers.restaurantId).toBe('goldendragon');
    expect(localStorage.getItem(cartKey('goldendragon'))).toBeNull();
    expect(readOrderHistory('goldendragon').map((e) => e.reference)).toEqual(['order-id-abcd']);
  });

  it('does not offer card when the restaurant view says it cannot take cards', async () => {
    seedCart();
    const online = makeOnlineResponse([]);
    online.restaurant.isCardPaymentEnabled = false;
    online.restaurant.onlineSettings.isPaypalEnabled = true;
    mockFetch({ 'GET /api/online': { body: online } });
    renderCheckout();
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'payAtCounter',
      'paypal',
    ]);
    expect(screen.queryByRole('radio', { name: /card/i })).toBeNull();
  });

  it('opened from its address, shows the answer without dishes the page came with, and does not ask again (decision 0612)', async () => {
    seedCart();
    const whole = makeOnlineResponse([makeCategory('c1', [makeDish('d1')])]);
    whole.restaurant.onlineSettings.isPaypalEnabled = true;
    const page = { ...whole, menu: { ...whole.menu!, categories: [] } };
    prefetchDinerData(
      new QueryClient(),
      { pathname: '/checkout/goldendragon/5', search: '' },
      { menuId: 'goldendragon', tableId: '5', qr: null, checkout: page },
    );
    const { calls } = mockFetch({ 'GET /api/online': { body: whole } });
    const { client } = renderCheckout();
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/online')).toHaveLength(0);
    // The menu's own answer is not this one: the menu and cart ask for theirs, with the dishes.
    expect(client.getQueryData(onlineMenuQuery('goldendragon', '5').queryKey)).toBeUndefined();

    // What makes the menu's answer stale makes the checkout's stale too (the live updates).
    await client.invalidateQueries({ queryKey: onlineMenuQuery('goldendragon', '5').queryKey });
    expect(calls.filter((c) => c.path === '/api/online')).toHaveLength(1);
    // A whole answer came: the page's is no longer offered.
    expect(checkoutAnswerOfPage('goldendragon', '5')).toBeUndefined();
  });

  it('locks the submit: a double click posts once; a failure shows the server message and keeps the order number', async () => {
    seedCart();
    let release: () => void = () => undefined;
    const { calls } = mockFetch({
      'GET /api/online': { body: makeOnlineResponse([]) },
      'POST /api/placeOrder': () =>
        new Promise((resolve) => {
          release = () =>
            resolve({
              status: 400,
              body: { message: 'Online payment is not available yet for this restaurant.' },
            });
        }),
      'POST /api/utils/logError': { body: {} },
    });
    const user = userEvent.setup();
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'Place order' });
    await user.type(screen.getByLabelText(/Name/), 'Ann');
    await user.type(screen.getByLabelText(/Mobile number/), '0412345678');
    await user.click(screen.getByRole('radio', { name: 'Pay at counter' }));
    await user.dblClick(submit);
    expect(await screen.findByRole('button', { name: /Placing your order/ })).toBeDisabled();
    release();
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Online payment is not available yet for this restaurant.',
    );
    expect(calls.filter((c) => c.path === '/api/placeOrder')).toHaveLength(1);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/utils/logError')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(cartKey('goldendragon')) ?? '{}').orderNumber).toBe(
      'ABCDEFGHIJKLMNOPQRSTUV',
    );
  });

  it('delivery needs an address; a scheduled time needs date and time; guest count when required', async () => {
    seedCart();
    const online = makeOnlineResponse([]);
    online.restaurant.onlineSettings.isDineInGuestNumberRequired = true;
    mockFetch({ 'GET /api/online': { body: online } });
    const user = userEvent.setup();
    const view = renderCheckout('delivery');
    const submit = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByLabelText(/Number of guests/)).toBeNull();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Delivery address/), '1 George St');
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Choose a time' }));
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/^Time/), '18:30');
    expect(submit).toBeEnabled();
    view.unmount();

    renderCheckout('5');
    const dineIn = await screen.findByRole('button', { name: 'Place order' });
    expect(screen.queryByRole('radio', { name: 'Choose a time' })).toBeNull();
    expect(dineIn).toBeDisabled();
    await user.type(screen.getByLabelText(/Number of guests/), 'x');
    expect(dineIn).toBeDisabled();
    expect(screen.getByText('Please enter a valid number of guests.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Number of guests/));
    await user.type(screen.getByLabelText(/Number of guests/), '2');
    expect(dineIn).toBeEnabled();
  });

  it('smsVerify: Place order waits for a valid phone; Send code posts /sendCode with a reCAPTCHA token', async () => {
    seedCart();
    const online = makeOnlineResponse([]);
    online.restaurant.smsVerify = true;
    const { calls } = mockFetch({
      'GET /api/online': { body: online },
      'GET /api/recaptchaConfig': RECAPTCHA_GOOGLE,
      'POST /api/sendCode': { body: { sid: 'sid-1' } },
    });
    const grecaptcha = googleScriptLoads('load');
    const user = userEvent.setup();
    renderCheckout();
    const submit = await screen.findByRole('button', { name: 'Place order' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText(/Mobile number/), '0412345678');
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/sendCode')).toBe(true));
    expect(calls.find((c) => c.path === '/api/sendCode')?.body).toEqual({
      mobilePhone: '0412345678',
      recaptcha: 'token-for-sendCode',
      restaurantId: 'goldendragon',
    });
    expect(grecaptcha.execute).toHaveBeenCalledWith('test-site-key', { action: 'sendCode' });
  });
  it('offers only the enabled methods; a card order opens the card payment screen with its settings kept', async () => {
    seedCart();
    const response = makeOnlineResponse([]);
    const online = {
      ...response,
      restaurant: {
        ...response.restaurant,
        isCardPaymentEnabled: true,
        onlineSettings: {
          ...response.restaurant.onlineSettings,
          isTillPaymentEnabled: true,
          isPaypalEnabled: true,
        },
      },
    };
    mockFetch({
      'GET /api/online': { body: online },
      'POST /api/placeOrder': {
        body: {
          ...placed,
          isTillPayment: true,
          paymentId: 'pay-1',
          paymentProvider: 'sandbox',
          orderTotal: 25.6,
          currency: 'AUD',
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/tillCheckout/:menuId/:tableId', element: <CheckoutPage /> },
        { path: '/tillPayment/:menuId/:tableId/:reference', element: <p>till screen</p> },
      ],
      '/tillCheckout/goldendragon/5',
    );
    await screen.findByRole('button', { name: 'Place order' });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'payAtCounter',
      'card',
      'paypal',
    ]);
    await user.type(screen.getByLabelText(/Name/), 'Ann');
    await user.type(screen.getByLabelText(/Mobile number/), '0412345678');
    const guests = screen.queryByLabelText(/Number of guests/);
    if (guests) await user.type(guests, '2');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('till screen')).toBeInTheDocument();
    const saved = JSON.parse(sessionStorage.getItem('rpos.cardPayment.order-id-abcd') ?? 'null');
    expect(saved).toMatchObject({
      paymentId: 'pay-1',
      orderTotal: 25.6,
      restaurantId: 'goldendragon',
      tableId: '5',
    });
  });

  it('a card order keeps the cart until it is paid: the retry sends the same order number, other details a new one', async () => {
    seedCart();
    const online = makeOnlineResponse([]);
    online.restaurant.isCardPaymentEnabled = true;
    const answers = [
      { ...placed, isAdyenPayment: true, paymentMethodResults: {}, environment: 'sandbox', paymentId: 'p1' },
      { ...placed, duplicate: true, isAdyenPayment: true, paymentMethodResults: {}, environment: 'sandbox' },
      { ...placed, orderNumber: 'other', reference: 'order-id-2' },
    ];
    const { calls } = mockFetch({
      'GET /api/online': { body: online },
      'POST /api/placeOrder': () => ({ body: answers.shift() }),
    });
    const user = userEvent.setup();
    const checkout = async (payLabel: string) => {
      const view = renderRoutes(
        [
          { path: '/checkout/:menuId/:tableId', element: <CheckoutPage /> },
          { path: '/adyenPayment/:menuId/:tableId/:reference', element: <p>card screen</p> },
          { path: '/orderSuccess/:menuId/:tableId/:reference', element: <p>success page</p> },
        ],
        '/checkout/goldendragon/5',
      );
      await user.type(await screen.findByLabelText(/Name/), 'Ann');
      await user.type(screen.getByLabelText(/Mobile number/), '0412345678');
      await user.click(screen.getByRole('radio', { name: payLabel }));
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      return view;
    };
    const saved = () => JSON.parse(localStorage.getItem(cartKey('goldendragon')) ?? 'null');

    const first = await checkout('Card');
    expect(await screen.findByText('card screen')).toBeInTheDocument();
    // The payment has not succeeded: the cart and its number are still there.
    expect(saved()).toMatchObject({
      items: [item],
      orderNumber: 'ABCDEFGHIJKLMNOPQRSTUV',
      awaitingPayment: { reference: 'order-id-abcd', orderNumber: 'ABCDEFGHIJKLMNOPQRSTUV' },
    });
    first.unmount();

    const retry = await checkout('Card');
    expect(await screen.findByText('card screen')).toBeInTheDocument();
    retry.unmount();

    await checkout('Pay at counter');
    expect(await screen.findByText('success page')).toBeInTheDocument();
    const numbers = calls
      .filter((c) => c.path === '/api/placeOrder')
      .map((c) => (c.body as { order: { orderNumber: string } }).order.orderNumber);
    expect(numbers[0]).toBe('ABCDEFGHIJKLMNOPQRSTUV');
    expect(numbers[1]).toBe('ABCDEFGHIJKLMNOPQRSTUV');
    expect(numbers[2]).not.toBe('ABCDEFGHIJKLMNOPQRSTUV');
    expect(localStorage.getItem(cartKey('goldendragon'))).toBeNull();
  });
});
