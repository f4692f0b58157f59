import type { DbOrTx } from '../../db/client';
import { findUserById } from '../users/users.repository';
import { billLabel, detailsOf, type HistoryActor, writeHistory } from './bill-history';
import { lockBillOfOrder } from './transactions.repository';

/** Who history names for a refund made at the provider's own dashboard (no staff user). */
const PROVIDER_ACTOR: HistoryActor = { name: 'Payment provider', userId: null };

export interface SettledRefund {
  orderId: string;
  orderNumber: string;
  /** Cents given back. */
  amount: number;
  provider: string;
  /** The staff user who asked for it; null when made at the provider. */
  requestedBy: string | null;
  at: Date;
  /** The refund of a second capture that was never on the bill (the order was already paid). */
  duplicate?: boolean;
}

/**
 * A refund that succeeded shows on the order's bill and in the staff activities (decision 0161): a
 * `refund` history row and activity with the amount. The bill's figures do not change — it was paid,
 * and the refund is money going back, which the reports take off the payment types' takings.
 */
export async function recordRefundOnBill(db: DbOrTx, refund: SettledRefund): Promise<void> {
  const bill = await lockBillOfOrder(db, refund.orderId);
  if (!bill) return;
  const user = refund.requestedBy ? await findUserById(db, refund.requestedBy) : undefined;
  const actor: HistoryActor = user
    ? { name: `${user.firstName} ${user.lastName}`.trim() || user.email, userId: user.id }
    : PROVIDER_ACTOR;
  await writeHistory(
    db,
    bill,
    [
      {
        operationType: 'refund',
        operationName: refund.duplicate
          ? `Refunded a second ${refund.provider} payment of order ${refund.orderNumber} automatically (the order was already paid)`
          : `Refunded ${refund.provider} payment of order ${refund.orderNumber}`,
        price: refund.amount,
        details: detailsOf(billLabel(bill), `Order ${refund.orderNumber}`),
      },
    ],
    actor,
    refund.at,
  );
}
