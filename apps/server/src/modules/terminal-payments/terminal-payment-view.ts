import type { TerminalPayment } from '@rpos/domain';
import type { Db } from '../../db/client';
import { billRestaurantOfCall, type PosCall, readTransaction } from '../transactions/bill-changes';
import type { TerminalPaymentRow } from './terminal-payments.repository';

/** A terminal payment as the routes answer it; once approved, with the bill as it now is. */
export async function terminalPaymentView(
  db: Db,
  call: PosCall,
  row: TerminalPaymentRow,
): Promise<TerminalPayment> {
  const transaction =
    row.status === 'approved'
      ? await readTransaction(db, call.restaurantId, row.transactionId, await billRestaurantOfCall(call))
      : null;
  return {
    id: row.id,
    billId: row.transactionId,
    terminalId: row.terminalId,
    provider: row.provider,
    status: row.status,
    type: row.paymentType,
    amount: row.amount,
    surcharge: row.surcharge,
    tip: row.tip,
    total: row.total,
    portion: row.portion,
    message: row.message,
    reference: row.reference,
    cancelRequested: row.cancelRequested,
    createdAt: row.createdAt.toISOString(),
    transaction,
  };
}
