import adyen, { type Types } from '@adyen/api-library';
import { PAYMENT_MESSAGES, type PaymentAction } from '@rpos/domain';
import type { AppDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import type {
  CardSummary,
  ContinueOutcome,
  PaymentContext,
  PaymentOutcome,
  PaymentProvider,
  WebhookEvent,
} from '../payment-provider';
import { WebhookVerificationError } from '../payment-provider';
import { createBaseUrlHttpClient } from './adyen-base-url-client';

// Adyen (issue 4): the drop-in widget encrypts the card fields in the browser; we pass its
// stateData.paymentMethod to /payments as is, continue 3-D Secure with /payments/details, refund
// with /payments/{pspReference}/refunds, and trust notifications only with a valid HMAC per item.
// Decisions: docs/decisions/0041-adyen-drop-in-adapter.md, 0042, 0043, 0044.

// The SDK is CommonJS whose exports are getters Node's ESM loader cannot see as named exports (the
// bundled server runs as ESM): take them from the default export (module.exports).
const { CheckoutAPI, Client, EnvironmentEnum, HttpClientException, hmacValidator } = adyen;
const { checkout: checkoutModels } = adyen.Types;

type PaymentRequest = Types.checkout.PaymentRequest;
type AnyPaymentResponse = Types.checkout.PaymentResponse | Types.checkout.PaymentDetailsResponse;
type NotificationItem = Types.notification.NotificationRequestItem;

export const ADYEN_ACKNOWLEDGEMENT = { contentType: 'text/plain', body: '[accepted]' } as const;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);
const obj = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

/** The card summary Adyen reports (cardSummary = last 4 digits); never more. */
function cardOf(
  additionalData: Record<string, string | undefined> | undefined,
  brand?: string,
): CardSummary | undefined {
  const last4 = additionalData?.cardSummary;
  const b = additionalData?.paymentMethod ?? brand;
  if (!last4 && !b) return undefined;
  return { ...(last4 && /^\d{4}$/.test(last4) ? { last4 } : {}), ...(b ? { brand: b } : {}) };
}

/** Maps a /payments or /payments/details answer to our outcome. */
export function adyenOutcome(res: AnyPaymentResponse, isPreAuth: boolean): PaymentOutcome {
  const providerReference = res.pspReference;
  const card = cardOf(res.additionalData, res.paymentMethod?.brand);
  const reason = res.refusalReason ?? undefined;
  switch (res.resultCode) {
    case 'Authorised':
      return {
        status: 'authorised',
        providerReference,
        ...(isPreAuth ? { capturedAmount: 0 } : {}),
        ...(card ? { card } : {}),
      };
    case 'Refused':
      return { status: 'refused', providerReference, reason: reason ?? 'Refused', ...(card ? { card } : {}) };
    case 'Cancelled':
      return { status: 'cancelled', providerReference, reason: reason ?? 'Cancelled' };
    case 'Error':
      return { status: 'error', providerReference, reason: reason ?? 'Error' };
    case 'RedirectShopper':
    case 'IdentifyShopper':
    case 'ChallengeShopper':
    case 'PresentToShopper': {
      if (!res.action)
        return { status: 'error', providerReference, reason: `${res.resultCode} without an action` };
      // The action goes to the widget as Adyen sent it (handleAction).
      const action = JSON.parse(JSON.stringify(res.action)) as PaymentAction;
      return {
        status: 'requiresAction',
        action,
        providerReference,
        ...(action.paymentData ? { providerData: { paymentData: action.paymentData } } : {}),
      };
    }
    case 'Pending':
    case 'Received':
      return { status: 'pending', providerReference };
    default:
      return {
        status: 'error',
        providerReference,
        reason: `Unexpected resultCode ${res.resultCode ?? 'none'}`,
      };
  }
}

/**
 * An Adyen answer about the request (4xx: validation, e.g. data that cannot be decrypted): a business
 * result, not a transport failure. 401/403 (keys) and 429/5xx stay transport failures.
 */
const requestErrorReason = (err: unknown): string | null => {
  if (!(err instanceof HttpClientException)) return null;
  const s = err.statusCode;
  if (s < 400 || s >= 500 || s === 401 || s === 403 || s === 429) return null;
  const message = err.apiError?.message ?? err.message;
  return `${err.apiError?.errorCode ? `${err.apiError.errorCode} ` : ''}${message}`.slice(0, 300);
};

