import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, USER_PASSWORD_MIN } from '../shared/constants';
import { PERMISSION_CODES, ROLES } from './access';

/** Messages of back-office.md §5 and §8 for sign-in, password and profile. */
export const AUTH_MESSAGES = {
  loginError: 'This is a login error!',
  passwordsDoNotMatch: 'Passwords do not match',
  resetLinkSent: 'Check your email for reset password link',
  forgetPasswordFailed: 'Something went wrong! Please try again',
  passwordUpdated: 'Updated successfully',
  passwordUpdateFailed: 'Something went wrong! Please try again.',
  profileUpdated: 'Updated the details successfully!',
  profileUpdateFailed: 'Something went wrong, please try again.',
  retrieveFailed: 'Error in retrieving the data',
  passwordTooShort: 'The password should be at least 6 characters',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordReset: 'Your password has been reset. Please sign in with the new password.',
  signedOut: 'Signed out',
  restaurantSelected: 'Updated successfully!',
  restaurantSelectFailed: 'Error in updating the data',
} as const;

const Email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .email('Must be a valid email');

/** POST /login */
export const LoginRequest = z.object({
  email: Email,
  password: z
    .string()
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const Permission = z.object({ code: z.string(), name: z.string() });
export type Permission = z.infer<typeof Permission>;

/** The session user (back-office.md §3 "User (session)"): GET /user answers it as userCredentials. */
export const UserCredentials = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  /** The restaurant the user acts on now. */
  restaurantId: z.string().nullable(),
  /** The restaurant's url identifier and name, for display. */
  restaurantUrlIdentifier: z.string().nullable(),
  restaurantName: z.string().nullable(),
  permissions: z.array(Permission),
  currencySymbol: z.string(),
  /** True for the one internal account that sees Marketing outside the admin role. */
  marketingAccount: z.boolean(),
  /**
   * The account signed in with a generated password and must choose its own (PUT /userPwd) before
   * anything else answers (decision 0207).
   */
  mustChangePassword: z.boolean(),
});
export type UserCredentials = z.infer<typeof UserCredentials>;

export const LoginResponse = z.object({ userCredentials: UserCredentials });
export type LoginResponse = z.infer<typeof LoginResponse>;
export const UserResponse = LoginResponse;
export type UserResponse = LoginResponse;

/** PUT /userDetail: email is shown read-only and ignored by the server. */
export const UpdateUserDetailRequest = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(64),
  lastName: z.string().trim().max(64).default(''),
  phone: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, 'Phone is required')
        .max(20)
        .regex(/^\+?\d+$/, 'Phone must be a number'),
    ),
  email: z.string().optional(),
});
export type UpdateUserDetailRequest = z.input<typeof UpdateUserDetailRequest>;

/** PUT /userDetail answer: the message and the updated session user. */
export const UpdateUserDetailResponse = z.object({ message: z.string(), userCredentials: UserCredentials });
export type UpdateUserDetailResponse = z.infer<typeof UpdateUserDetailResponse>;

/** Enabled only if the password is non-empty after trimming and equals the confirmation. */
export function passwordsMatch(password: string, confirmPassword: string): boolean {
  return password.trim().length > 0 && password === confirmPassword;
}

const NewPassword = z
  .string()
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((p) => p.trim().length >= USER_PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort);

/** PUT /userPwd */
export const UpdatePasswordRequest = z
  .object({ password: NewPassword, confirmPassword: z.string().max(PASSWORD_MAX) })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequest>;

/** POST /foregetPassword (the spelling is the API's) */
export const ForgetPasswordRequest = z.object({ email: Email });
export type ForgetPasswordRequest = z.infer<typeof ForgetPasswordRequest>;

/** POST /resetPassword: the single-use token from the e-mailed link and the new password. */
export const ResetPasswordRequest = z
  .object({
    token: z.string().min(10).max(200),
    password: NewPassword,
    confirmPassword: z.string().max(PASSWORD_MAX),
  })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** GET /resetPassword?token=...: lets the page say a dead link is dead before the user types. */
export const ResetTokenQuery = z.object({ token: z.string().max(200).default('') });
export type ResetTokenQuery = z.input<typeof ResetTokenQuery>;
export const ResetTokenStatus = z.object({ valid: z.boolean() });
export type ResetTokenStatus = z.infer<typeof ResetTokenStatus>;

/** PUT /userRestaurantId */
export const SelectRestaurantRequest = z.object({ restaurantId: z.string().min(1).max(100) });
export type SelectRestaurantRequest = z.infer<typeof SelectRestaurantRequest>;

/** PUT /userRestaurantId answer: the session user now acting on the chosen restaurant. */
export const SelectRestaurantResponse = z.object({ message: z.string(), userCredentials: UserCredentials });
export type SelectRestaurantResponse = z.infer<typeof SelectRestaurantResponse>;

/**
 * GET /restaurantIds?isTest=true|false: the restaurants the user may act on, for pickers.
 * isTest filters on the restaurant's test flag; without it every restaurant is listed.
 */
export const RestaurantIdsQuery = z.object({
  isTest: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** The spec's "optional test-environment flag" (decision 0220): env=test is isTest=true, env=live false. */
  env: z.enum(['test', 'live']).optional(),
});
export type RestaurantIdsQuery = z.input<typeof RestaurantIdsQuery>;

export const RestaurantIdOption = z.object({
  /** The restaurant's id (what PUT /userRestaurantId takes; its urlIdentifier is accepted too). */
  restaurantId: z.string(),
  urlIdentifier: z.string(),
  name: z.string(),
  type: z.enum(['restaurant', 'restaurantGroup']),
});
export type RestaurantIdOption = z.infer<typeof RestaurantIdOption>;
export const RestaurantIdsResponse = z.array(RestaurantIdOption);
export type RestaurantIdsResponse = z.infer<typeof RestaurantIdsResponse>;

/**
 * GET /userPermissions: the permission checkboxes the user form offers. Without role: those offerable
 * to the signed-in user's role; with role: those offerable to a user of that role (the edited user).
 */
export const UserPermissionsQuery = z.object({ role: z.enum(ROLES).optional() });
export type UserPermissionsQuery = z.infer<typeof UserPermissionsQuery>;
export const UserPermissionsResponse = z.object({ permissions: z.array(Permission) });
export type UserPermissionsResponse = z.infer<typeof UserPermissionsResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const ErrorResponse = z.object({ code: z.string(), message: z.string() }).passthrough();
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const PermissionCodeSchema = z.enum(PERMISSION_CODES);
