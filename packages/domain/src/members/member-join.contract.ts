import { z } from 'zod';
import { MEMBER_JOIN_MESSAGES } from './member-join.messages';

export { joinOfferText, MEMBER_JOIN_MESSAGES } from './member-join.messages';

/**
 * Diners who join a restaurant as members (issue 17, decision 0265): POST /joinMember with a mobile
 * number verified by the SMS code of POST /sendCode, a name and an optional birthday; the answer
 * carries the member and a device token the browser keeps. GET /memberVouchers lists the member's
 * usable vouchers (token in the memberToken header); GET /memberOffer is the "Join and get ..." line.
 * restaurantId is the restaurant's url identifier (or its id), as for /sendCode.
 */

const name = z.string().trim().max(50, MEMBER_JOIN_MESSAGES.nameTooLong);

export const JoinMemberBody = z.object({
  restaurantId: z.string().trim().min(1).max(100),
  firstName: name.min(1, MEMBER_JOIN_MESSAGES.firstNameRequired),
  lastName: name.nullish(),
  phoneNumber: z.string().trim().min(1).max(30),
  sid: z.string().trim().min(1).max(100),
  verifyCode: z.string().trim().min(1).max(10),
  birthdayDay: z.number().int().min(1).max(31).nullish(),
  birthdayMonth: z.number().int().min(1).max(12).nullish(),
});
export type JoinMemberBody = z.input<typeof JoinMemberBody>;

/** A birthday is both day and month, or neither; the day exists in the month. */
export function isBirthdayValid(day: number | null | undefined, month: number | null | undefined): boolean {
  if (day == null && month == null) return true;
  return day != null && month != null && isDayOfMonth(day, month);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A day that exists in the month in some year (29 February does). */
export function isDayOfMonth(day: number, month: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
}

/** A voucher as its member sees it at checkout (usable ones only). Money in cents; dates YYYY-MM-DD. */
export const MemberVoucher = z.object({
  voucherId: z.string(),
  type: z.enum(['online', 'buyNFree', 'newMember', 'birthday']),
  name: z.string(),
  description: z.string(),
  isPercentage: z.boolean(),
  percents: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  maxPrice: z.number().int(),
  forOneItem: z.boolean(),
  isFreeItem: z.boolean(),
  effectiveFrom: z.string(),
  expireDate: z.string(),
});
export type MemberVoucher = z.infer<typeof MemberVoucher>;

export const MemberProfile = z.object({
  memberId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
});
export type MemberProfile = z.infer<typeof MemberProfile>;

export const JoinMemberResponse = z.object({
  member: MemberProfile,
  /** Kept by the browser (with memberId): proves the member on this device. */
  memberToken: z.string(),
  /** false: the phone was already a member (recognised, nothing issued). */
  isNew: z.boolean(),
  message: z.string(),
  vouchers: z.array(MemberVoucher),
});
export type JoinMemberResponse = z.infer<typeof JoinMemberResponse>;

export const MemberVouchersQuery = z.object({
  restaurantId: z.string().trim().min(1).max(100),
  memberId: z.string().trim().min(1).max(100),
});
export type MemberVouchersQuery = z.infer<typeof MemberVouchersQuery>;
export const MemberTokenHeaders = z.looseObject({ membertoken: z.string().max(200).optional() });

export const MemberVouchersResponse = z.object({ member: MemberProfile, vouchers: z.array(MemberVoucher) });
export type MemberVouchersResponse = z.infer<typeof MemberVouchersResponse>;

export const MemberOfferQuery = z.object({ restaurantId: z.string().trim().min(1).max(100) });
export const MemberOfferResponse = z.object({
  /** 'Join and get <description>', or null when the restaurant has no active new-member promotion. */
  offer: z.string().nullable(),
  name: z.string().nullable(),
});
export type MemberOfferResponse = z.infer<typeof MemberOfferResponse>;

/** POST /pos/memberVouchers: the acting restaurant's member of a phone and their usable vouchers (POS). */
export const PosMemberVouchersBody = z.object({ phoneNumber: z.string().trim().min(1).max(30) });
export type PosMemberVouchersBody = z.infer<typeof PosMemberVouchersBody>;
export const PosMemberVouchersResponse = z.object({
  member: MemberProfile.nullable(),
  vouchers: z.array(MemberVoucher),
});
export type PosMemberVouchersResponse = z.infer<typeof PosMemberVouchersResponse>;

/** POST /transactions/{id}/voucher: applies the member's voucher to the bill (used once). */
export const ApplyVoucherBody = z.object({ voucherId: z.string().trim().min(1).max(100) });
export type ApplyVoucherBody = z.infer<typeof ApplyVoucherBody>;
