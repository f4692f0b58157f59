import { PAYMENT_MESSAGES } from '@rpos/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderRoutes } from '../../../test/render';
import { encodeBase64Text } from '../base64';
import { ObPaymentPage, ObSessionPaymentPage } from './ob-payment-page';
import { ObPaymentErrorPage, ObPaymentSuccessPage } from './ob-payment-result-page';

const details = (extra: Record<string, unknown> = {}) =>
  encodeURIComponent(
    encodeBase64Text(
      JSON.stringify({
        orderNumber: 'app-order-wxyz',
        restaurantId: 'goldendragon',
        environment: 'sandbox',
        total: 12.5,
        ...extra,
      }),
    ),
  );

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/obPayment', element: <ObPaymentPage /> },
      { path: '/obSessionPayment', element: <ObSessionPaymentPage /> },
      { path: '/obPaymentSuccess/:orderNumber', element: <ObPaymentSuccessPage /> },
      { path: '/obPaymentError/:orderNumber', element: <ObPaymentErrorPage /> },
    ],
    path,
  );
}

describe('/obPayment and /obSessionPayment', () => {
  it('reads the base64 JSON payment details and shows the drop-in with the amount', async () => {
    mockFetch({});
    renderAt(`/obPayment?paymentDetails=${details()}`);
    expect(await screen.findByTestId('payment-order-number')).toHaveTextContent('WXYZ');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$12.50');
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeInTheDocument();
  });

  it("says 'Invalid payment details' for unreadable payment details", async () => {
    mockFetch({});
    renderAt('/obPayment?paymentDetails=%%%');
    expect(await screen.findByText(PAYMENT_MESSAGES.invalidPaymentDetails)).toBeInTheDocument();
  });

  it('checks a redirectResult through the details call: Authorised → /obPaymentSuccess', async () => {
    const { calls } = mockFetch({
      'POST /api/adyenPaymentDetails': { body: { resultCode: 'Authorised', paymentId: 'p1' } },
    });
    renderAt(`/obSessionPayment?paymentDetails=${details()}&sessionId=cs_1&redirectResult=rr1`);
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByTestId('result-order-number')).toHaveTextContent('WXYZ');
    expect(calls[0]?.body).toMatchObject({ payload: { details: { redirectResult: 'rr1' } } });
  });

  it("anything else: 'Payment failed or was cancelled', then back (here: the error page)", async () => {
    mockFetch({
      'POST /api/adyenPaymentDetails': { body: { resultCode: 'Refused', paymentId: 'p1' } },
      'POST /api/utils/logError': { status: 204 },
    });
    renderAt(`/obSessionPayment?paymentDetails=${details()}&sessionId=cs_1&redirectResult=rr1`);
    expect(await screen.findByText(PAYMENT_MESSAGES.sessionFailedOrCancelled)).toBeInTheDocument();
    expect(await screen.findByText(PAYMENT_MESSAGES.resultFailed)).toBeInTheDocument();
  });
});
