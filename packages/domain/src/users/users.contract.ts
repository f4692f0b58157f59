import { z } from 'zod';
import { ROLES } from '../auth/access';
import { Permission } from '../auth/auth.contract';
import { EMAIL_MAX, PASSWORD_MAX, USER_PASSWORD_MIN } from '../shared/constants';
import { USER_SEARCH_MIN } from './user-form';
import { USER_MESSAGES } from './user-messages';

/**
 * The user-account calls of back-office.md §7 "Users, restaurants, groups" (entity: §3 "User
 * account (admin view)"); docs/decisions/0205–0219.
 */

/** Page sizes (§9): 10 by default, with 5, 10 and 25 offered. */
export const USER_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_USER_PAGE_SIZE = 10;
/** At most this many accounts answer GET /queryUser. */
export const QUERY_USER_LIMIT = 25;

export const UserRestaurant = z.object({ restaurantId: z.string(), name: z.string() });
export type UserRestaurant = z.infer<typeof UserRestaurant>;

/** An account as the users screens see it (§3 "User account"); never its password hash. */
export const UserAccount = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** 'firstName lastName'. */
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The account's own restaurant (or group) and its name. */
  restaurantId: z.string().nullable(),
  restaurantName: z.string().nullable(),
  /** Restaurants an admin assigned to it (PUT /updateRestaurantGroup). */
  restaurants: z.array(UserRestaurant),
  phone: z.string(),
  /** ISO. */
  createdAt: z.string(),
  avatarUrl: z.string().nullable(),
  currencySymbol: z.string(),
  permissions: z.array(Permission),
  /** The account still has to replace its generated password. */
  mustChangePassword: z.boolean(),
});
export type UserAccount = z.infer<typeof UserAccount>;

const SearchText = z
  .string()
  .trim()
  .max(64)
  .refine((s) => s.length === 0 || s.length >= USER_SEARCH_MIN, USER_MESSAGES.searchTooShort);

/** GET /users?page=1&pageSize=10&search= (page from 1; search from 4 characters, by username, name or e-mail). */
export const UsersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (USER_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 5, 10 or 25')
    .default(DEFAULT_USER_PAGE_SIZE),
  search: SearchText.optional(),
});
export type UsersQuery = z.input<typeof UsersQuery>;

export const UsersResponse = z.object({
  users: z.array(UserAccount),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UsersResponse = z.infer<typeof UsersResponse>;

/** GET /queryUser?username= (from 4 characters). */
export const QueryUserQuery = z.object({
  username: z.string().trim().min(USER_SEARCH_MIN, USER_MESSAGES.searchTooShort).max(64),
});
export type QueryUserQuery = z.infer<typeof QueryUserQuery>;

/** GET /queryUser and GET /merchantUsers answer a plain list. */
export const UserListResponse = z.object({ users: z.array(UserAccount) });
export type UserListResponse = z.infer<typeof UserListResponse>;

export const UsernameParams = z.object({ username: z.string().min(1).max(64) });
export type UsernameParams = z.infer<typeof UsernameParams>;

/** GET /users/{username}: the account and the permission checkboxes its role may be given. */
export const UserDetailResponse = z.object({ user: UserAccount, permissions: z.array(Permission) });
export type UserDetailResponse = z.infer<typeof UserDetailResponse>;

export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,64}$/;

const Username = z
  .string()
  .trim()
  .min(1, USER_MESSAGES.usernameRequired)
  .regex(USERNAME_PATTERN, USER_MESSAGES.usernameFormat);

const Phone = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, USER_MESSAGES.phoneRequired)
      .max(20)
      .regex(/^\+?\d+$/, USER_MESSAGES.phoneNumber),
  );

/** Permission codes, sent as codes or as {code, name} objects (what GET /users/{username} answers). */
const PermissionCodes = z
  .array(z.union([z.string().min(1).max(40), z.object({ code: z.string().min(1).max(40) }).passthrough()]))
  .max(20)
  .default([])
  .transform((list) => [...new Set(list.map((p) => (typeof p === 'string' ? p : p.code)))]);

