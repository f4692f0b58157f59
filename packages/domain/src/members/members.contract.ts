import { z } from 'zod';

/**
 * Members of a restaurant as the back-office finds them (back-office.md §3 "Member search result",
 * §5, §7): POST /searchMemeber {phoneNumber, firstName, lastName} (the path's spelling is the API's).
 */
export const MEMBER_MESSAGES = {
  searchCriteria: 'Please enter a phone number or first name or last name',
  selectMember: 'Please search and select a member',
  addMembers: 'Please add members',
  searchFailed: 'Something went wrong, please try again.',
} as const;

/** At most this many members answer one search (ours): narrow the search to find the rest. */
export const MEMBER_SEARCH_LIMIT = 50;

const criterion = z.string().max(50).nullish();

/** POST /searchMemeber body; at least one field (checked by memberSearchCriteria, with the §5 text). */
export const SearchMemberBody = z.object({
  phoneNumber: criterion,
  firstName: criterion,
  lastName: criterion,
});
export type SearchMemberBody = z.input<typeof SearchMemberBody>;

export interface MemberSearchCriteria {
  /** Digits of the phone in its 0-form ('0412345678'), or null. */
  phoneDigits: string | null;
  firstName: string | null;
  lastName: string | null;
}

/**
 * A phone as digits in the Australian 0-form: '+61 412 345 678', '412345678' and '0412 345 678' are
 * one number ('0412345678'); other numbers keep their digits. '' when there are none.
 */
export function memberPhoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (/^61\d{9}$/.test(digits)) return `0${digits.slice(2)}`;
  if (/^4\d{8}$/.test(digits)) return `0${digits}`;
  return digits;
}

/** The search's criteria, trimmed; the §5 text when none is given. */
export function memberSearchCriteria(
  body: SearchMemberBody,
): { ok: true; value: MemberSearchCriteria } | { ok: false; message: string } {
  const phone = memberPhoneKey(body.phoneNumber ?? '');
  const firstName = body.firstName?.trim() || null;
  const lastName = body.lastName?.trim() || null;
  if (!phone && !firstName && !lastName) return { ok: false, message: MEMBER_MESSAGES.searchCriteria };
  return { ok: true, value: { phoneDigits: phone || null, firstName, lastName } };
}

/** One member found (§3): the name is 'First Last'. */
export const MemberSearchResult = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
});
export type MemberSearchResult = z.infer<typeof MemberSearchResult>;

/** The answer's key is the spec's `searchResult` (back-office.md §7; decision 0450). */
export const SearchMemberResponse = z.object({ searchResult: z.array(MemberSearchResult) });
export type SearchMemberResponse = z.infer<typeof SearchMemberResponse>;

/** 'First Last', or the one given. */
export const memberName = (m: { firstName: string; lastName: string }): string =>
  `${m.firstName} ${m.lastName}`.trim();
