import type { PaymentCallResponse, PaymentResultCode, WalletOrderStatus } from '@rpos/domain';
import type { PaymentOutcome } from './payment-provider';
import type { OrderRow, PaymentRow } from './payments.repository';

/** The resultCode the web app reads, from the row's status and the provider's last answer. */
export function resultCodeOf(row: PaymentRow, outcome: PaymentOutcome | null): PaymentResultCode {
  if (row.status === 'authorised') return 'Authorised';
  const status = outcome?.status ?? row.status;
  switch (status) {
    case 'requiresAction': {
      const type = outcome?.status === 'requiresAction' ? outcome.action.type : '';
      if (type === 'threeDS2' || type === 'threeDS2Challenge') return 'ChallengeShopper';
      if (type === 'qrCode' || type === 'await' || type === 'voucher') return 'PresentToShopper';
      return 'RedirectShopper';
    }
    case 'refused':
      return 'Refused';
    case 'cancelled':
      return 'Cancelled';
    case 'error':
      return 'Error';
    case 'authorised':
      return 'Authorised';
    default:
      return 'Pending';
  }
}

export function callResponse(
  row: PaymentRow,
  outcome: PaymentOutcome | null,
  order?: OrderRow,
): PaymentCallResponse {
  const resultCode = resultCodeOf(row, outcome);
  const res: PaymentCallResponse = { resultCode, paymentId: row.id };
  if (outcome?.status === 'requiresAction' && row.status === 'requiresAction') res.action = outcome.action;
  if (row.providerReference) res.pspReference = row.providerReference;
  if (resultCode === 'Refused' || resultCode === 'Error' || resultCode === 'Cancelled')
    res.refusalReason = row.failureReason ?? undefined;
  if (order) {
    res.orderNumber = order.orderNumber;
    res.reference = order.id;
  }
  return res;
}

/** What the wallet status page reads: Success when paid, Pending while open, else Failed/Cancelled. */
export function walletStatusOf(row: PaymentRow | undefined): WalletOrderStatus {
  if (!row) return 'Pending';
  switch (row.status) {
    case 'authorised':
      return 'Success';
    case 'cancelled':
      return 'Cancelled';
    case 'refused':
    case 'error':
      return 'Failed';
    default:
      return 'Pending';
  }
}
