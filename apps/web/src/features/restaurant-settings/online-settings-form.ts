import {
  ALLERGY_NOTICE_MAX,
  DIALOG_TEXT_MAX,
  DIALOG_TITLE_MAX,
  ONLINE_SETTINGS_MESSAGES,
  type OnlineSettingsPatch,
  ORDER_COMPLETE_MESSAGE_MAX,
  ORDER_COMPLETE_MESSAGE_TYPES,
  type OrderCompleteMessageType,
  onlineSettingsIssues,
  SPECIAL_TERMS_MAX,
  type StaffOnlineSettings,
  StaffOnlineSettings as StaffOnlineSettingsSchema,
} from '@rpos/domain';
import { z } from 'zod';

const M = ONLINE_SETTINGS_MESSAGES;
const within = (max: number, message: string) => z.string().refine((s) => s.trim().length <= max, message);

/** The home dialog card: the server's rules (title 1–50 and text 1–800 when shown, no HTML tags). */
export const HomeDialogFormSchema = z
  .object({
    showDialog: z.boolean(),
    dialogTitle: within(DIALOG_TITLE_MAX, M.dialogTitle),
    dialogText: within(DIALOG_TEXT_MAX, M.dialogText),
  })
  .superRefine((v, ctx) => {
    const issues = onlineSettingsIssues({ ...StaffOnlineSettingsSchema.parse({}), ...v });
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });
export type HomeDialogFormValues = z.infer<typeof HomeDialogFormSchema>;

export const homeDialogDefaults = (s: StaffOnlineSettings): HomeDialogFormValues => ({
  showDialog: s.showDialog,
  dialogTitle: s.dialogTitle,
  dialogText: s.dialogText,
});

/** The switches of the online-ordering card, in the order shown. */
export const ONLINE_FLAGS = [
  'hideSpecialRequirement',
  'isDineInGuestNumberRequired',
  'isDineInMobilePhoneRequired',
  'isTillPaymentEnabled',
  'isAdyenPaymentEnabled',
  'isWechatOnlinePaymentEnabled',
  'isPaypalEnabled',
  'foodCourtPaymentRequired',
  'foodCourtPaymentOptional',
  'dineinTakeawayEnabled',
  'foodCourtTakeawayEnabled',
  'isGroupOrderingEnabled',
] as const;
export type OnlineFlag = (typeof ONLINE_FLAGS)[number];

const flags = Object.fromEntries(ONLINE_FLAGS.map((f) => [f, z.boolean()])) as Record<
  OnlineFlag,
  z.ZodBoolean
>;

/** The threshold field is in dollars; the domain's cents text would not fit it. */
export const THRESHOLD_INVALID = 'Please enter a valid amount';
/** Dollars as typed ('12.50'), '' for none. */
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** The online-ordering card: texts with their limits (§9), switches, the threshold in dollars. */
export const OnlineOrderingFormSchema = z
  .object({
    allergyNotice: within(ALLERGY_NOTICE_MAX, M.allergyNoticeMax),
    specialTerms: within(SPECIAL_TERMS_MAX, M.specialTermsMax),
    ...flags,
    threshold: z.string().refine((s) => s.trim() === '' || DOLLARS.test(s.trim()), THRESHOLD_INVALID),
    messages: z.object(
      Object.fromEntries(
        ORDER_COMPLETE_MESSAGE_TYPES.map((type) => [
          type,
          within(ORDER_COMPLETE_MESSAGE_MAX, M.orderCompleteMessageMax),
        ]),
      ) as Record<OrderCompleteMessageType, z.ZodString>,
    ),
  })
  .superRefine((v, ctx) => {
    const issues = onlineSettingsIssues({ ...StaffOnlineSettingsSchema.parse({}), ...v });
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });
export type OnlineOrderingFormValues = z.infer<typeof OnlineOrderingFormSchema>;

export function onlineOrderingDefaults(s: StaffOnlineSettings): OnlineOrderingFormValues {
  const messageOf = (type: OrderCompleteMessageType) =>
    s.orderCompleteMessages.find((m) => m.type === type)?.message ?? '';
  return {
    allergyNotice: s.allergyNotice,
    specialTerms: s.specialTerms,
    ...(Object.fromEntries(ONLINE_FLAGS.map((f) => [f, s[f]])) as Record<OnlineFlag, boolean>),
    threshold:
      s.postpaidAutoAcceptAmountThreshold === null
        ? ''
        : (s.postpaidAutoAcceptAmountThreshold / 100).toFixed(2),
    messages: {
      dinein: messageOf('dinein'),
      takeaway: messageOf('takeaway'),
      foodcourt: messageOf('foodcourt'),
    },
  };
}

/** The onlineSettings of PUT /restaurantSettings: the threshold in cents, empty messages left out. */
export function toOnlineOrderingRequest(v: OnlineOrderingFormValues): z.input<typeof OnlineSettingsPatch> {
  const threshold = v.threshold.trim();
  return {
    allergyNotice: v.allergyNotice.trim(),
    specialTerms: v.specialTerms.trim(),
    ...(Object.fromEntries(ONLINE_FLAGS.map((f) => [f, v[f]])) as Record<OnlineFlag, boolean>),
    postpaidAutoAcceptAmountThreshold: threshold === '' ? null : Math.round(Number(threshold) * 100),
    orderCompleteMessages: ORDER_COMPLETE_MESSAGE_TYPES.map((type) => ({
      type,
      message: v.messages[type].trim(),
    })).filter((m) => m.message !== ''),
  };
}
