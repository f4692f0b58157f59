import type {
  AdyenOBPaymentsRequest,
  AdyenPaymentDetailsRequest,
  AdyenPaymentsRequest,
  MakeAdyenAuthorizePaymentRequest,
  PaymentCallResponse,
  PaymentSummary,
  SandboxCardRequest,
  SandboxCardResponse,
  SandboxChallengeResponse,
  SandboxCheckoutCardRequest,
  SandboxCheckoutCardResponse,
  SandboxDecision,
  SandboxDecisionResponse,
  SandboxPaymentInfo,
  WalletPaymentStatusResponse,
} from '@rpos/domain';
import type { z } from 'zod';
import { api } from '../../../shared/api/api-client';

// The payment calls of diner.md §7 and the sandbox's own (decision 0033). Payment calls wait 60 s.

/** The card calls that take the widget's stateData. */
export type CardCall = 'adyenPayments' | 'adyenOBPayments' | 'makeAdyenAuthorizePayment';
export type CardCallBody =
  | z.input<typeof AdyenPaymentsRequest>
  | z.input<typeof AdyenOBPaymentsRequest>
  | z.input<typeof MakeAdyenAuthorizePaymentRequest>;

export const postCardPayment = (call: CardCall, body: CardCallBody) =>
  api.post<PaymentCallResponse>(`/${call}`, body, { checkout: true });

export const postPaymentDetails = (body: z.input<typeof AdyenPaymentDetailsRequest>) =>
  api.post<PaymentCallResponse>('/adyenPaymentDetails', body, { checkout: true });

export const getPaymentSummary = (paymentId: string, signal?: AbortSignal) =>
  api.get<PaymentSummary>(`/payments/${encodeURIComponent(paymentId)}`, { signal });

export const getOrderPayment = (orderId: string, signal?: AbortSignal) =>
  api.get<PaymentSummary>(`/payments/orders/${encodeURIComponent(orderId)}`, { signal });

export const getWalletStatus = (restaurantId: string, orderNumber: string, signal?: AbortSignal) =>
  api.get<WalletPaymentStatusResponse>(
    `/walletPaymentStatus/${encodeURIComponent(restaurantId)}/${encodeURIComponent(orderNumber)}`,
    { signal },
  );

export const tokeniseSandboxCard = (body: SandboxCardRequest) =>
  api.post<SandboxCardResponse>('/sandbox/cards', body, { checkout: true });

export const getSandboxPayment = (paymentId: string, signal?: AbortSignal) =>
  api.get<SandboxPaymentInfo>(`/sandbox/payments/${encodeURIComponent(paymentId)}`, { signal });

export const postSandboxChallenge = (paymentId: string, outcome: 'pass' | 'fail') =>
  api.post<SandboxChallengeResponse>(
    `/sandbox/payments/${encodeURIComponent(paymentId)}/challenge`,
    { outcome },
    { checkout: true },
  );

export const postSandboxDecision = (paymentId: string, decision: SandboxDecision) =>
  api.post<SandboxDecisionResponse>(
    `/sandbox/payments/${encodeURIComponent(paymentId)}/${decision}`,
    undefined,
    { checkout: true },
  );

/** The hosted checkout's card form: pays with the typed test card (400 with the form's messages). */
export const postSandboxCheckoutCard = (paymentId: string, body: SandboxCheckoutCardRequest) =>
  api.post<SandboxCheckoutCardResponse>(`/sandbox/payments/${encodeURIComponent(paymentId)}/card`, body, {
    checkout: true,
  });
