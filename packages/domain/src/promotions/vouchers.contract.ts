import { z } from 'zod';
import { MEMBER_MESSAGES } from '../members/members.contract';
import { localClock } from '../restaurants/local-time';
import { MARKETING_MONEY_MAX, PROMOTION_MESSAGES } from './promotion-form';

/**
 * Vouchers (back-office.md §2.13, §3 "Voucher", §4, §5, §7, §8, §9): GET /vouchers (allVouchers, paged
 * on the server) and POST /vouchers {voucher, members} → one voucher per member. Money in cents;
 * dates are the restaurant's calendar dates (YYYY-MM-DD on the wire, DD/MM/YYYY on screen).
 */
export const VOUCHER_NAME_MAX = 20;
export const VOUCHER_DESCRIPTION_MAX = 50;
/** Members one save may issue to (ours). */
export const VOUCHER_MEMBERS_MAX = 500;
/** §9: default 50, options 5, 10, 25 — and 50 (the README ruling adds the default). */
export const VOUCHER_PAGE_SIZES = [5, 10, 25, 50] as const;
export const VOUCHER_PAGE_SIZE = 50;

export const VOUCHER_TYPES = ['online', 'buyNFree', 'newMember', 'birthday'] as const;
export const VoucherType = z.enum(VOUCHER_TYPES);
export type VoucherType = z.infer<typeof VoucherType>;
export const VOUCHER_STATUSES = ['active', 'used', 'expired'] as const;
export const VoucherStatus = z.enum(VOUCHER_STATUSES);
export type VoucherStatus = z.infer<typeof VoucherStatus>;