const UserFields = {
  firstName: z.string().trim().min(1, USER_MESSAGES.firstNameRequired).max(64),
  lastName: z.string().trim().min(1, USER_MESSAGES.lastNameRequired).max(64),
  /** Lower-cased on save (§5). */
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
    .email('Must be a valid email')
    .transform((e) => e.toLowerCase()),
  phoneNumber: Phone,
  username: Username,
  permissions: PermissionCodes,
};

/**
 * POST /user and POST /restaurantManager. Without a password the server generates one (8
 * characters, decision 0207); a password sent must be at least 6. restaurantId (id or url
 * identifier) is the account's restaurant: /userAdd/{restaurantId} sends it.
 */
export const CreateUserRequest = z.object({
  ...UserFields,
  role: z.enum(ROLES, { message: USER_MESSAGES.roleRequired }).optional(),
  password: z
    .string()
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
    .refine((p) => p.trim().length >= USER_PASSWORD_MIN, USER_MESSAGES.passwordTooShort)
    .optional(),
  restaurantId: z.string().min(1).max(100).nullable().optional(),
});
export type CreateUserRequest = z.input<typeof CreateUserRequest>;
/** The create body as the server reads it (e-mail lower-cased, permissions as codes). */
export type CreateUserInput = z.output<typeof CreateUserRequest>;

/**
 * PUT /user: the account named by username; role and restaurant kept when not sent (null: no
 * restaurant); no password here.
 */
export const UpdateUserRequest = z.object({
  ...UserFields,
  role: z.enum(ROLES, { message: USER_MESSAGES.roleRequired }).optional(),
  restaurantId: z.string().min(1).max(100).nullable().optional(),
});
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;
export type UpdateUserInput = z.output<typeof UpdateUserRequest>;

export const CreateUserResponse = z.object({
  message: z.string(),
  user: UserAccount,
  /** The generated password, answered this once (absent when the caller sent one). */
  password: z.string().optional(),
});
export type CreateUserResponse = z.infer<typeof CreateUserResponse>;

export const UpdateUserResponse = z.object({ message: z.string(), user: UserAccount });
export type UpdateUserResponse = z.infer<typeof UpdateUserResponse>;

/** DELETE /user */
export const DeleteUserRequest = z.object({ username: z.string().trim().min(1).max(64) });
export type DeleteUserRequest = z.infer<typeof DeleteUserRequest>;

/**
 * PUT /updateRestaurantGroup: the complete list of restaurants assigned to a restaurantGroupAdmin
 * (restaurant ids, or {restaurantId} objects as the dialog holds them); it replaces the previous list.
 */
export const UpdateRestaurantGroupRequest = z.object({
  username: z.string().trim().min(1).max(64),
  restaurants: z
    .array(
      z.union([
        z.string().min(1).max(100),
        z.object({ restaurantId: z.string().min(1).max(100) }).passthrough(),
      ]),
    )
    .max(500)
    .transform((list) => [...new Set(list.map((r) => (typeof r === 'string' ? r : r.restaurantId)))])
    .refine((list) => list.length > 0, USER_MESSAGES.addRestaurant),
});
export type UpdateRestaurantGroupRequest = z.input<typeof UpdateRestaurantGroupRequest>;
export type UpdateRestaurantGroupInput = z.output<typeof UpdateRestaurantGroupRequest>;

export const UpdateRestaurantGroupResponse = z.object({ message: z.string(), user: UserAccount });
export type UpdateRestaurantGroupResponse = z.infer<typeof UpdateRestaurantGroupResponse>;

/** The 400 of a taken username: the spec's text and the username (§8). */
export const UsernameTakenError = z.object({ code: z.string(), message: z.string(), username: z.string() });
export type UsernameTakenError = z.infer<typeof UsernameTakenError>;
