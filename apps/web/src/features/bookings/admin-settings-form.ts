import { BOOKING_DISCLAIMER_MAX, BOOKING_MESSAGES, type BookingSettings } from '@rpos/domain';
import { z } from 'zod';

/** The disclaimer card's form: at most 100 characters once trimmed, as the server checks it. */
export const SettingsFormSchema = z.object({
  disclaimer: z
    .string()
    .refine((text) => text.trim().length <= BOOKING_DISCLAIMER_MAX, BOOKING_MESSAGES.disclaimerMax),
  declineTodayBooking: z.boolean(),
});
export type SettingsFormValues = z.infer<typeof SettingsFormSchema>;

export const settingsFormDefaults = (settings: BookingSettings): SettingsFormValues => ({
  disclaimer: settings.disclaimer ?? '',
  declineTodayBooking: settings.declineTodayBooking,
});

/** The POST /bookingSettings body: an empty disclaimer is none. */
export const toSettingsRequest = (values: SettingsFormValues) => ({
  disclaimer: values.disclaimer.trim() || null,
  declineTodayBooking: values.declineTodayBooking,
});
