import { z } from 'zod';
import { STAFF_NUMBER_PATTERN, STAFF_PIN_PATTERN, StaffPermission } from './staff.contract';

/**
 * A staff member signed in at the web POS (beyond the spec; decisions 0236–0238): the till is signed
 * in as a back-office user passing the POS check; a staff member signs in on top of it with staff
 * number and PIN, and from then on the POS acts as them (their name on the bill history and staff
 * activities, their codes for what they may do) until they sign out.
 */

export const POS_STAFF_MESSAGES = {
  signInFailed: 'The staff number or PIN is wrong.',
  tooManyAttempts: 'Too many wrong PINs. Please wait a few minutes and try again.',
  signInRequired: 'Please sign in with your staff number and PIN.',
  notPermitted: 'Your staff permissions do not allow this. Please ask a manager.',
  alreadyClockedIn: 'You are already clocked in.',
  notClockedIn: 'You are not clocked in.',
  signedOut: 'Signed out',
  approvalFailed: 'The approving staff number or PIN is wrong.',
  approverNotPermitted: 'The approving staff member’s permissions do not allow this either.',
  approvalInvalid: 'Please enter the approving staff number and PIN.',
} as const;

/**
 * Manager approval (decision 0513): a POS call the staff member at the till lacks the code for
 * answers 401 STAFF_NOT_PERMITTED with `approvalCode`; the POS asks for a manager's staff number and
 * PIN and repeats the call once with this header, `<staffNumber>:<pin>`. The server checks the PIN
 * (with the sign-in's limits) and the manager's code, and records both names.
 */
export const MANAGER_APPROVAL_HEADER = 'x-manager-approval';
export const ManagerApprovalHeader = z
  .string()
  .trim()
  .max(40)
  .regex(/^\d{1,8}:\d{6}$/, POS_STAFF_MESSAGES.approvalInvalid)
  .transform((s) => {
    const [staffNumber, pin] = s.split(':') as [string, string];
    return { staffNumber, pin };
  });
export const managerApprovalValue = (staffNumber: string, pin: string): string =>
  `${staffNumber.trim()}:${pin.trim()}`;

/** Wrong PINs counted over this window (decision 0236). */
export const PIN_FAILURE_WINDOW_MINUTES = 15;
/** Most wrong PINs for one staff number of a restaurant within the window. */
export const PIN_FAILURES_PER_STAFF = 5;
/** Most wrong PINs from one till (its back-office session) within the window. */
export const PIN_FAILURES_PER_TILL = 20;

/** POST /pos/staff/signIn */
export const PosStaffSignInRequest = z.object({
  staffNumber: z
    .string()
    .trim()
    .max(20)
    .refine((s) => STAFF_NUMBER_PATTERN.test(s), POS_STAFF_MESSAGES.signInFailed),
  pin: z
    .string()
    .trim()
    .max(20)
    .refine((s) => STAFF_PIN_PATTERN.test(s), POS_STAFF_MESSAGES.signInFailed),
});
export type PosStaffSignInRequest = z.infer<typeof PosStaffSignInRequest>;

/** The staff member at the till. */
export const PosStaff = z.object({
  id: z.string(),
  name: z.string(),
  staffNumber: z.string(),
  permissions: z.array(StaffPermission),
  /** When their open shift started (their last timesheet record is a checkin), ISO; null otherwise. */
  clockedInAt: z.string().nullable(),
});
export type PosStaff = z.infer<typeof PosStaff>;

/**
 * GET /pos/staff/session (and the answer of sign-in, sign-out and clock): who is signed in at this
 * till, and whether the POS needs someone (the restaurant has staff: decision 0237).
 */
export const PosStaffSessionResponse = z.object({
  staff: PosStaff.nullable(),
  staffRequired: z.boolean(),
});
export type PosStaffSessionResponse = z.infer<typeof PosStaffSessionResponse>;

/** POST /pos/staff/clock {type}: the signed-in staff member clocks in or out now. */
export const PosClockRequest = z.object({ type: z.enum(['checkin', 'checkout']) });
export type PosClockRequest = z.infer<typeof PosClockRequest>;

/** What a POS action needs of the staff member signed in (null: nothing). */
export function staffMay(
  staff: { permissions: readonly { code: string }[] } | null,
  code: string | null,
): boolean {
  if (!code) return true;
  return !!staff && staff.permissions.some((p) => p.code === code);
}
