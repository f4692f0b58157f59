import { PAYMENT_DEFAULTS, type PaymentProviderName } from '@rpos/domain';
import type { NavigateFunction } from 'react-router';
import { getPaymentSummary } from './api/payments-api';
import { saveCardPaymentContext } from './card-payment-context';
import { followUrl } from './follow-url';
import type { NextStep, PlaceOrderAnswer } from './next-step';
import { reportPaymentFailure } from './payment-log';

export interface FollowNextStepInput {
  answer: PlaceOrderAnswer;
  menuId: string;
  tableId: string;
  /** The restaurant's url identifier (placeOrder's restaurantId). */
  restaurantId: string;
  shopperEmail?: string | null;
  navigate: NavigateFunction;
}

/**
 * Takes the step nextStepAfterPlaceOrder chose. The card and till screens get the answer's widget
 * settings through sessionStorage (a reload keeps them). A hosted checkout known only by its session
 * (Stripe connected account) is opened at the URL the server keeps for the payment (GET
 * /payments/{paymentId} payUrl): no provider script is loaded. Rejects when it cannot go on.
 */
export async function followNextStep(step: NextStep, input: FollowNextStepInput): Promise<void> {
  const { answer, navigate } = input;
  switch (step.kind) {
    case 'navigate':
      navigate(step.to, { replace: true });
      return;
    case 'redirect':
      followUrl(step.url, navigate, { replace: true });
      return;
    case 'cardPayment':
      saveCardPaymentContext({
        reference: answer.reference || answer.orderNumber || '',
        orderNumber: answer.orderNumber ?? null,
        restaurantId: input.restaurantId,
        menuId: input.menuId,
        tableId: input.tableId,
        paymentId: answer.paymentId ?? null,
        provider: (answer.paymentProvider as PaymentProviderName | null | undefined) ?? null,
        environment: answer.environment ?? null,
        clientKey: answer.clientKey ?? null,
        paymentMethodResults: answer.paymentMethodResults ?? null,
        orderTotal: answer.orderTotal ?? null,
        currency: answer.currency || PAYMENT_DEFAULTS.currency,
        locale: answer.locale || PAYMENT_DEFAULTS.locale,
        countryCode: answer.countryCode || PAYMENT_DEFAULTS.countryCode,
        shopperEmail: input.shopperEmail || null,
      });
      navigate(step.to, { replace: true });
      return;
    case 'hostedCheckout': {
      if (!step.paymentId) throw new Error('The hosted checkout has no payment id');
      try {
        const payment = await getPaymentSummary(step.paymentId);
        if (!payment.payUrl) throw new Error('The hosted checkout has no URL');
        followUrl(payment.payUrl, navigate, { replace: true });
      } catch (error) {
        reportPaymentFailure('Hosted checkout redirect failed', {
          payload: {
            sessionId: step.sessionId,
            stripeAccount: step.stripeAccount,
            paymentId: step.paymentId,
          },
          error,
        });
        throw error;
      }
      return;
    }
  }
}
