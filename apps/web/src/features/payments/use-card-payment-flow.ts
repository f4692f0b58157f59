import { PAYMENT_MESSAGES, type PaymentCallResponse, type PaymentStateData } from '@rpos/domain';
import { useRef, useState } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { type CardCall, type CardCallBody, postCardPayment, postPaymentDetails } from './api/payments-api';
import { collectBrowserInfo, newIdempotencyKey } from './browser-info';
import type { CardSubmitOptions, CardSubmitState } from './card-state';
import { reportPaymentFailure } from './payment-log';

/** The server's answer when the order is already paid or another payment of it is in flight (409). */
function orderPaymentConflict(error: unknown): string | null {
  const message = error instanceof ApiError && error.status === 409 ? error.message : null;
  return message === PAYMENT_MESSAGES.alreadyPaid || message === PAYMENT_MESSAGES.orderPaymentInProgress
    ? message
    : null;
}

export interface CardPaymentFlowOptions {
  /** Which card call pays (adyenPayments for orders, adyenOBPayments for app orders, pre-auth). */
  call: CardCall;
  /** The call's body around the widget's state data, key and browser details. */
  body: (input: {
    stateData: PaymentStateData;
    idempotencyKey: string;
    browserInfo: ReturnType<typeof collectBrowserInfo>;
  }) => CardCallBody;
  /** The payment id the details call belongs to (ours; optional). */
  paymentId?: string | null;
  /** resultCode Authorised. */
  onAuthorised: (answer: PaymentCallResponse) => void;
  /** A submit or details answer that is not Authorised (nor an action): message shown, then this. */
  onNotAuthorised: (message: string, answer: PaymentCallResponse) => void;
  /** An action the page follows itself (a redirect to the provider's or the sandbox's page). */
  onRedirect: (url: string) => void;
  /** An exception on the details call: message shown, then this (back one step). */
  onDetailsError?: (message: string) => void;
  /** A message for the diner (a snackbar). */
  notify: (message: string) => void;
}

/**
 * The card payment of diner.md §4 "Payment" and §5 "Payment submit": the widget's state must be valid
 * ('Invalid payment details'); one submit at a time (a re-submit is blocked while a payment is in
 * progress), each with its own idempotency key and the browser details; then resultCode Authorised →
 * success, an action → 3-D Secure (by the widget or by redirect), anything else → failure. Failures
 * are reported to /utils/logError with payload and response.
 */
export function useCardPaymentFlow(options: CardPaymentFlowOptions) {
  const [busy, setBusy] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  // One controller per page: its functions are stable (effects may depend on them).
  const [controller] = useState(() => createController(latest, setBusy));
  return { busy, submit: controller.submit, details: controller.details, release: controller.release };
}

function createController(latest: { current: CardPaymentFlowOptions }, setBusy: (busy: boolean) => void) {
  let inProgress = false;
  const begin = (): boolean => {
    if (inProgress) return false;
    inProgress = true;
    setBusy(true);
    return true;
  };
  const end = () => {
    inProgress = false;
    setBusy(false);
  };

  /** Routes an answer; true when the payment is over (the page moves on). */
  const route = (
    answer: PaymentCallResponse,
    failureMessage: string,
    widgetHandlesAction: boolean,
  ): boolean => {
    const o = latest.current;
    if (answer.resultCode === 'Authorised') {
      o.onAuthorised(answer);
      return true;
    }
    if (answer.action) {
      if (widgetHandlesAction) return false;
      if (answer.action.url) {
        o.onRedirect(answer.action.url);
        return true;
      }
    }
    reportPaymentFailure('Payment not authorised', {
      payload: { paymentId: answer.paymentId },
      response: answer,
    });
    o.notify(failureMessage);
    end();
    o.onNotAuthorised(failureMessage, answer);
    return true;
  };

  const submit = async (
    state: CardSubmitState,
    submitOptions: CardSubmitOptions = {},
  ): Promise<PaymentCallResponse | null> => {
    const o = latest.current;
    if (!state.isValid || !state.data) {
      o.notify(PAYMENT_MESSAGES.invalidPaymentDetails);
      return null;
    }
    if (!begin()) return null;
    const body = o.body({
      stateData: state.data,
      idempotencyKey: newIdempotencyKey(),
      browserInfo: collectBrowserInfo(),
    });
    let answer: PaymentCallResponse;
    try {
      answer = await postCardPayment(o.call, body);
    } catch (error) {
      reportPaymentFailure('Payment failed', { payload: body, error });
      // Another phone is paying this order, or has paid it (decision 0390): say so, charge nothing.
      o.notify(orderPaymentConflict(error) ?? PAYMENT_MESSAGES.paymentFailed);
      end();
      return null;
    }
    const over = route(
      answer,
      PAYMENT_MESSAGES.paymentFailedTryAgain,
      submitOptions.widgetHandlesAction === true,
    );
    // An action handed to the widget keeps the lock until its details come back.
    if (!over && !answer.action) end();
    return answer;
  };

  /**
   * The details call after an action (redirectResult from a redirect, or the widget's details):
   * Authorised → success; not authorised → failureMessage (default 'The payment failed, please try
   * again'); an exception → 'Payment failed, please try again' and back one step.
   */
  const details = async (
    detailsPayload: { details: Record<string, unknown>; paymentData?: string | null },
    failureMessage: string = PAYMENT_MESSAGES.detailsNotAuthorised,
  ): Promise<PaymentCallResponse | null> => {
    const o = latest.current;
    inProgress = true;
    setBusy(true);
    const body = { payload: detailsPayload, paymentId: o.paymentId ?? undefined };
    try {
      const answer = await postPaymentDetails(body);
      route(answer, failureMessage, false);
      return answer;
    } catch (error) {
      reportPaymentFailure('Payment details failed', { payload: body, error });
      o.notify(PAYMENT_MESSAGES.paymentFailedTryAgain);
      end();
      o.onDetailsError?.(PAYMENT_MESSAGES.paymentFailedTryAgain);
      return null;
    }
  };

  /** Lets the widget be used again (after it dealt with an action it could not finish). */
  const release = () => end();

  return { submit, details, release };
}
