import adyen from '@adyen/api-library';
import type { TerminalApiRequest } from '@adyen/api-library/lib/src/typings/terminal/models';
import { TERMINAL_PAYMENT_MESSAGES as M } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { createBaseUrlHttpClient } from '../payments/adyen/adyen-base-url-client';
import {
  newServiceId,
  type TerminalOutcome,
  type TerminalPaymentOrder,
  type TerminalPaymentsProvider,
} from './terminal-payments-provider';

const { Client, EnvironmentEnum, TerminalCloudAPI } = adyen;

/** Error conditions that mean the shopper or the till stopped the payment. */
const CANCELLED = new Set(['Aborted', 'Cancel']);
/** Error conditions that mean the terminal could not take the payment at all. */
const UNREACHABLE = new Set([
  'Busy',
  'DeviceOut',
  'UnavailableDevice',
  'UnavailableService',
  'UnreachableHost',
]);

// Terminal API messages are nexo JSON: we build and read them as plain objects (the SDK serialises
// them), so only the fields used here are typed.
interface NexoResponse {
  Result?: string;
  ErrorCondition?: string;
  AdditionalResponse?: string;
}
interface NexoPaymentResponse {
  Response?: NexoResponse;
  POIData?: { POITransactionID?: { TransactionID?: string } };
  PaymentResult?: { AmountsResp?: { AuthorizedAmount?: number } };
}
interface NexoAnswer {
  SaleToPOIResponse?: {
    PaymentResponse?: NexoPaymentResponse;
    TransactionStatusResponse?: {
      Response?: NexoResponse;
      RepeatedMessageResponse?: { RepeatedResponseMessageBody?: { PaymentResponse?: NexoPaymentResponse } };
    };
    ReversalResponse?: { Response?: NexoResponse };
  };
}

/** Decimal major units (the Terminal API's amounts) to cents and back. */
const toMajor = (cents: number) => Math.round(cents) / 100;
const toCents = (major: number) => Math.round(major * 100);

/** A PaymentResponse as our outcome. */
export function outcomeOfPayment(p: NexoPaymentResponse | undefined): TerminalOutcome {
  const r = p?.Response;
  if (r?.Result === 'Success' || r?.Result === 'Partial') {
    return {
      result: 'approved',
      amount: toCents(p?.PaymentResult?.AmountsResp?.AuthorizedAmount ?? 0),
      reference: p?.POIData?.POITransactionID?.TransactionID ?? '',
    };
  }
  const condition = r?.ErrorCondition ?? '';
  if (CANCELLED.has(condition)) return { result: 'cancelled', message: M.cancelled };
  if (UNREACHABLE.has(condition)) return { result: 'failed', message: M.unreachable };
  return { result: 'declined', message: M.declined };
}

/**
 * Card payments on Adyen terminals through the Terminal API's cloud endpoints with the official SDK
 * (decision 0571): a PaymentRequest sent to /sync, answered once the shopper is done; AbortRequest
 * (to /async) to cancel; TransactionStatus to learn the outcome of a payment whose answer was lost;
 * ReversalRequest to give back one the bill could not take. ADYEN_API_BASE points it at a local fake.
 */
export function createAdyenTerminalPayments(deps: AppDeps): TerminalPaymentsProvider {
  const cfg = deps.config.payments.adyen;
  if (!cfg.apiKey) throw new Error('Adyen terminal payments need ADYEN_API_KEY');
  const client = new Client(
    {
      apiKey: cfg.apiKey,
      environment: cfg.environment === 'live' ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
      // The shopper has up to two minutes and a half on the terminal; the cloud answers by then.
      connectionTimeoutMillis: 180_000,
      applicationName: 'rpos',
    },
    cfg.apiBase ? createBaseUrlHttpClient(cfg.apiBase) : undefined,
  );
  const api = new TerminalCloudAPI(client);

  const header = (o: TerminalPaymentOrder, category: string, serviceId: string) => ({
    ProtocolVersion: '3.0',
    MessageClass: 'Service',
    MessageCategory: category,
    MessageType: 'Request',
    SaleID: o.saleId,
    ServiceID: serviceId,
    POIID: o.terminalId,
  });
  const request = (body: object) => ({ SaleToPOIRequest: body }) as unknown as TerminalApiRequest;
  const sync = async (body: object) => (await api.sync(request(body))) as unknown as NexoAnswer;
  const reference = (o: TerminalPaymentOrder) => ({
    MessageCategory: 'Payment',
    SaleID: o.saleId,
    ServiceID: o.serviceId,
    POIID: o.terminalId,
  });

  return {
    name: 'adyen',
    async send(o) {
      try {
        const answer = await sync({
          MessageHeader: header(o, 'Payment', o.serviceId),
          PaymentRequest: {
            SaleData: { SaleTransactionID: { TransactionID: o.id, TimeStamp: o.createdAt.toISOString() } },
            PaymentTransaction: { AmountsReq: { Currency: o.currency, RequestedAmount: toMajor(o.total) } },
          },
        });
        const payment = answer.SaleToPOIResponse?.PaymentResponse;
        // No payment answer (an error page, a lost call): the outcome is asked for with status().
        return payment ? outcomeOfPayment(payment) : null;
      } catch {
        return null;
      }
    },
    async status(o) {
      const answer = await sync({
        MessageHeader: header(o, 'TransactionStatus', newServiceId()),
        TransactionStatusRequest: { ReceiptReprintFlag: false, MessageReference: reference(o) },
      });
      const status = answer.SaleToPOIResponse?.TransactionStatusResponse;
      if (status?.Response?.Result === 'Success')
        return outcomeOfPayment(status.RepeatedMessageResponse?.RepeatedResponseMessageBody?.PaymentResponse);
      const condition = status?.Response?.ErrorCondition;
      if (condition === 'InProgress' || !status) return null;
      // NotFound: the terminal never started it, nothing was charged.
      return { result: 'failed', message: M.unreachable };
    },
    async abort(o) {
      await api.async(
        request({
          MessageHeader: header(o, 'Abort', newServiceId()),
          AbortRequest: { AbortReason: 'MerchantAbort', MessageReference: reference(o) },
        }),
      );
      // The payment's own answer (Aborted, or approved if the card was quicker) tells the outcome.
      return null;
    },
    async reverse(o, transactionId) {
      await sync({
        MessageHeader: header(o, 'Reversal', newServiceId()),
        ReversalRequest: {
          OriginalPOITransaction: {
            POITransactionID: { TransactionID: transactionId, TimeStamp: o.createdAt.toISOString() },
          },
          ReversalReason: 'MerchantCancel',
        },
      });
    },
  };
}
