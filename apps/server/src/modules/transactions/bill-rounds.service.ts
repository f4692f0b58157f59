import { TRANSACTION_MESSAGES as M, POS_MESSAGES, type Transaction } from '@rpos/domain';
import { findWaitingRoundsOfBill, sendTableRoundNow } from '../table-carts/table-rounds.repository';
import { changeBill, historyActorOf, lockBill, type PosCall, refusal } from './bill-changes';
import { billLabel, detailsOf, writeHistory } from './bill-history';

/**
 * POST /transactions/{id}/sendRound (decision 0600): the table's round (decision 0597) its diners'
 * orders on this bill wait in goes to the kitchen now, as its time-out would send it: closed, its held
 * print requests back to the print queue (woken at the commit), which prints its ONE docket and shows
 * its one kitchen ticket. Nothing waiting (never a round, or it went already): 409, nothing written.
 */
export async function sendTableRound(call: PosCall, billId: string): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    if (bill.status === 'deleted') throw refusal(M.alreadyDeleted);
    let sent = 0;
    // Each round's row is locked by its update: one that the queue sent meanwhile is skipped.
    for (const round of await findWaitingRoundsOfBill(tx, bill.id))
      if (await sendTableRoundNow(tx, round.id, now)) sent++;
    if (sent === 0) throw refusal(POS_MESSAGES.noRoundWaiting);
    const entry = {
      operationType: 'sendRound' as const,
      operationName: 'Sent the table’s round to the kitchen',
      price: 0,
      details: detailsOf(billLabel(bill), `${sent} round${sent > 1 ? 's' : ''}`),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'sendRound' }], value: null };
  });
  return transaction;
}
