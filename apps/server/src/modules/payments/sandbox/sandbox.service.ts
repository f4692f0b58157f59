import {
  cardBrand,
  cardLast4,
  fromMinorUnits,
  isExpiryValid,
  isLuhnValid,
  normaliseCardNumber,
  PAYMENT_MESSAGES,
  type PaymentAttemptStatus,
  SANDBOX_TEST_CARDS,
  type SandboxCardRequest,
  type SandboxCardResponse,
  type SandboxChallengeResponse,
  type SandboxCheckoutCardRequest,
  type SandboxCheckoutCardResponse,
  type SandboxDecision,
  type SandboxDecisionResponse,
  type SandboxPageKind,
  type SandboxPaymentInfo,
  sandboxPagePath,
} from '@rpos/domain';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { hashSecret, newSecret } from '../../../platform/ids';
import { findRestaurantById } from '../../restaurants/restaurants.repository';
import type { CardSummary } from '../payment-provider';
import { applyPaymentUpdate } from '../payment-state';
import { findOrderById, findPayment, type PaymentRow, updatePayment } from '../payments.repository';
import { insertSandboxCardToken } from './sandbox.repository';
import { encodeSandboxRedirectResult, sandboxPageKind } from './sandbox-provider';

type SandboxCardOutcome = 'authorise' | 'decline' | 'challenge';

interface CheckedSandboxCard {
  holderName: string;
  last4: string;
  brand: string;
  /** What the test card asks for (SANDBOX_TEST_CARDS; any other valid number authorises). */
  outcome: SandboxCardOutcome;
}

/**
 * Checks a typed test card like a card widget would (holder name, Luhn, expiry not past, 3-4 digit
 * CVC; 400 with the form's messages) and answers only what may be kept: the last 4 digits, the brand
 * and the outcome the card asks for. The drop-in's tokeniser and the hosted checkout both use it.
 */
export function checkSandboxCard(deps: AppDeps, req: SandboxCardRequest): CheckedSandboxCard {
  const holderName = req.holderName.trim();
  if (!holderName) throw new AppError('VALIDATION', PAYMENT_MESSAGES.holderNameRequired);
  const digits = normaliseCardNumber(req.number);
  if (!isLuhnValid(digits)) throw new AppError('VALIDATION', PAYMENT_MESSAGES.cardNumberInvalid);
  if (!isExpiryValid(req.expiry, deps.now()))
    throw new AppError('VALIDATION', PAYMENT_MESSAGES.expiryInvalid);
  if (!/^\d{3,4}$/.test(req.cvc.trim())) throw new AppError('VALIDATION', PAYMENT_MESSAGES.cvcInvalid);
  const outcome: SandboxCardOutcome =
    digits === SANDBOX_TEST_CARDS.decline
      ? 'decline'
      : digits === SANDBOX_TEST_CARDS.challenge
        ? 'challenge'
        : 'authorise';
  return {
    holderName: holderName.slice(0, 100),
    last4: cardLast4(digits),
    brand: cardBrand(digits),
    outcome,
  };
}

/**
 * POST /sandbox/cards: checks a test card like a card widget would and answers a token to pay with.
 * Keeps the last 4 digits and what the card asks for; the number and CVC go nowhere.
 */
export async function tokeniseSandboxCard(
  deps: AppDeps,
  req: SandboxCardRequest,
): Promise<SandboxCardResponse> {
  const { holderName, last4, brand, outcome } = checkSandboxCard(deps, req);
  const token = `sbxtok_${newSecret(18)}`;
  await insertSandboxCardToken(deps.database.db, { token, last4, brand, outcome, createdAt: deps.now() });
  return {
    stateData: { paymentMethod: { type: 'scheme', sandboxCardToken: token, holderName } },
    last4,
    brand,
  };
}

async function sandboxPayment(deps: AppDeps, paymentId: string): Promise<PaymentRow> {
  const row = await findPayment(deps.database.db, paymentId);
  if (row?.provider !== 'sandbox') throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
  return row;
}

const kindOf = (row: PaymentRow): SandboxPageKind =>
  (row.providerData.sandboxKind as SandboxPageKind | undefined) ??
  sandboxPageKind({
    method: row.method,
    subject: row.bookingId
      ? { kind: 'booking', bookingId: row.bookingId }
      : { kind: 'reference', reference: row.id },
  });

/** GET /sandbox/payments/{paymentId}: what the sandbox page shows. */
export async function sandboxPaymentInfo(deps: AppDeps, paymentId: string): Promise<SandboxPaymentInfo> {
  const db = deps.database.db;
  const row = await sandboxPayment(deps, paymentId);
  const restaurant = await findRestaurantById(db, row.restaurantId);
  const order = row.orderId ? await findOrderById(db, row.orderId) : undefined;
  const kind = kindOf(row);
  return {
    paymentId: row.id,
    kind,
    status: row.status,
    amount: row.amount,
    total: fromMinorUnits(row.amount),
    currency: row.currency,
    restaurantName: restaurant?.name ?? '',
    orderNumber: order?.orderNumber ?? null,
    challengePending: row.status === 'requiresAction' && row.providerData.challengePending === true,
    qrText: kind === 'wallet' ? `${deps.config.publicUrl}${sandboxPagePath('pay', row.id)}` : null,
    notice: PAYMENT_MESSAGES.sandboxNotice,
    testCards: { ...SANDBOX_TEST_CARDS },
  };
}

