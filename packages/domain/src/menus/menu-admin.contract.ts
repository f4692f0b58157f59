import { z } from 'zod';
import { MENU_MESSAGES as M } from './menu-messages';
import { MENU_QR_CODE_TYPES } from './menus.contract';

/**
 * Staff calls on whole menus (restaurant-config.md §7 "Menus"): the list, the menu form, service
 * availability, copy and send, publish and unpublish.
 */

const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeFormat);

/** One weekday (Monday 1 ... Sunday 7) of a menu's service hours. */
export const MenuServiceDay = z.object({
  day_of_week: z.number().int().min(1).max(7),
  time_periods: z.array(z.object({ start_time: HHMM, end_time: HHMM })).max(24),
});
export type MenuServiceDay = z.infer<typeof MenuServiceDay>;
export const ServiceAvailability = z.array(MenuServiceDay).max(7);
export type ServiceAvailability = z.infer<typeof ServiceAvailability>;

/** Menu list page sizes (§9): 10 by default, 5, 10 or 25. */
export const MENU_PAGE_SIZES = [5, 10, 25] as const;
export const DEFAULT_MENU_PAGE_SIZE = 10;

/** GET /myMenus?page=1&pageSize=10&search=lunch: newest first; search matches name or description. */
export const MyMenusQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (MENU_PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 5, 10 or 25')
    .default(DEFAULT_MENU_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});
export type MyMenusQuery = z.infer<typeof MyMenusQuery>;

const kindFlags = {
  isMainMenu: z.boolean(),
  isSecondaryMenu: z.boolean(),
  isThirdMenu: z.boolean(),
  isFourthMenu: z.boolean(),
  isFifthMenu: z.boolean(),
  isSixthMenu: z.boolean(),
  isDefault: z.boolean(),
  isForHubster: z.boolean(),
  isMenuVersion2: z.boolean(),
};

/** A menu as the staff screens see it. Times in seconds since the epoch (§3 Menu). */
export const StaffMenu = z.object({
  id: z.string(),
  restaurantId: z.string(),
  menuName: z.string(),
  menuDescription: z.string().nullable(),
  status: z.enum(['published', 'unpublished']),
  ...kindFlags,
  qrCodeType: z.enum(MENU_QR_CODE_TYPES),
  createdAt: z.number().int(),
  publishTime: z.number().int().nullable(),
  /** The newest published version, 0 when never published. */
  version: z.number().int(),
  promotionTags: z.array(z.string()),
  serviceAvailability: ServiceAvailability,
});
export type StaffMenu = z.infer<typeof StaffMenu>;

export const MyMenusResponse = z.object({
  menus: z.array(StaffMenu),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MyMenusResponse = z.infer<typeof MyMenusResponse>;

/** The menu form (POST /myMenu; PUT /myMenu/{menuId} takes any subset). */
export const MenuForm = z.object({
  menuName: z.string().trim().min(1, M.menuNameRequired).max(200),
  menuDescription: z.string().trim().max(2000).nullish(),
  isMainMenu: z.boolean().default(false),
  isSecondaryMenu: z.boolean().default(false),
  isThirdMenu: z.boolean().default(false),
  isFourthMenu: z.boolean().default(false),
  isFifthMenu: z.boolean().default(false),
  isSixthMenu: z.boolean().default(false),
  isDefault: z.boolean().default(false),
  isForHubster: z.boolean().default(false),
  isMenuVersion2: z.boolean().default(false),
  qrCodeType: z.enum(MENU_QR_CODE_TYPES).default('none'),
  promotionTags: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  serviceAvailability: ServiceAvailability.optional(),
});
export type MenuForm = z.infer<typeof MenuForm>;

/** POST /myMenu: saves a menu; with an id of an existing menu of the restaurant it updates that menu. */
export const SaveMenuRequest = MenuForm.extend({ id: z.string().trim().min(1).max(100).optional() });
export type SaveMenuRequest = z.infer<typeof SaveMenuRequest>;

/** PUT /myMenu/{menuId}: any form fields, or only {serviceAvailability} from the service-hours page. */
export const UpdateMenuRequest = z.object({
  menuName: z.string().trim().min(1, M.menuNameRequired).max(200).optional(),
  menuDescription: z.string().trim().max(2000).nullish(),
  isMainMenu: z.boolean().optional(),
  isSecondaryMenu: z.boolean().optional(),
  isThirdMenu: z.boolean().optional(),
  isFourthMenu: z.boolean().optional(),
  isFifthMenu: z.boolean().optional(),
  isSixthMenu: z.boolean().optional(),
  isDefault: z.boolean().optional(),
  isForHubster: z.boolean().optional(),
  isMenuVersion2: z.boolean().optional(),
  qrCodeType: z.enum(MENU_QR_CODE_TYPES).optional(),
  promotionTags: z.array(z.string().trim().min(1).max(100)).max(50).optional(),
  serviceAvailability: ServiceAvailability.optional(),
});
export type UpdateMenuRequest = z.infer<typeof UpdateMenuRequest>;

export const MenuIdParams = z.object({ menuId: z.string().min(1).max(100) });
export const IdParams = z.object({ id: z.string().min(1).max(100) });
/** QR types a menu can be published for (not 'none'). */
export const PUBLISH_QR_TYPES = MENU_QR_CODE_TYPES.filter((t) => t !== 'none');
export const MenuQrParams = z.object({ menuId: z.string().min(1).max(100), qrType: z.string().max(50) });

/** POST /copyMenu/{id}. */
export const CopyMenuRequest = z.object({
  restaurantId: z.string({ error: M.selectRestaurant }).trim().min(1, M.selectRestaurant).max(100),
  isCopyToTest: z.boolean().default(false),
});
export type CopyMenuRequest = z.infer<typeof CopyMenuRequest>;

/** POST /sendMenu/{menuId}: restaurant ids of the group (Select All / Unselect All on the screen). */
export const SendMenuRequest = z.object({
  restaurants: z.array(z.string().min(1).max(100)).min(1, M.selectRestaurant).max(200),
});
export type SendMenuRequest = z.infer<typeof SendMenuRequest>;
export const SendMenuResponse = z.object({
  message: z.string(),
  menus: z.array(z.object({ restaurantId: z.string(), menuId: z.string() })),
});
export type SendMenuResponse = z.infer<typeof SendMenuResponse>;

/** PUT /publishMenu..., DELETE /unpublishMenu...: the menu afterwards and the version diners get. */
export const PublishMenuResponse = z.object({
  message: z.string(),
  menu: StaffMenu,
  version: z.number().int(),
});
export type PublishMenuResponse = z.infer<typeof PublishMenuResponse>;

export const IdResponse = z.object({ id: z.string(), message: z.string() });
export type IdResponse = z.infer<typeof IdResponse>;
