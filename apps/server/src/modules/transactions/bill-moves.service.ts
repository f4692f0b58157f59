import { checkBillEditable, POS_MESSAGES, type Transaction } from '@rpos/domain';
import { enqueueSwitchTableSlips } from '../printers/print-switch-table';
import {
  billNow,
  billState,
  changeBill,
  historyActorOf,
  lockBill,
  lockBills,
  notFound,
  type PosCall,
  refusal,
  requireEditable,
} from './bill-changes';
import { findOpenTableBill, findTableNumber, moveBillParts, updateBill } from './bill-changes.repository';
import { detailsOf, writeHistory } from './bill-history';

/**
 * Moving a table's bill to another table and merging two tables' bills (decision 0140). The partial
 * unique index transactions_active_table_uq keeps one open bill per table whatever the timing: a move
 * onto a table that an order opened meanwhile is refused as 'This table already has an open bill.'
 * (bill-changes.ts maps the violation), never a 500.
 */

/** POST /transactions/{id}/move. */
export async function moveBill(call: PosCall, billId: string, tableNo: string): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    requireEditable(bill);
    if (bill.type !== 'dinein') throw refusal(POS_MESSAGES.notDineIn);
    const table = await findTableNumber(tx, call.restaurantId, tableNo);
    if (!table) throw notFound(POS_MESSAGES.tableNotFound);
    if (table === bill.tableNo) throw refusal(POS_MESSAGES.sameTable);
    if (await findOpenTableBill(tx, call.restaurantId, table)) throw refusal(POS_MESSAGES.tableBusy);
    await updateBill(tx, bill.id, { tableNo: table, updatedAt: now });
    const entry = {
      operationType: 'moveTable' as const,
      operationName: `Moved from table ${bill.tableNo} to table ${table}`,
      price: 0,
      details: detailsOf(`Table ${table}`, `from table ${bill.tableNo}`),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    // The switch-table slip, when the print settings ask for it (decision 0346): same transaction.
    await enqueueSwitchTableSlips(
      tx,
      call.restaurantId,
      { billId: bill.id, from: bill.tableNo ?? '', to: table, by: call.actor.name },
      now,
    );
    return {
      billId: bill.id,
      // The old table is free now and the new one taken: both floors' tables change.
      changed: [
        { bill, operationType: 'moveTable' },
        { bill: { id: bill.id, tableNo: table }, operationType: 'moveTable' },
      ],
      value: null,
    };
  });
  return transaction;
}

/**
 * POST /transactions/{id}/merge: the other table's orders, discounts and payments come onto this bill;
 * the emptied bill is deleted with 'Merged into table N' (it carries nothing, so no report counts it).
 */
export async function mergeBills(call: PosCall, billId: string, fromId: string): Promise<Transaction> {
  const now = call.deps.now();
  if (fromId === billId) throw refusal(POS_MESSAGES.mergeSelf);
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const locked = await lockBills(tx, call.restaurantId, [billId, fromId]);
    const into = locked.get(billId)!;
    const from = locked.get(fromId)!;
    for (const b of [into, from]) {
      const editable = checkBillEditable(billState(b));
      if (!editable.ok) throw refusal(editable.message);
    }
    if (into.type !== 'dinein' || from.type !== 'dinein') throw refusal(POS_MESSAGES.mergeTypes);
    const { totals } = await billNow(tx, from, restaurant);
    await moveBillParts(tx, from.id, into.id);
    const guests =
      into.guests === null && from.guests === null ? null : (into.guests ?? 0) + (from.guests ?? 0);
    await updateBill(tx, into.id, { guests, updatedAt: now });
    await updateBill(tx, from.id, {
      status: 'deleted',
      deletedReason: `Merged into table ${into.tableNo}`,
      deletedBy: call.actor.name,
      deletedAt: now,
      updatedAt: now,
    });
    const actor = historyActorOf(call);
    const price = totals.total;
    await writeHistory(
      tx,
      into,
      [
        {
          operationType: 'mergeBill',
          operationName: `Merged table ${from.tableNo} into this bill`,
          price,
          details: detailsOf(`Table ${into.tableNo}`, `from table ${from.tableNo}`),
        },
      ],
      actor,
      now,
    );
    await writeHistory(
      tx,
      from,
      [
        {
          operationType: 'mergeBill',
          operationName: `Merged into table ${into.tableNo}`,
          price,
          details: detailsOf(`Table ${from.tableNo}`, `into table ${into.tableNo}`),
        },
      ],
      actor,
      now,
    );
    return {
      billId: into.id,
      changed: [
        { bill: into, operationType: 'mergeBill' },
        { bill: from, operationType: 'mergeBill' },
      ],
      value: null,
    };
  });
  return transaction;
}
