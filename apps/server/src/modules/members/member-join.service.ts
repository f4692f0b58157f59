import {
  isBirthdayValid,
  issueDates,
  isValidMobile,
  type JoinMemberBody,
  type JoinMemberResponse,
  joinOfferText,
  localClock,
  MARKETING_MONEY_MAX,
  MEMBER_JOIN_MESSAGES,
  MEMBER_VOUCHER_MESSAGES,
  type MemberOfferResponse,
  type MemberProfile,
  type MemberVoucher,
  type MemberVouchersResponse,
  memberPhoneKey,
  ORDER_MESSAGES,
} from '@rpos/domain';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { hashSecret, newId, newSecret } from '../../platform/ids';
import { findRestaurantByUrlIdentifier, type RestaurantRow } from '../restaurants/restaurants.repository';
import { consumeSmsCode } from '../sms/sms.repository';
import { checkSmsCode } from '../sms/sms.service';
import {
  activePromotion,
  findMember,
  findMemberByPhone,
  hasMemberSession,
  insertMember,
  insertMemberSession,
  issuePromotionVoucher,
  type PromotionRow,
  usableVouchers,
  type VoucherRow,
} from './member-vouchers.repository';
import type { MemberRow } from './members.repository';

/** The restaurant of a diner call: its url identifier (as /sendCode takes it). */
export async function dinerRestaurant(db: DbOrTx, restaurantId: string): Promise<RestaurantRow> {
  const row = await findRestaurantByUrlIdentifier(db, restaurantId);
  if (!row) throw new AppError('NOT_FOUND', 'Restaurant not found');
  return row;
}

export const restaurantToday = (r: Pick<RestaurantRow, 'timezone'>, now: Date) =>
  localClock(now, r.timezone).isoDate;

export function toMemberVoucher(v: VoucherRow): MemberVoucher {
  return {
    voucherId: v.id,
    type: v.type,
    name: v.name,
    description: v.description,
    isPercentage: v.isPercentage,
    percents: v.percentage,
    amount: v.amount,
    maxPrice: v.maxPrice,
    forOneItem: v.forOneItem,
    isFreeItem: v.isFreeItem,
    effectiveFrom: v.effectiveFrom,
    expireDate: v.expireDate,
  };
}

const profile = (m: MemberRow): MemberProfile => ({
  memberId: m.id,
  firstName: m.firstName,
  lastName: m.lastName,
  phoneNumber: m.phone,
});

/**
 * A promotion's voucher for a member, issued on the restaurant's `today` for the promotion's
 * expiryDays (decision 0268), once per issue key.
 */
export function issueFromPromotion(
  db: DbOrTx,
  p: PromotionRow,
  member: Pick<MemberRow, 'id' | 'restaurantId'>,
  issueKey: string,
  today: string,
  at: Date,
) {
  const expiryDays = p.expiryDays ?? 30;
  return issuePromotionVoucher(db, {
    restaurantId: member.restaurantId,
    memberId: member.id,
    promotion: p,
    issueKey,
    ...issueDates(today, expiryDays),
    expiryDays,
    maxPrice: p.maxAmount ?? MARKETING_MONEY_MAX,
    at,
  });
}

/**
 * POST /joinMember (decision 0265): the SMS code proves the phone; a new phone becomes a member and
 * gets the active new-member promotion's voucher; a known phone is recognised (its name and birthday
 * are kept, nothing is issued). Either way this device gets a new member token. One transaction.
 */
export async function joinMember(deps: AppDeps, body: JoinMemberBody): Promise<JoinMemberResponse> {
  const db = deps.database.db;
  const now = deps.now();
  if (!isBirthdayValid(body.birthdayDay, body.birthdayMonth))
    throw new AppError('VALIDATION', MEMBER_JOIN_MESSAGES.birthdayInvalid);
  const restaurant = await dinerRestaurant(db, body.restaurantId);
  const typed = body.phoneNumber.trim();
  if (!isValidMobile(typed)) throw new AppError('VALIDATION', ORDER_MESSAGES.mobileInvalid);
  await checkSmsCode(db, {
    sid: body.sid,
    code: body.verifyCode,
    restaurantId: restaurant.id,
    phone: typed,
    now,
  });
  const phone = memberPhoneKey(typed);
  const today = restaurantToday(restaurant, now);
  const token = newSecret(24);
  const result = await db.transaction(async (tx) => {
    if (!(await consumeSmsCode(tx, body.sid, now)))
      throw new AppError('BAD_REQUEST', ORDER_MESSAGES.smsCodeUsed);
    let member = await findMemberByPhone(tx, restaurant.id, phone);
    let isNew = false;
    if (!member) {
      const made = await insertMember(tx, {
        id: newId(),
        restaurantId: restaurant.id,
        firstName: body.firstName.trim(),
        lastName: body.lastName?.trim() ?? '',
        phone,
        birthdayDay: body.birthdayDay ?? null,
        birthdayMonth: body.birthdayMonth ?? null,
        createdAt: now,
        updatedAt: now,
      });
      member = made.member;
      isNew = made.inserted;
    }
    if (isNew) {
      const promotion = await activePromotion(tx, restaurant.id, 'newMember', now);
      if (promotion) await issueFromPromotion(tx, promotion, member, 'newMember', today, now);
    }
    await insertMemberSession(tx, member.id, hashSecret(token), now);
    return { member, isNew };
  });
  const vouchers = await usableVouchers(db, restaurant.id, result.member.id, today);
  return {
    member: profile(result.member),
    memberToken: token,
    isNew: result.isNew,
    message: result.isNew ? MEMBER_JOIN_MESSAGES.joined : MEMBER_JOIN_MESSAGES.welcomeBack,
    vouchers: vouchers.map(toMemberVoucher),
  };
}

/**
 * The member a diner call names, proven by the device's token: another restaurant's member, an
 * unknown id or a wrong token are all 401 'Please verify your mobile number again...'.
 */
export async function provenMember(
  db: DbOrTx,
  restaurantId: string,
  memberId: string | null | undefined,
  token: string | null | undefined,
): Promise<MemberRow> {
  const again = () => new AppError('MEMBER_SIGN_IN_REQUIRED', MEMBER_JOIN_MESSAGES.signInAgain);
  if (!memberId || !token) throw new AppError('BAD_REQUEST', MEMBER_VOUCHER_MESSAGES.memberRequired);
  const member = await findMember(db, restaurantId, memberId);
  if (!member || !(await hasMemberSession(db, member.id, hashSecret(token)))) throw again();
  return member;
}

/** GET /memberVouchers: the proven member's usable vouchers on the restaurant's today. */
export async function memberVouchers(
  deps: AppDeps,
  q: { restaurantId: string; memberId: string },
  token: string | undefined,
): Promise<MemberVouchersResponse> {
  const db = deps.database.db;
  const restaurant = await dinerRestaurant(db, q.restaurantId);
  const member = await provenMember(db, restaurant.id, q.memberId, token);
  const rows = await usableVouchers(db, restaurant.id, member.id, restaurantToday(restaurant, deps.now()));
  return { member: profile(member), vouchers: rows.map(toMemberVoucher) };
}

/** GET /memberOffer: 'Join and get <description>' of the active new-member promotion, if any. */
export async function memberOffer(deps: AppDeps, restaurantId: string): Promise<MemberOfferResponse> {
  const db = deps.database.db;
  const restaurant = await dinerRestaurant(db, restaurantId);
  const p = await activePromotion(db, restaurant.id, 'newMember', deps.now());
  return { offer: p ? joinOfferText(p.description.trim() || p.name) : null, name: p?.name ?? null };
}
