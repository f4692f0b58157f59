import { BOOKING_MESSAGES } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { SettingsFormSchema, settingsFormDefaults, toSettingsRequest } from './admin-settings-form';

describe('the booking settings form', () => {
  it('allows a disclaimer of 100 characters (trimmed) and refuses 101 with the message', () => {
    const ok = SettingsFormSchema.safeParse({
      disclaimer: ` ${'a'.repeat(100)} `,
      declineTodayBooking: false,
    });
    expect(ok.success).toBe(true);
    const long = SettingsFormSchema.safeParse({ disclaimer: 'a'.repeat(101), declineTodayBooking: false });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(BOOKING_MESSAGES.disclaimerMax);
  });

  it('starts from the saved settings and sends an empty disclaimer as none', () => {
    expect(settingsFormDefaults({ disclaimer: null, declineTodayBooking: true })).toEqual({
      disclaimer: '',
      declineTodayBooking: true,
    });
    expect(toSettingsRequest({ disclaimer: '  ', declineTodayBooking: false })).toEqual({
      disclaimer: null,
      declineTodayBooking: false,
    });
    expect(
      toSettingsRequest({ disclaimer: ' Deposits are not refunded ', declineTodayBooking: true }),
    ).toEqual({ disclaimer: 'Deposits are not refunded', declineTodayBooking: true });
  });
});
