import {
  type DiscountLine,
  localClock,
  MEMBER_VOUCHER_MESSAGES,
  type PlaceOrderRequest,
  voucherDiscount,
  voucherRefusal,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { provenMember } from '../members/member-join.service';
import { findVoucher } from '../members/member-vouchers.repository';

/** What the member's voucher does to an order: the discount (cents) the server worked out. */
export interface OrderVoucher {
  voucherId: string;
  memberId: string;
  discount: number;
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message, { reason: 'voucher' });

/**
 * The member an order names with its device token (decision 0270), or null: an unproven memberId
 * is neither credited nor refused (the order goes through without a member).
 */
export async function orderMember(
  db: DbOrTx,
  restaurantId: string,
  body: Pick<PlaceOrderRequest, 'memberId' | 'memberToken'>,
): Promise<string | null> {
  if (!body.memberId?.trim() || !body.memberToken?.trim()) return null;
  try {
    return (await provenMember(db, restaurantId, body.memberId.trim(), body.memberToken.trim())).id;
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

/**
 * The voucher an order asks for (decision 0267), checked before anything is written: the member is
 * proven by its device token, the voucher is theirs, at this restaurant, active and valid on the
 * restaurant's today, and gives something on these lines. null when none is asked for. That it is
 * still unused when the order is written is decided by the order's statement (orders.repository.ts).
 */
export async function orderVoucher(
  db: DbOrTx,
  restaurant: { id: string; timezone: string },
  body: Pick<PlaceOrderRequest, 'voucherId' | 'memberId' | 'memberToken'>,
  lines: readonly DiscountLine[],
  now: Date,
): Promise<OrderVoucher | null> {
  const voucherId = body.voucherId?.trim();
  if (!voucherId) return null;
  const member = await provenMember(db, restaurant.id, body.memberId?.trim(), body.memberToken?.trim());
  const voucher = await findVoucher(db, voucherId);
  if (!voucher) throw refuse(MEMBER_VOUCHER_MESSAGES.notFound);
  const why = voucherRefusal(voucher, {
    restaurantId: restaurant.id,
    memberId: member.id,
    today: localClock(now, restaurant.timezone).isoDate,
  });
  if (why) throw refuse(why);
  const discount = voucherDiscount(
    {
      isPercentage: voucher.isPercentage,
      percentage: voucher.percentage,
      amount: voucher.amount,
      maxPrice: voucher.maxPrice,
      forOneItem: voucher.forOneItem,
      isFreeItem: voucher.isFreeItem,
    },
    lines,
  );
  if (discount <= 0) throw refuse(MEMBER_VOUCHER_MESSAGES.nothingToDiscount);
  return { voucherId: voucher.id, memberId: member.id, discount };
}
