import {
  localClock,
  memberName,
  type SaveVouchersBody,
  type SaveVouchersResponse,
  VOUCHER_MESSAGES,
  type VoucherRow,
  type VouchersResponse,
  validateVoucherForm,
  voucherStatusOn,
} from '@rpos/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { findRestaurantMembers } from '../members/members.repository';
import { restaurantTimezone } from '../staff/staff.repository';
import { insertVouchers, listRestaurantVouchers, type VoucherWithMember } from './vouchers.repository';

function toVoucherRow(v: VoucherWithMember, today: string): VoucherRow {
  return {
    voucherId: v.id,
    id: v.promotionId ?? v.id,
    promotionId: v.promotionId,
    type: v.type,
    status: voucherStatusOn(v, today),
    name: v.name,
    description: v.description,
    userName: memberName({ firstName: v.memberFirstName, lastName: v.memberLastName }),
    memberId: v.memberId,
    isPercentage: v.isPercentage,
    percents: v.percentage,
    amount: v.amount,
    maxPrice: v.maxPrice,
    forOneItem: v.forOneItem,
    isFreeItem: v.isFreeItem,
    effectiveFrom: v.effectiveFrom,
    expiryDays: v.expiryDays,
    expireDate: v.expireDate,
    usedAt: v.usedAt?.toISOString() ?? null,
    updatedAt: v.updatedAt.toISOString(),
  };
}

/** GET /vouchers: one page; statuses as of the restaurant's today. */
export async function listVouchers(
  database: Database,
  restaurantId: string,
  page: number,
  pageSize: number,
  now: Date,
): Promise<VouchersResponse> {
  const today = localClock(now, await restaurantTimezone(database.db, restaurantId)).isoDate;
  const { rows, total } = await listRestaurantVouchers(database.db, restaurantId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { allVouchers: rows.map((r) => toVoucherRow(r, today)), total, page, pageSize };
}

/**
 * POST /vouchers: the §5 checks, at least one member ('Please add members'), every member the
 * restaurant's (else nothing is written), then one voucher each in one transaction.
 */
export async function saveVouchers(
  database: Database,
  restaurantId: string,
  body: SaveVouchersBody,
  now: Date,
): Promise<SaveVouchersResponse> {
  const check = validateVoucherForm(body.voucher, await restaurantTimezone(database.db, restaurantId));
  if (!check.ok) throw new AppError('VALIDATION', check.message);
  const ids = [...new Set(body.members)];
  if (ids.length === 0) throw new AppError('VALIDATION', VOUCHER_MESSAGES.addMembers);
  const issued = await database.db.transaction(async (tx) => {
    const found = await findRestaurantMembers(tx, restaurantId, ids);
    if (found.length !== ids.length) throw new AppError('VALIDATION', VOUCHER_MESSAGES.unknownMembers);
    return insertVouchers(tx, restaurantId, ids, check.value, now);
  });
  return { count: issued, message: VOUCHER_MESSAGES.saved };
}
