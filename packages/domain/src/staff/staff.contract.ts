import { z } from 'zod';
import { EMAIL_MAX } from '../shared/constants';

/**
 * Staff: the POS users of a restaurant (back-office.md §2.12, §3 "Staff", §7 "Staff"; decisions
 * 0235–0238). Managed by users passing the staffManagement check; they sign in to the web POS with
 * their staff number and a PIN.
 */

/**
 * What a staff member may do on the POS (decision 0237). The server offers this list (GET
 * /staffNumber, GET /staff/{id}) and checks the codes on the POS's calls while the staff member is
 * signed in. Taking and accepting orders and printing receipts need no code.
 */
export const STAFF_PERMISSIONS = [
  { code: 'posPayments', name: 'Take payments and close bills' },
  { code: 'posDiscounts', name: 'Add and remove discounts' },
  { code: 'posVoids', name: 'Void dishes' },
  { code: 'posMoveMerge', name: 'Move and merge tables' },
  { code: 'posDeleteBills', name: 'Delete bills' },
  { code: 'posRefunds', name: 'Refund payments' },
  { code: 'posReopen', name: 'Reopen paid bills' },
  { code: 'posDrawer', name: 'Open and close the cash drawer, pay in and out' },
  { code: 'posNoSale', name: 'Open the cash drawer with no sale' },
] as const;
export type StaffPermissionCode = (typeof STAFF_PERMISSIONS)[number]['code'];
export const STAFF_PERMISSION_CODES = STAFF_PERMISSIONS.map((p) => p.code) as StaffPermissionCode[];

export const isStaffPermissionCode = (code: string): code is StaffPermissionCode =>
  (STAFF_PERMISSION_CODES as string[]).includes(code);

/** The display name of a staff code (the code itself when unknown). */
export const staffPermissionName = (code: string): string =>
  STAFF_PERMISSIONS.find((p) => p.code === code)?.name ?? code;

/** Staff numbers: digits only (typed on the POS keypad), the first a restaurant gets is 1001. */
export const STAFF_NUMBER_PATTERN = /^\d{1,8}$/;
export const FIRST_STAFF_NUMBER = 1001;
/** The PIN: 6 digits, made by the server (decision 0236). */
export const STAFF_PIN_LENGTH = 6;
export const STAFF_PIN_PATTERN = /^\d{6}$/;
export const STAFF_NAME_MAX = 50;
export const STAFF_PHONE_PATTERN = /^\d{6,15}$/;

/** Page sizes of /staffList (§9: default 10, options 5, 10, 25). */
export const STAFF_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_STAFF_PAGE_SIZE = 10;

/** §8 texts, and ours where the spec quotes none (marked). */
export const STAFF_MESSAGES = {
  deleted: 'Deleted successfully!',
  deleteFailed: 'Error in deleting the user',
  loadFailed: 'Something went wrong! Please go back and try again.',
  updated: 'Staff updated successfully!',
  notFound: 'Staff not found, please refresh the page.',
  firstNameRequired: 'First name is required', // ours
  lastNameRequired: 'Last name is required', // ours
  nameTooLong: `A name can be at most ${STAFF_NAME_MAX} characters`, // ours
  emailRequired: 'Email is required', // ours
  emailInvalid: 'Must be a valid email', // ours (as the sign-in form)
  emailTooLong: `Email must be at most ${EMAIL_MAX} characters`, // ours
  phoneRequired: 'Phone number is required', // ours
  phoneInvalid: 'The phone number must be 6 to 15 digits', // ours
  staffNumberRequired: 'Staff number is required', // ours
  staffNumberInvalid: 'The staff number must be digits only', // ours
  unknownPermission: 'Unknown staff permission', // ours
  pageSize: 'pageSize must be 5, 10 or 25', // ours
} as const;

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A permission as clients send it: the code, or {code, name} as the server answers it. */
const PermissionRef = z
  .union([z.string().max(50), z.object({ code: z.string().max(50) }).loose()])
  .transform((p) => (typeof p === 'string' ? p : p.code));

/**
 * POST /staff and POST /staff/{id}: "a staff object". Every field is required; the e-mail is kept
 * lower-cased. The staff number is the one GET /staffNumber offered (kept as it is on an update).
 */