/** Normalises one verified notification item. */
export function normaliseAdyenItem(item: NotificationItem): WebhookEvent {
  const success = item.success === 'true';
  const eventId = `${item.pspReference}:${item.eventCode}:${item.success}`;
  const amount = typeof item.amount?.value === 'number' ? item.amount.value : undefined;
  const currency = item.amount?.currency;
  const occurredAt = item.eventDate ? new Date(item.eventDate) : undefined;
  const base = {
    eventId,
    amount,
    currency,
    ...(occurredAt && !Number.isNaN(occurredAt.getTime()) ? { occurredAt } : {}),
  };
  switch (item.eventCode) {
    case 'AUTHORISATION':
      return success
        ? {
            ...base,
            type: 'payment.authorised',
            paymentId: item.merchantReference,
            providerReference: item.pspReference,
            card: cardOf(item.additionalData, item.paymentMethod),
          }
        : {
            ...base,
            type: 'payment.refused',
            paymentId: item.merchantReference,
            providerReference: item.pspReference,
            reason: item.reason || 'Refused',
          };
    case 'CAPTURE':
      return {
        ...base,
        type: success ? 'payment.captured' : 'ignored',
        paymentId: item.merchantReference,
        providerReference: item.originalReference ?? null,
        ...(success ? {} : { reason: item.reason || 'Capture failed' }),
      };
    case 'CANCELLATION':
      return {
        ...base,
        type: success ? 'payment.cancelled' : 'ignored',
        paymentId: item.merchantReference,
        providerReference: item.originalReference ?? null,
        reason: item.reason || (success ? 'Cancelled' : 'Cancellation failed'),
      };
    case 'REFUND':
    case 'REFUND_FAILED':
      // merchantReference is the refund's reference (our refund id); the payment is the original reference.
      return {
        ...base,
        type: success && item.eventCode === 'REFUND' ? 'refund.succeeded' : 'refund.failed',
        paymentId: null,
        providerReference: item.originalReference ?? null,
        refund: { refundId: item.merchantReference || null, providerRefundId: item.pspReference },
        ...(success && item.eventCode === 'REFUND' ? {} : { reason: item.reason || 'Refund failed' }),
      };
    default:
      return { ...base, type: 'ignored', providerReference: item.originalReference ?? item.pspReference };
  }
}