/** The form's texts: §5 quotes none for the voucher fields, so the promotion form's serve (decision 0256). */
export const VOUCHER_MESSAGES = {
  nameRequired: PROMOTION_MESSAGES.nameRequired,
  nameTooLong: `The name can be at most ${VOUCHER_NAME_MAX} characters`, // ours
  descriptionRequired: PROMOTION_MESSAGES.descriptionRequired,
  descriptionTooLong: `The description can be at most ${VOUCHER_DESCRIPTION_MAX} characters`, // ours
  percentsRequired: PROMOTION_MESSAGES.percentageRequired,
  amountRequired: PROMOTION_MESSAGES.amountRequired,
  maxPriceRequired: PROMOTION_MESSAGES.maxAmountRequired,
  expiryDaysRequired: PROMOTION_MESSAGES.expiryDaysRequired,
  effectiveFromRequired: 'The effective date is required.', // ours
  effectiveFromInvalid:
    'The effective date is not a date: send YYYY-MM-DD, DD/MM/YYYY or an ISO date-time such as 2025-06-02T00:00:00+10:00.', // ours
  addMembers: MEMBER_MESSAGES.addMembers,
  unknownMembers: 'Some of the chosen members were not found. Please search again.', // ours
  saved: 'Saved successfully',
  saveFailed: 'Something went wrong, please try again.',
  loadFailed: 'Error in retrieving the data',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD'. */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

const DMY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * An effectiveFrom however a client sends it (decision 0455), as the restaurant's calendar date
 * 'YYYY-MM-DD': the date itself, the spec's DD/MM/YYYY, or an ISO date-time with its zone (what a
 * JavaScript date picker's toISOString() gives), read on the restaurant's clock — midnight in Sydney
 * sent as 14:00Z the day before is that Sydney day. null when it is none of these or no real date.
 */
export function effectiveFromDate(text: string, timezone?: string): string | null {
  const t = text.trim();
  if (isCalendarDate(t)) return t;
  const dmy = DMY_DATE.exec(t);
  if (dmy) {
    const iso = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
    return isCalendarDate(iso) ? iso : null;
  }
  if (ISO_DATE_TIME.test(t) && isCalendarDate(t.slice(0, 10))) {
    const at = new Date(t);
    return Number.isNaN(at.getTime()) ? null : localClock(at, timezone).isoDate;
  }
  return null;
}

/** §5: the expiry date is effectiveFrom plus expiryDays (calendar days: DST never shifts it). */
export function voucherExpireDate(effectiveFrom: string, expiryDays: number): string {
  const d = new Date(`${effectiveFrom}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + expiryDays);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' (§9's voucher expiry format). */
export function formatVoucherDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The status a voucher shows on the restaurant's `today` (decision 0257): used stays used; an
 * active one is expired from its expiry date on.
 */
export function voucherStatusOn(
  v: { status: VoucherStatus; expireDate: string },
  today: string,
): VoucherStatus {
  if (v.status !== 'active') return v.status;
  return today >= v.expireDate ? 'expired' : 'active';
}

/** The create form as a client sends it (§3 "Voucher (create)"); checked by validateVoucherForm. */
export const VoucherForm = z.object({
  name: z.string().max(500).nullish(),
  description: z.string().max(2000).nullish(),
  forOneItem: z.boolean().nullish(),
  isPercentage: z.boolean().nullish(),
  percents: z.number().int().min(0).max(100).nullish(),
  /** Cents. */
  amount: z.number().int().min(0).max(MARKETING_MONEY_MAX).nullish(),
  /** Cents. */
  maxPrice: z.number().int().min(0).max(MARKETING_MONEY_MAX).nullish(),
  /** YYYY-MM-DD, the restaurant's date. */
  effectiveFrom: z.string().max(30).nullish(),
  expiryDays: z.number().int().min(0).max(3650).nullish(),
  /** Sent by the old client; the server computes it. */
  expireDate: z.string().max(30).nullish(),
  /** A voucher made by hand is 'online' (§4), whatever is sent. */
  type: z.string().max(30).nullish(),
  isFreeItem: z.boolean().nullish(),
  /** A new voucher is 'active' (§4), whatever is sent. */
  status: z.string().max(30).nullish(),
});
export type VoucherForm = z.input<typeof VoucherForm>;

/** POST /vouchers: the voucher and the ids of the members who get one each. */
export const SaveVouchersBody = z.object({
  voucher: VoucherForm,
  members: z.array(z.string().trim().min(1).max(100)).max(VOUCHER_MEMBERS_MAX),
});
export type SaveVouchersBody = z.input<typeof SaveVouchersBody>;

export interface VoucherValues {
  name: string;
  description: string;
  forOneItem: boolean;
  isPercentage: boolean;
  percentage: number | null;
  amount: number | null;
  maxPrice: number;
  effectiveFrom: string;
  expiryDays: number;
  expireDate: string;
  isFreeItem: boolean;
}

/** §5 in the form's order; a free item needs neither percents nor amount (decision 0252). */
export function validateVoucherForm(
  f: VoucherForm,
  timezone?: string,
): { ok: true; value: VoucherValues } | { ok: false; message: string } {
  const fail = (message: string) => ({ ok: false as const, message });
  const name = f.name?.trim() ?? '';
  const description = f.description?.trim() ?? '';
  if (!name) return fail(VOUCHER_MESSAGES.nameRequired);
  if (name.length > VOUCHER_NAME_MAX) return fail(VOUCHER_MESSAGES.nameTooLong);
  if (!description) return fail(VOUCHER_MESSAGES.descriptionRequired);
  if (description.length > VOUCHER_DESCRIPTION_MAX) return fail(VOUCHER_MESSAGES.descriptionTooLong);
  const isPercentage = f.isPercentage ?? false;
  const isFreeItem = f.isFreeItem ?? false;
  if (!isFreeItem && isPercentage && !f.percents) return fail(VOUCHER_MESSAGES.percentsRequired);
  if (!isFreeItem && !isPercentage && !f.amount) return fail(VOUCHER_MESSAGES.amountRequired);
  if (f.maxPrice == null) return fail(VOUCHER_MESSAGES.maxPriceRequired);
  if (f.expiryDays == null || f.expiryDays < 1) return fail(VOUCHER_MESSAGES.expiryDaysRequired);
  const given = f.effectiveFrom?.trim() ?? '';
  if (!given) return fail(VOUCHER_MESSAGES.effectiveFromRequired);
  const effectiveFrom = effectiveFromDate(given, timezone);
  if (!effectiveFrom) return fail(VOUCHER_MESSAGES.effectiveFromInvalid);
  return {
    ok: true,
    value: {
      name,
      description,
      forOneItem: f.forOneItem ?? false,
      isPercentage,
      percentage: isPercentage ? (f.percents ?? null) : null,
      amount: isPercentage ? null : (f.amount ?? null),
      maxPrice: f.maxPrice,
      effectiveFrom,
      expiryDays: f.expiryDays,
      expireDate: voucherExpireDate(effectiveFrom, f.expiryDays),
      isFreeItem,
    },
  };
}

/**
 * One row of GET /vouchers (§3 "Voucher (list row)"): voucherId is the voucher's; id is never null
 * (decision 0451): the issuing promotion's id (a buyNFree name opens /buyNFree/{id}), or the
 * voucher's own for one made by hand; promotionId says which (null when made by hand). userName is
 * the member's name; status is as of the restaurant's today.
 */
export const VoucherRow = z.object({
  voucherId: z.string(),
  id: z.string(),
  promotionId: z.string().nullable(),
  type: VoucherType,
  status: VoucherStatus,
  name: z.string(),
  description: z.string(),
  userName: z.string(),
  memberId: z.string(),
  isPercentage: z.boolean(),
  percents: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  maxPrice: z.number().int(),
  forOneItem: z.boolean(),
  isFreeItem: z.boolean(),
  effectiveFrom: z.string(),
  expiryDays: z.number().int(),
  expireDate: z.string(),
  usedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type VoucherRow = z.infer<typeof VoucherRow>;

export const VouchersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (VOUCHER_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 5, 10, 25 or 50')
    .default(VOUCHER_PAGE_SIZE),
});
export type VouchersQuery = z.input<typeof VouchersQuery>;

export const VouchersResponse = z.object({
  allVouchers: z.array(VoucherRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VouchersResponse = z.infer<typeof VouchersResponse>;

export const SaveVouchersResponse = z.object({ count: z.number().int(), message: z.string() });
export type SaveVouchersResponse = z.infer<typeof SaveVouchersResponse>;
