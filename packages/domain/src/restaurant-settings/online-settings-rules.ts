import { z } from 'zod';
import {
  AVAILABILITY_MESSAGES,
  DIALOG_TEXT_MAX,
  DIALOG_TITLE_MAX,
  hasHtmlTag,
} from '../availability/availability.contract';
import {
  ALLERGY_NOTICE_MAX,
  OnlineSettings,
  ORDER_COMPLETE_MESSAGE_MAX,
  OrderCompleteMessageType,
  SPECIAL_TERMS_MAX,
} from '../restaurants/restaurants.contract';

/**
 * The online settings page (restaurant-config.md §2.5, §3 onlineSettings, §4 toggles, §5 home dialog,
 * §9 limits). The home dialog is stored apart (menu_settings, the diner's announcement) but read and
 * saved with the online settings.
 */

/** Texts; the spec quotes the three dialog texts only, the rest are ours (docs/decisions/0119). */
export const ONLINE_SETTINGS_MESSAGES = {
  allergyNoticeMax: `The allergy notice can have at most ${ALLERGY_NOTICE_MAX} characters`,
  specialTermsMax: `The special terms can have at most ${SPECIAL_TERMS_MAX} characters`,
  orderCompleteMessageMax: `The order completion message can have at most ${ORDER_COMPLETE_MESSAGE_MAX} characters`,
  orderCompleteMessageTwice: 'Only one order completion message per order type',
  thresholdInvalid: 'The auto-accept amount must be a whole number of cents, 0 or more',
  foodCourtPaymentExclusive: 'Food court payment cannot be both required and optional',
  tillAdyenExclusive: 'Till payment and Adyen payment cannot both be enabled',
  dialogTitle: AVAILABILITY_MESSAGES.dialogTitle,
  dialogText: AVAILABILITY_MESSAGES.dialogText,
  dialogHtml: AVAILABILITY_MESSAGES.dialogHtml,
} as const;

const M = ONLINE_SETTINGS_MESSAGES;

/** The home dialog (menu_settings): title 1–50, text 1–800 without HTML tags when shown. */
export const HomeDialog = z.object({
  showDialog: z.boolean().default(false),
  dialogTitle: z.string().default(''),
  dialogText: z.string().default(''),
});
export type HomeDialog = z.infer<typeof HomeDialog>;

/** What the online settings page reads and saves: the stored settings plus the home dialog. */
export const StaffOnlineSettings = OnlineSettings.extend(HomeDialog.shape);
export type StaffOnlineSettings = z.infer<typeof StaffOnlineSettings>;

const flag = z.boolean().optional();

/** onlineSettings of the shared save: the fields given replace theirs, the others stay. */
export const OnlineSettingsPatch = z.strictObject({
  allergyNotice: z.string().trim().max(ALLERGY_NOTICE_MAX, M.allergyNoticeMax).optional(),
  hideSpecialRequirement: flag,
  specialTerms: z.string().trim().max(SPECIAL_TERMS_MAX, M.specialTermsMax).optional(),
  isTillPaymentEnabled: flag,
  isAdyenPaymentEnabled: flag,
  isWechatOnlinePaymentEnabled: flag,
  isPaypalEnabled: flag,
  isDineInGuestNumberRequired: flag,
  isDineInMobilePhoneRequired: flag,
  foodCourtPaymentRequired: flag,
  foodCourtPaymentOptional: flag,
  dineinTakeawayEnabled: flag,
  foodCourtTakeawayEnabled: flag,
  isGroupOrderingEnabled: flag,
  postpaidAutoAcceptAmountThreshold: z
    .number({ error: M.thresholdInvalid })
    .int(M.thresholdInvalid)
    .min(0, M.thresholdInvalid)
    .max(100_000_000, M.thresholdInvalid)
    .nullable()
    .optional(),
  orderCompleteMessages: z
    .array(
      z.object({
        type: OrderCompleteMessageType,
        message: z.string().trim().max(ORDER_COMPLETE_MESSAGE_MAX, M.orderCompleteMessageMax),
      }),
    )
    .superRefine((list, ctx) => {
      const types = list.map((m) => m.type);
      if (new Set(types).size !== types.length)
        ctx.addIssue({ code: 'custom', message: M.orderCompleteMessageTwice });
    })
    // An empty message is no message.
    .transform((list) => list.filter((m) => m.message !== ''))
    .optional(),
  showDialog: flag,
  dialogTitle: z.string().trim().max(DIALOG_TITLE_MAX, M.dialogTitle).optional(),
  dialogText: z
    .string()
    .trim()
    .max(DIALOG_TEXT_MAX, M.dialogText)
    .refine((s) => !hasHtmlTag(s), M.dialogHtml)
    .optional(),
});
export type OnlineSettingsPatch = z.infer<typeof OnlineSettingsPatch>;