export function createAdyenProvider(deps: AppDeps): PaymentProvider {
  const cfg = deps.config.payments.adyen;
  const { apiKey, clientKey, hmacKey } = cfg;
  if (!apiKey || !clientKey || !cfg.merchantAccount)
    throw new Error(
      'The adyen payment provider needs ADYEN_API_KEY, ADYEN_CLIENT_KEY and ADYEN_MERCHANT_ACCOUNT',
    );
  const live = cfg.environment === 'live';
  const client = new Client(
    {
      apiKey,
      environment: live ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      ...(live && cfg.liveUrlPrefix ? { liveEndpointUrlPrefix: cfg.liveUrlPrefix } : {}),
      connectionTimeoutMillis: 30_000,
      applicationName: 'rpos',
    },
    cfg.apiBase ? createBaseUrlHttpClient(cfg.apiBase) : undefined,
  );
  const checkout = new CheckoutAPI(client);
  const validator = new hmacValidator();

  const merchantAccountOf = (ctx: PaymentContext): string => ctx.account?.accountId ?? cfg.merchantAccount!;
  const amountOf = (ctx: PaymentContext) => ({ value: ctx.amount, currency: ctx.currency });

  return {
    name: 'adyen',
    methods: ['card', 'till'],
    requiresAccount: false,

    async startPayment(ctx) {
      const paymentMethodResults = await checkout.PaymentsApi.paymentMethods({
        merchantAccount: merchantAccountOf(ctx),
        amount: amountOf(ctx),
        countryCode: ctx.countryCode,
        shopperLocale: ctx.locale,
        channel: checkoutModels.PaymentMethodsRequest.ChannelEnum.Web,
      });
      return {
        kind: 'dropIn',
        paymentMethodResults: JSON.parse(JSON.stringify(paymentMethodResults)) as unknown,
        clientKey,
        environment: cfg.environment,
        providerData: { merchantAccount: merchantAccountOf(ctx) },
      };
    },

    async submitPayment(ctx, input) {
      const paymentMethod = obj(input.stateData.paymentMethod);
      if (!paymentMethod || !str(paymentMethod.type))
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidStateData);
      const riskData = obj(input.stateData.riskData);
      const request: PaymentRequest = {
        amount: amountOf(ctx),
        reference: ctx.paymentId,
        merchantAccount: merchantAccountOf(ctx),
        // The widget's encrypted fields, untouched (the SDK serialises the fields its model knows).
        paymentMethod: paymentMethod as unknown as PaymentRequest['paymentMethod'],
        returnUrl: ctx.returnUrls.action,
        channel: checkoutModels.PaymentRequest.ChannelEnum.Web,
        countryCode: ctx.countryCode,
        shopperLocale: ctx.locale,
        ...(input.browserInfo
          ? { browserInfo: input.browserInfo as unknown as PaymentRequest['browserInfo'] }
          : {}),
        ...(input.shopperIp ? { shopperIP: input.shopperIp } : {}),
        ...(input.origin ? { origin: input.origin } : {}),
        ...(ctx.shopperEmail ? { shopperEmail: ctx.shopperEmail } : {}),
        ...(riskData ? { riskData: riskData as unknown as PaymentRequest['riskData'] } : {}),
        ...(ctx.isPreAuth ? { additionalData: { authorisationType: 'PreAuth', manualCapture: 'true' } } : {}),
      };
      try {
        const res = await checkout.PaymentsApi.payments(request, { idempotencyKey: input.idempotencyKey });
        return adyenOutcome(res, ctx.isPreAuth);
      } catch (err) {
        const reason = requestErrorReason(err);
        if (reason) return { status: 'error', reason };
        throw err;
      }
    },

    async continuePayment(ctx, input) {
      let res: Types.checkout.PaymentDetailsResponse;
      try {
        res = await checkout.PaymentsApi.paymentsDetails(
          {
            details: input.details as Types.checkout.PaymentCompletionDetails,
            ...(input.paymentData ? { paymentData: input.paymentData } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
      } catch (err) {
        const reason = requestErrorReason(err);
        if (reason && ctx) return { status: 'error', reason, paymentId: ctx.paymentId };
        if (reason) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPaymentDetails);
        throw err;
      }
      const paymentId = res.merchantReference ?? ctx?.paymentId;
      if (ctx && res.merchantReference && res.merchantReference !== ctx.paymentId)
        throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.invalidPaymentDetails);
      const outcome: ContinueOutcome = {
        ...adyenOutcome(res, ctx?.isPreAuth ?? false),
        ...(paymentId ? { paymentId } : {}),
      };
      return outcome;
    },

    async getStatus(ctx) {
      // Adyen has no read of a payment: its state arrives by /payments answers and notifications.
      return { status: 'pending', providerReference: ctx.providerReference ?? undefined };
    },

    async cancelPayment(ctx) {
      if (!ctx.providerReference) return { status: 'cancelled', reason: 'Cancelled before submit' };
      await checkout.ModificationsApi.cancelAuthorisedPaymentByPspReference(
        ctx.providerReference,
        { merchantAccount: merchantAccountOf(ctx), reference: `cancel:${ctx.paymentId}` },
        { idempotencyKey: `cancel:${ctx.paymentId}` },
      );
      // Accepted: the CANCELLATION notification is the final word.
      return { status: 'pending', providerReference: ctx.providerReference };
    },

    async refund(ctx, input) {
      if (!ctx.providerReference)
        return { status: 'failed', reason: 'The payment has no pspReference to refund' };
      try {
        const res = await checkout.ModificationsApi.refundCapturedPayment(
          ctx.providerReference,
          {
            amount: { value: input.amount, currency: input.currency },
            merchantAccount: merchantAccountOf(ctx),
            reference: input.refundId,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        // Received: the REFUND notification says whether it went through.
        return { status: 'pending', providerRefundId: res.pspReference };
      } catch (err) {
        const reason = requestErrorReason(err);
        if (reason) return { status: 'failed', reason };
        throw err;
      }
    },

    async parseWebhook({ rawBody }) {
      if (!hmacKey) throw new WebhookVerificationError('ADYEN_HMAC_KEY is not set');
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookVerificationError('body is not JSON');
      }
      const list = obj(body)?.notificationItems;
      if (!Array.isArray(list) || list.length === 0)
        throw new WebhookVerificationError('no notification items');
      const items: NotificationItem[] = [];
      for (const wrapper of list) {
        const item = obj(obj(wrapper)?.NotificationRequestItem) as NotificationItem | undefined;
        if (!item || !str(item.pspReference) || !str(item.eventCode) || !obj(item.amount))
          throw new WebhookVerificationError('malformed notification item');
        let valid = false;
        try {
          valid = validator.validateHMAC(item, hmacKey);
        } catch {
          valid = false;
        }
        // One bad item refuses the whole request: Adyen then delivers it again.
        if (!valid) throw new WebhookVerificationError('bad HMAC signature');
        items.push(item);
      }
      return { events: items.map(normaliseAdyenItem), acknowledgement: { ...ADYEN_ACKNOWLEDGEMENT } };
    },
  };
}