export const StaffInput = z.object({
  firstName: requiredText(STAFF_MESSAGES.firstNameRequired, STAFF_NAME_MAX, STAFF_MESSAGES.nameTooLong),
  lastName: requiredText(STAFF_MESSAGES.lastNameRequired, STAFF_NAME_MAX, STAFF_MESSAGES.nameTooLong),
  email: requiredText(STAFF_MESSAGES.emailRequired, EMAIL_MAX, STAFF_MESSAGES.emailTooLong)
    .pipe(z.email(STAFF_MESSAGES.emailInvalid))
    .transform((e) => e.toLowerCase()),
  phoneNumber: z
    .union([z.string(), z.number()], { error: STAFF_MESSAGES.phoneRequired })
    .transform((v) => String(v).trim())
    .pipe(
      z.string().min(1, STAFF_MESSAGES.phoneRequired).regex(STAFF_PHONE_PATTERN, STAFF_MESSAGES.phoneInvalid),
    ),
  staffNumber: z
    .union([z.string(), z.number()], { error: STAFF_MESSAGES.staffNumberRequired })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, STAFF_MESSAGES.staffNumberRequired)
        .regex(STAFF_NUMBER_PATTERN, STAFF_MESSAGES.staffNumberInvalid),
    ),
  permissions: z
    .array(PermissionRef)
    .max(STAFF_PERMISSIONS.length * 2)
    .default([])
    .refine((codes) => codes.every(isStaffPermissionCode), STAFF_MESSAGES.unknownPermission)
    .transform((codes) => [...new Set(codes)] as StaffPermissionCode[]),
});
export type StaffInput = z.input<typeof StaffInput>;
export type StaffValues = z.output<typeof StaffInput>;

export const StaffPermission = z.object({ code: z.string(), name: z.string() });
export type StaffPermission = z.infer<typeof StaffPermission>;

/** A staff member as the server answers (§3 "Staff"). */
export const Staff = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  staffNumber: z.string(),
  permissions: z.array(StaffPermission),
  /** ISO. */
  updatedAt: z.string(),
});
export type Staff = z.infer<typeof Staff>;

/** GET /staffNumber: the offered permissions and the number a new staff member would get. */
export const StaffNumberResponse = z.object({
  permissions: z.array(StaffPermission),
  newStaffNumber: z.string(),
});
export type StaffNumberResponse = z.infer<typeof StaffNumberResponse>;

/** GET /staff/{id}: the staff member and the offered permissions. */
export const StaffResponse = z.object({ staff: Staff, permissions: z.array(StaffPermission) });
export type StaffResponse = z.infer<typeof StaffResponse>;

/**
 * POST /staff and POST /staff/{id}: the saved staff member and the §8 text. `pin` only when one was
 * made (a new staff member, or POST /staff/{id}/pin): shown once, never stored in clear.
 */
export const SaveStaffResponse = z.object({
  staff: Staff,
  message: z.string(),
  pin: z.string().optional(),
});
export type SaveStaffResponse = z.infer<typeof SaveStaffResponse>;

export const StaffIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** GET /staffList?search&page&pageSize (page from 1): name, number, e-mail or phone containing search. */
export const StaffListQuery = z.object({
  search: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (STAFF_PAGE_SIZES as readonly number[]).includes(n), STAFF_MESSAGES.pageSize)
    .default(DEFAULT_STAFF_PAGE_SIZE),
});
export type StaffListQuery = z.input<typeof StaffListQuery>;

export const StaffListResponse = z.object({
  staffList: z.array(Staff),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StaffListResponse = z.infer<typeof StaffListResponse>;

export const DeleteStaffResponse = z.object({ message: z.string() });
export type DeleteStaffResponse = z.infer<typeof DeleteStaffResponse>;

/** "Save Staff" is enabled only when every field and the staff number are filled (§5). */
export function staffFormComplete(v: {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  staffNumber: string;
}): boolean {
  return [v.firstName, v.lastName, v.email, v.phoneNumber, v.staffNumber].every((f) => f.trim() !== '');
}

/** The number after the highest one a restaurant ever gave (deleted staff keep theirs). */
export function nextStaffNumber(highest: number | null): string {
  return String(highest === null || highest < FIRST_STAFF_NUMBER ? FIRST_STAFF_NUMBER : highest + 1);
}
