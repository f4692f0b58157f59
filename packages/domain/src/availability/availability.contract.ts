import { z } from 'zod';
import { Announcement, QrSettings } from '../online/online.contract';
import { DmyDate } from '../restaurants/restaurants.contract';

/**
 * Staff switches of the live menu (permission menuManagement, on the acting restaurant): a dish
 * inactive or unavailable, the announcement dialog, a QR type's ordering switch. Each change is
 * pushed to open diner menus (see realtime.contract.ts).
 */

/** Home dialog limits and messages (restaurant-config.md §5, §9). */
export const DIALOG_TITLE_MAX = 50;
export const DIALOG_TEXT_MAX = 800;

export const AVAILABILITY_MESSAGES = {
  dishNotFound: 'Dish not found',
  notYourDish: 'You do not have permission to change this dish.',
  dialogTitle: 'Title must be between 1 and 50 characters',
  dialogText: 'Dialog text must be between 1 and 800 characters',
  dialogHtml: 'Dialog text cannot contain HTML tags',
} as const;

/** QR types with their own ordering switch (restaurant-config.md §2.2); 'dinein' covers every table. */
export const QR_SETTING_TYPES = [
  'dinein',
  'pickup-delivery',
  'takeaway',
  'pickup',
  'delivery',
  'foodcourt',
  'booking',
  'queue',
  'onlineMenu',
] as const;
export const QrSettingType = z.enum(QR_SETTING_TYPES);
export type QrSettingType = z.infer<typeof QrSettingType>;

export const MenuItemParams = z.object({ itemId: z.string().trim().min(1).max(100) });
export type MenuItemParams = z.infer<typeof MenuItemParams>;

/** PUT /menuItems/:itemId/active — the live switch; the published snapshot is not touched. */
export const SetDishActiveRequest = z.strictObject({ active: z.boolean() });
export type SetDishActiveRequest = z.infer<typeof SetDishActiveRequest>;

export const SetDishActiveResponse = z.object({ menuItemId: z.string(), active: z.boolean() });
export type SetDishActiveResponse = z.infer<typeof SetDishActiveResponse>;

export const UNAVAILABLE_SCOPES = ['today', 'always'] as const;
export const UnavailableScope = z.enum(UNAVAILABLE_SCOPES);
export type UnavailableScope = z.infer<typeof UnavailableScope>;

/**
 * PUT /menuItems/:itemId/unavailable. unavailable true needs a scope: 'today' (the restaurant's local
 * date) or 'always'. unavailable false lifts that scope, or both when no scope is given.
 */
export const SetDishUnavailableRequest = z
  .strictObject({ unavailable: z.boolean(), scope: UnavailableScope.optional() })
  .refine((b) => !b.unavailable || b.scope !== undefined, {
    message: "scope is required: 'today' or 'always'",
    path: ['scope'],
  });
export type SetDishUnavailableRequest = z.infer<typeof SetDishUnavailableRequest>;

export const SetDishUnavailableResponse = z.object({
  menuItemId: z.string(),
  /** The dish's entries that count today: effectiveDate YYYY-MM-DD, or null for always. */
  unavailable: z.array(z.object({ effectiveDate: z.string().nullable() })),
});
export type SetDishUnavailableResponse = z.infer<typeof SetDishUnavailableResponse>;

export const hasHtmlTag = (s: string): boolean => /<\s*\/?\s*[a-zA-Z!][^>]*>/.test(s);

/** PUT /menuSettings/announcement; every save raises dialogVersion so diners see it again. */
export const UpdateAnnouncementRequest = z
  .strictObject({
    showDialog: z.boolean(),
    dialogTitle: z.string().trim().max(DIALOG_TITLE_MAX, AVAILABILITY_MESSAGES.dialogTitle),
    dialogText: z
      .string()
      .trim()
      .max(DIALOG_TEXT_MAX, AVAILABILITY_MESSAGES.dialogText)
      .refine((s) => !hasHtmlTag(s), AVAILABILITY_MESSAGES.dialogHtml),
  })
  .superRefine((b, ctx) => {
    // A shown dialog needs a title and a text; a hidden one may keep them empty.
    if (!b.showDialog) return;
    if (b.dialogTitle.length === 0)
      ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.dialogTitle, path: ['dialogTitle'] });
    if (b.dialogText.length === 0)
      ctx.addIssue({ code: 'custom', message: AVAILABILITY_MESSAGES.dialogText, path: ['dialogText'] });
  });
export type UpdateAnnouncementRequest = z.infer<typeof UpdateAnnouncementRequest>;

export const UpdateAnnouncementResponse = Announcement;
export type UpdateAnnouncementResponse = z.infer<typeof UpdateAnnouncementResponse>;

export const QrTypeParams = z.object({ qrType: QrSettingType });
export type QrTypeParams = z.infer<typeof QrTypeParams>;

/** PUT /qrCodeSettings/:qrType — fields left out keep their value; disabledDate null clears the day. */
export const UpdateQrSettingRequest = z
  .strictObject({
    isOrderingDisabled: z.boolean().optional(),
    disabledDate: DmyDate.refine(isRealDmy, 'Date must be DD/MM/YYYY').nullable().optional(),
  })
  .refine((b) => b.isOrderingDisabled !== undefined || b.disabledDate !== undefined, {
    message: 'Nothing to update: send isOrderingDisabled or disabledDate',
  });
export type UpdateQrSettingRequest = z.infer<typeof UpdateQrSettingRequest>;

export const UpdateQrSettingResponse = QrSettings.extend({ qrType: QrSettingType });
export type UpdateQrSettingResponse = z.infer<typeof UpdateQrSettingResponse>;

/** 'DD/MM/YYYY' naming a day that exists (no 31/02). */
export function isRealDmy(dmy: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dmy);
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
