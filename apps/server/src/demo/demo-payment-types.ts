import type { DbOrTx } from '../db/client';
import { posPaymentTypes } from '../db/schema';
import { newId } from '../platform/ids';

/** [paymentType, surcharge rate in basis points, enabled, sort, description] */
type DemoPaymentType = [string, number, boolean, number, string];

/** What an Australian restaurant's counter takes: card surcharges as the providers charge them. */
const DEMO_PAYMENT_TYPES: DemoPaymentType[] = [
  ['CASH', 0, true, 1, 'Cash'],
  ['VISAMastercard', 150, true, 2, 'Visa and Mastercard'],
  ['EFTPOS', 50, true, 3, 'EFTPOS debit cards'],
  ['AMEX', 250, true, 4, 'American Express'],
  ['WECHATPAY', 0, true, 5, 'WeChat Pay'],
  ['Other', 0, false, 99, 'Vouchers and anything else'],
];

/** The demo restaurants' POS payment types (the web POS and its checkout read them). */
export async function insertDemoPaymentTypes(
  tx: DbOrTx,
  options: { restaurantIds: readonly string[]; now: Date },
): Promise<void> {
  await tx.insert(posPaymentTypes).values(
    options.restaurantIds.flatMap((restaurantId) =>
      DEMO_PAYMENT_TYPES.map(([paymentType, surchargeRateBp, enabled, sort, description]) => ({
        id: newId(),
        restaurantId,
        paymentType,
        surchargeRateBp,
        enabled,
        sort,
        description,
        createdAt: options.now,
        updatedAt: options.now,
      })),
    ),
  );
}