export interface SettingsIssue {
  path: string;
  message: string;
}

/**
 * The rules across fields, on the settings as they will be (stored merged with the patch): the two
 * mutually exclusive pairs of §4, and a shown home dialog needs a title and a text (a hidden one may
 * stay empty, as PUT /menuSettings/announcement allows).
 */
export function onlineSettingsIssues(s: StaffOnlineSettings): SettingsIssue[] {
  const issues: SettingsIssue[] = [];
  if (s.foodCourtPaymentRequired && s.foodCourtPaymentOptional)
    issues.push({ path: 'foodCourtPaymentOptional', message: M.foodCourtPaymentExclusive });
  if (s.isTillPaymentEnabled && s.isAdyenPaymentEnabled)
    issues.push({ path: 'isAdyenPaymentEnabled', message: M.tillAdyenExclusive });
  if (s.showDialog) {
    const title = s.dialogTitle.trim().length;
    const text = s.dialogText.trim().length;
    if (title < 1 || title > DIALOG_TITLE_MAX) issues.push({ path: 'dialogTitle', message: M.dialogTitle });
    if (text < 1 || text > DIALOG_TEXT_MAX) issues.push({ path: 'dialogText', message: M.dialogText });
  }
  if (hasHtmlTag(s.dialogText)) issues.push({ path: 'dialogText', message: M.dialogHtml });
  return issues;
}

/** The toggles of §4 that exclude each other: turning one on turns its partner off. */
export const EXCLUSIVE_ONLINE_TOGGLES = {
  foodCourtPaymentRequired: 'foodCourtPaymentOptional',
  foodCourtPaymentOptional: 'foodCourtPaymentRequired',
  isTillPaymentEnabled: 'isAdyenPaymentEnabled',
  isAdyenPaymentEnabled: 'isTillPaymentEnabled',
} as const;
export type ExclusiveOnlineToggle = keyof typeof EXCLUSIVE_ONLINE_TOGGLES;

/** The settings after switching one toggle; switching an exclusive one on switches its partner off. */
export function withToggle<T extends Partial<Record<ExclusiveOnlineToggle, boolean>>>(
  settings: T,
  key: keyof T & string,
  on: boolean,
): T {
  const next = { ...settings, [key]: on };
  const partner = EXCLUSIVE_ONLINE_TOGGLES[key as ExclusiveOnlineToggle];
  if (on && partner) return { ...next, [partner]: false };
  return next;
}

/** The thank-you message for an order kind: takeaway's covers every pickup-like kind (decision 0118). */
export function orderCompleteMessageFor(
  messages: readonly { type: string; message: string }[],
  kind: string,
): string | null {
  const type = kind === 'dinein' || kind === 'foodcourt' ? kind : 'takeaway';
  const found = messages.find((m) => m.type === type)?.message.trim();
  return found ? found : null;
}

export const FOOD_COURT_PAYMENT_REQUIRED = 'Payment is required for food court orders.';

/** Food court orders must be paid online when foodCourtPaymentRequired is on (no pay at counter). */
export function isOnlinePaymentRequired(
  kind: string,
  settings: { foodCourtPaymentRequired?: boolean | null },
): boolean {
  return kind === 'foodcourt' && settings.foodCourtPaymentRequired === true;
}
