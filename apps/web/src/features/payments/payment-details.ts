import { PaymentDetailsPayload, toMinorUnits } from '@rpos/domain';
import { decodeBase64Json } from './base64';

/** The paymentDetails query parameter (base64 JSON, diner.md §3), checked; null when unusable. */
export function readPaymentDetails(value: string | null | undefined): PaymentDetailsPayload | null {
  const json = decodeBase64Json(value);
  if (json === null || typeof json !== 'object') return null;
  const parsed = PaymentDetailsPayload.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The amount in minor units: totalCent, else total (or orderTotal) × 100. */
export function detailsAmount(details: PaymentDetailsPayload): number {
  if (details.totalCent != null) return Math.round(details.totalCent);
  const total = details.total ?? details.orderTotal;
  return total != null ? toMinorUnits(total) : 0;
}

/** The number the app order is known by (result pages, header). */
export const detailsOrderNumber = (d: PaymentDetailsPayload): string =>
  d.orderNumber ?? d.referenceNumber ?? d.reference ?? d.id ?? '';
