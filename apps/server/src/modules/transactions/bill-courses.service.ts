import { type FireCourseRequest, POS_MESSAGES, type Transaction } from '@rpos/domain';
import { changeBill, historyActorOf, lockBill, type PosCall, refusal, requireEditable } from './bill-changes';
import { fireHeldCourse } from './bill-changes.repository';
import { billLabel, detailsOf, writeHistory } from './bill-history';

/**
 * POST /transactions/{id}/fire (decision 0502): the bill's held orders of this course go to the
 * kitchen now. Accepting them is what prints their dockets (the print_requests trigger of decision
 * 0288) and starts their time on the kitchen display; fired_at records when.
 */
export async function fireCourse(
  call: PosCall,
  billId: string,
  body: FireCourseRequest,
): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    requireEditable(bill);
    const fired = await fireHeldCourse(tx, bill.id, body.course, now);
    if (fired.length === 0) throw refusal(POS_MESSAGES.nothingHeld);
    const entry = {
      operationType: 'fireCourse' as const,
      operationName: `Fired course ${body.course}`,
      price: 0,
      details: detailsOf(billLabel(bill), `${fired.length} order${fired.length > 1 ? 's' : ''}`),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'fireCourse' }], value: null };
  });
  return transaction;
}
