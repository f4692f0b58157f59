import {
  type ApplyVoucherBody,
  localClock,
  MEMBER_VOUCHER_MESSAGES,
  memberPhoneKey,
  type PosMemberVouchersResponse,
  type Transaction,
  VOUCHER_ADJUSTMENT_NAME,
  voucherDiscount,
  voucherRefusal,
} from '@rpos/domain';
import { newId } from '../../platform/ids';
import { toMemberVoucher } from '../members/member-join.service';
import {
  claimVoucherForBill,
  findMemberByPhone,
  findVoucher,
  usableVouchers,
} from '../members/member-vouchers.repository';
import {
  billNow,
  billRestaurantOfCall,
  changeBill,
  historyActorOf,
  lockBill,
  type PosCall,
  refusal,
  requireEditable,
} from './bill-changes';
import { insertAdjustment } from './bill-changes.repository';
import { billLabel, writeHistory } from './bill-history';

/** POST /pos/memberVouchers: the member of this phone at the acting restaurant (or null) and their vouchers. */
export async function posMemberVouchers(
  call: PosCall,
  phoneNumber: string,
): Promise<PosMemberVouchersResponse> {
  const db = call.deps.database.db;
  const restaurant = await billRestaurantOfCall(call);
  const member = await findMemberByPhone(db, call.restaurantId, memberPhoneKey(phoneNumber));
  if (!member) return { member: null, vouchers: [] };
  const today = localClock(call.deps.now(), restaurant.timezone).isoDate;
  const rows = await usableVouchers(db, call.restaurantId, member.id, today);
  return {
    member: {
      memberId: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      phoneNumber: member.phone,
    },
    vouchers: rows.map(toMemberVoucher),
  };
}

/**
 * POST /transactions/{id}/voucher (decision 0272): staff found the member by phone and apply one of
 * their vouchers to an open bill. In the bill's transaction: the voucher must be the restaurant's,
 * active and valid today; its discount is worked out on the bill's counted lines and added as a
 * 'Member voucher' discount adjustment, and the voucher is marked used only if still active (row
 * lock: used once, also against a concurrent placeOrder).
 */
export async function applyVoucherToBill(
  call: PosCall,
  billId: string,
  body: ApplyVoucherBody,
): Promise<Transaction> {
  const now = call.deps.now();
  const { transaction } = await changeBill(call, async (tx, restaurant) => {
    const bill = await lockBill(tx, call.restaurantId, billId);
    requireEditable(bill);
    const voucher = await findVoucher(tx, body.voucherId);
    if (!voucher || voucher.restaurantId !== call.restaurantId)
      throw refusal(MEMBER_VOUCHER_MESSAGES.notFound);
    const why = voucherRefusal(voucher, {
      restaurantId: call.restaurantId,
      memberId: voucher.memberId,
      today: localClock(now, restaurant.timezone).isoDate,
    });
    if (why) throw refusal(why);
    const { parts } = await billNow(tx, bill, restaurant);
    const lines = parts.orders
      .filter((o) => o.order.status !== 'cancelled')
      .flatMap((o) => o.lines.filter((l) => !l.isVoidedDish && !l.permanentDeletion));
    const discount = voucherDiscount(voucher, lines);
    if (discount <= 0) throw refusal(MEMBER_VOUCHER_MESSAGES.nothingToDiscount);
    const firstOrder = parts.orders[0]?.order.id ?? null;
    if (!(await claimVoucherForBill(tx, voucher.id, firstOrder, now)))
      throw refusal(MEMBER_VOUCHER_MESSAGES.used);
    await insertAdjustment(tx, {
      id: newId(),
      transactionId: bill.id,
      type: 'discount',
      name: VOUCHER_ADJUSTMENT_NAME,
      percentageBp: null,
      amount: discount,
      voucherId: voucher.id,
      createdAt: now,
    });
    const entry = {
      operationType: 'addAdjustment' as const,
      operationName: `Discount ${VOUCHER_ADJUSTMENT_NAME} ${voucher.name}`,
      price: discount,
      details: billLabel(bill),
    };
    await writeHistory(tx, bill, [entry], historyActorOf(call), now);
    return { billId: bill.id, changed: [{ bill, operationType: 'addAdjustment' }], value: null };
  });
  return transaction;
}