const withQuery = (url: string, key: string, value: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(value)}`;

/**
 * POST /sandbox/payments/{paymentId}/challenge: the 3-D Secure page's Pass or Fail. For the card
 * drop-in it answers the redirectResult to continue with (POST /adyenPaymentDetails); the payment
 * changes only then. For the hosted checkout it decides the payment at once and answers the
 * checkout's success or failure redirect as returnUrl.
 */
export async function sandboxChallenge(
  deps: AppDeps,
  paymentId: string,
  outcome: 'pass' | 'fail',
): Promise<SandboxChallengeResponse> {
  const row = await sandboxPayment(deps, paymentId);
  if (row.status !== 'requiresAction' || row.providerData.challengePending !== true)
    throw new AppError('CONFLICT', PAYMENT_MESSAGES.sandboxAlreadyDecided);
  if (kindOf(row) === 'checkout') {
    // The hosted checkout has no details call: the challenge decides, then back to the shop.
    const { payment } = await applyPaymentUpdate(deps, deps.database.db, row.id, {
      status: outcome === 'pass' ? 'authorised' : 'refused',
      onlyFrom: ['requiresAction'],
      providerData: { challengePending: false },
      card: row.providerData.challengeCard as CardSummary | undefined,
      reason: outcome === 'pass' ? undefined : '3-D Secure authentication failed',
    });
    return { redirectResult: null, returnUrl: redirectFor(payment) };
  }
  const secret = newSecret(16);
  await updatePayment(deps.database.db, row.id, {
    providerData: { ...row.providerData, challenge: { secretHash: hashSecret(secret), outcome } },
    updatedAt: deps.now(),
  });
  const redirectResult = encodeSandboxRedirectResult(row.id, secret);
  return { redirectResult, returnUrl: withQuery(row.returnUrls.action, 'redirectResult', redirectResult) };
}

const OPEN_STATUSES: PaymentAttemptStatus[] = ['created', 'pending', 'requiresAction'];

const DECISION_STATUS: Record<SandboxDecision, PaymentAttemptStatus> = {
  approve: 'authorised',
  decline: 'refused',
  cancel: 'cancelled',
};

function redirectFor(row: PaymentRow): string {
  if (row.status === 'authorised') return row.returnUrls.success;
  if (row.status === 'cancelled') return row.returnUrls.cancel;
  return row.returnUrls.failure;
}

/**
 * POST /sandbox/payments/{paymentId}/{approve|decline|cancel}: the hosted pages' buttons (till,
 * wallet, PayPal; the checkout's page shows only Cancel, its approve / decline stay for API tests).
 * Acts only on an open payment; on a decided one it answers the decision already made, so a double
 * click never charges twice.
 */
export async function sandboxDecision(
  deps: AppDeps,
  paymentId: string,
  decision: SandboxDecision,
): Promise<SandboxDecisionResponse> {
  const row = await sandboxPayment(deps, paymentId);
  if (kindOf(row) === 'card' && decision !== 'cancel')
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPaymentDetails);
  const { payment } = await applyPaymentUpdate(deps, deps.database.db, row.id, {
    status: DECISION_STATUS[decision],
    onlyFrom: OPEN_STATUSES,
    reason:
      decision === 'decline'
        ? 'Declined (test)'
        : decision === 'cancel'
          ? 'Cancelled by the shopper'
          : undefined,
  });
  return { status: payment.status, redirectUrl: redirectFor(payment) };
}

/**
 * POST /sandbox/payments/{paymentId}/card: the hosted checkout's card form (kind 'checkout'). The
 * test card decides as the drop-in's would: authorised or refused at once (the approve / decline
 * redirects), or a 3-D Secure challenge first (/sandbox/challenge/{id}, which then decides). Keeps
 * the last 4 digits and the brand only. A payment already decided answers its status and redirect.
 */
export async function sandboxCheckoutCard(
  deps: AppDeps,
  paymentId: string,
  req: SandboxCheckoutCardRequest,
): Promise<SandboxCheckoutCardResponse> {
  const row = await sandboxPayment(deps, paymentId);
  if (kindOf(row) !== 'checkout') throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPaymentDetails);
  if (!OPEN_STATUSES.includes(row.status)) return { status: row.status, redirectUrl: redirectFor(row) };
  const { last4, brand, outcome } = checkSandboxCard(deps, req);
  const card = { last4, brand };
  // A challenged card is the payment's card only once the challenge decides (the shopper may come
  // back and type another): until then its last 4 digits wait in providerData.
  const { payment } = await applyPaymentUpdate(deps, deps.database.db, row.id, {
    onlyFrom: OPEN_STATUSES,
    ...(outcome === 'authorise'
      ? { status: 'authorised', card, providerData: { challengePending: false } }
      : outcome === 'decline'
        ? { status: 'refused', reason: 'Refused', card, providerData: { challengePending: false } }
        : { status: 'requiresAction', providerData: { challengePending: true, challengeCard: card } }),
  });
  const challenge = payment.status === 'requiresAction' && payment.providerData.challengePending === true;
  return {
    status: payment.status,
    redirectUrl: challenge ? sandboxPagePath('challenge', payment.id) : redirectFor(payment),
  };
}
