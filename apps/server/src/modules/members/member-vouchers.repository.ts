import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberSessions, members, promotions, restaurants, vouchers } from '../../db/schema';
import { newId } from '../../platform/ids';
import type { MemberRow } from './members.repository';

export type VoucherRow = typeof vouchers.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;

export async function findMemberByPhone(
  db: DbOrTx,
  restaurantId: string,
  phone: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.restaurantId, restaurantId), eq(members.phone, phone)));
  return row;
}

/** The member of this id at this restaurant (another restaurant's is never found). */
export async function findMember(
  db: DbOrTx,
  restaurantId: string,
  id: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.restaurantId, restaurantId), eq(members.id, id)));
  return row;
}

/** Inserts the member unless the phone is one already (a concurrent join): the row that stands. */
export async function insertMember(
  db: DbOrTx,
  row: typeof members.$inferInsert,
): Promise<{ member: MemberRow; inserted: boolean }> {
  const [made] = await db.insert(members).values(row).onConflictDoNothing().returning();
  if (made) return { member: made, inserted: true };
  const found = await findMemberByPhone(db, row.restaurantId, row.phone);
  if (!found) throw new Error('member vanished');
  return { member: found, inserted: false };
}

export async function insertMemberSession(db: DbOrTx, memberId: string, tokenHash: string, at: Date) {
  await db.insert(memberSessions).values({ tokenHash, memberId, createdAt: at });
}

export async function hasMemberSession(db: DbOrTx, memberId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberSessions.memberId })
    .from(memberSessions)
    .where(and(eq(memberSessions.tokenHash, tokenHash), eq(memberSessions.memberId, memberId)));
  return Boolean(row);
}

/** The member's active vouchers usable on `today` (effectiveFrom ≤ today < expireDate), soonest expiry first. */
export async function usableVouchers(
  db: DbOrTx,
  restaurantId: string,
  memberId: string,
  today: string,
): Promise<VoucherRow[]> {
  return db
    .select()
    .from(vouchers)
    .where(
      and(
        eq(vouchers.restaurantId, restaurantId),
        eq(vouchers.memberId, memberId),
        eq(vouchers.status, 'active'),
        lte(vouchers.effectiveFrom, today),
        gt(vouchers.expireDate, today),
      ),
    )
    .orderBy(asc(vouchers.expireDate), asc(vouchers.id));
}

export async function findVoucher(db: DbOrTx, id: string): Promise<VoucherRow | undefined> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
  return row;
}

/** The names of the restaurant's vouchers of these ids (another restaurant's are never read). */
export async function voucherNames(
  db: DbOrTx,
  restaurantId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: vouchers.id, name: vouchers.name })
    .from(vouchers)
    .where(and(eq(vouchers.restaurantId, restaurantId), inArray(vouchers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The restaurant's enabled promotion of a type running at `now`, the latest changed first. */
export async function activePromotion(
  db: DbOrTx,
  restaurantId: string,
  type: PromotionRow['type'],
  now: Date,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.restaurantId, restaurantId),
        eq(promotions.type, type),
        eq(promotions.isEnabled, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(desc(promotions.updatedAt), desc(promotions.id))
    .limit(1);
  return row;
}

export interface IssuedVoucher {
  restaurantId: string;
  memberId: string;
  promotion: PromotionRow;
  issueKey: string;
  effectiveFrom: string;
  expireDate: string;
  expiryDays: number;
  maxPrice: number;
  at: Date;
}

/**
 * A promotion's voucher for a member, once per issue key (decision 0268): answers the new voucher, or
 * undefined when the member already has the one of this key.
 */
export async function issuePromotionVoucher(db: DbOrTx, v: IssuedVoucher): Promise<VoucherRow | undefined> {
  const p = v.promotion;
  const [row] = await db
    .insert(vouchers)
    .values({
      id: newId(),
      restaurantId: v.restaurantId,
      memberId: v.memberId,
      promotionId: p.id,
      type: p.type,
      status: 'active',
      name: p.name.slice(0, 20),
      description: (p.description.trim() || p.name).slice(0, 50),
      isPercentage: p.isPercentage && !p.isFreeItem,
      percentage: p.isPercentage && !p.isFreeItem ? p.percentage : null,
      amount: p.isPercentage || p.isFreeItem ? null : p.amount,
      maxPrice: v.maxPrice,
      forOneItem: p.forOneItem,
      isFreeItem: p.isFreeItem,
      effectiveFrom: v.effectiveFrom,
      expiryDays: v.expiryDays,
      expireDate: v.expireDate,
      issueKey: v.issueKey,
      createdAt: v.at,
      updatedAt: v.at,
    })
    .onConflictDoNothing({ target: [vouchers.memberId, vouchers.issueKey] })
    .returning();
  return row;
}

/** Members of the restaurant with a birthday (the birthday job reads them in pages). */
export async function membersWithBirthday(db: DbOrTx, restaurantId: string): Promise<MemberRow[]> {
  return db
    .select()
    .from(members)
    .where(and(eq(members.restaurantId, restaurantId), sql`${members.birthdayMonth} is not null`))
    .orderBy(asc(members.id));
}

/** The enabled birthday promotions running at `now`, with their restaurant's name and timezone. */
export async function runningBirthdayPromotions(
  db: DbOrTx,
  now: Date,
): Promise<{ promotion: PromotionRow; restaurantName: string; timezone: string }[]> {
  const rows = await db
    .select({ promotion: promotions, restaurantName: restaurants.name, timezone: restaurants.timezone })
    .from(promotions)
    .innerJoin(restaurants, eq(restaurants.id, promotions.restaurantId))
    .where(
      and(
        eq(promotions.type, 'birthday'),
        eq(promotions.isEnabled, true),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.restaurantId), desc(promotions.updatedAt));
  // One promotion per restaurant: the latest changed.
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.promotion.restaurantId) && seen.add(r.promotion.restaurantId));
}

/** Marks the voucher used (at the POS, on a bill) if it is still active; true when this call did. */
export async function claimVoucherForBill(
  db: DbOrTx,
  voucherId: string,
  orderId: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ status: 'used', usedAt: at, orderId, updatedAt: at })
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.status, 'active')))
    .returning({ id: vouchers.id });
  return rows.length === 1;
}

/**
 * Gives a used voucher back (decision 0362: its discount was taken off an unpaid bill): active again,
 * no longer tied to an order. True when it was used and is active now.
 */
export async function releaseVoucher(
  db: DbOrTx,
  restaurantId: string,
  voucherId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ status: 'active', usedAt: null, orderId: null, updatedAt: at })
    .where(
      and(eq(vouchers.id, voucherId), eq(vouchers.restaurantId, restaurantId), eq(vouchers.status, 'used')),
    )
    .returning({ id: vouchers.id });
  return rows.length === 1;
}
