import { POS_MESSAGES, type SetSeatRequest, type Transaction } from '@rpos/domain';
import {
  changeBill,
  historyActorOf,
  lockBill,
  notFound,
  type PosCall,
  requireEditable,
  requireOrderOnBill,
} from './bill-changes';
import { findOrderLine, setLineSeat } from './bill-changes.repository';
import { billLabel, detailsOf, writeHistory } from './bill-history';

/**
 * POST /transactions/{id}/seat (decision 0501): a dish of an open bill given a seat at the table, or
 * made shared (null). A split by seat reads the seats; nothing about the money changes here.
 */
export async function setSeat(call: PosCall, billId: string, body: SetSeatRequest): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    requireEditable(bill);
    await requireOrderOnBill(tx, bill.id, body.orderId);
    const dish = await findOrderLine(tx, body.orderId, body.lineId);
    if (!dish || dish.permanentDeletion) throw notFound(POS_MESSAGES.dishNotFound);
    if ((dish.seat ?? null) === body.seat) return { billId: bill.id, changed: [], value: null };
    await setLineSeat(tx, dish.id, body.seat);
    const entry = {
      operationType: 'setSeat' as const,
      operationName: `${dish.name}: ${body.seat === null ? 'shared' : `seat ${body.seat}`}`,
      price: 0,
      details: detailsOf(billLabel(bill)),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'setSeat' }], value: null };
  });
  return transaction;
}
