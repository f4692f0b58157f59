import { describe, expect, it } from 'vitest';
import {
  isOnlinePaymentRequired,
  OnlineSettingsPatch,
  onlineSettingsIssues,
  orderCompleteMessageFor,
  StaffOnlineSettings,
  withToggle,
} from './online-settings-rules';
import { UpdateRestaurantSettingsRequest } from './restaurant-settings.contract';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;
const settings = (over: Partial<StaffOnlineSettings> = {}) => ({ ...StaffOnlineSettings.parse({}), ...over });

describe('online settings limits (§9)', () => {
  it.each([
    [{ allergyNotice: 'a'.repeat(201) }, 'The allergy notice can have at most 200 characters'],
    [{ specialTerms: 'a'.repeat(101) }, 'The special terms can have at most 100 characters'],
    [
      { orderCompleteMessages: [{ type: 'dinein', message: 'a'.repeat(151) }] },
      'The order completion message can have at most 150 characters',
    ],
    [
      {
        orderCompleteMessages: [
          { type: 'takeaway', message: 'a' },
          { type: 'takeaway', message: 'b' },
        ],
      },
      'Only one order completion message per order type',
    ],
    [
      { postpaidAutoAcceptAmountThreshold: 10.5 },
      'The auto-accept amount must be a whole number of cents, 0 or more',
    ],
    [
      { postpaidAutoAcceptAmountThreshold: -1 },
      'The auto-accept amount must be a whole number of cents, 0 or more',
    ],
    [{ dialogTitle: 'a'.repeat(51) }, 'Title must be between 1 and 50 characters'],
    [{ dialogText: 'a'.repeat(801) }, 'Dialog text must be between 1 and 800 characters'],
    [{ dialogText: 'Hello <b>there</b>' }, 'Dialog text cannot contain HTML tags'],
  ])('%j → %s', (patch, message) => {
    expect(firstMessage(OnlineSettingsPatch.safeParse(patch))).toBe(message);
  });

  it('takes texts at their limits, trims them and drops empty completion messages', () => {
    const parsed = OnlineSettingsPatch.parse({
      allergyNotice: ` ${'a'.repeat(200)} `,
      specialTerms: 'b'.repeat(100),
      orderCompleteMessages: [
        { type: 'dinein', message: 'c'.repeat(150) },
        { type: 'foodcourt', message: '  ' },
      ],
      dialogTitle: 't'.repeat(50),
      dialogText: 'Tables of 2 < 4 people > fine',
    });
    expect(parsed.allergyNotice).toHaveLength(200);
    expect(parsed.orderCompleteMessages).toEqual([{ type: 'dinein', message: 'c'.repeat(150) }]);
  });
});

describe('rules across fields (§4, §5)', () => {
  it('food court payment required and optional exclude each other; so do till and Adyen', () => {
    expect(
      onlineSettingsIssues(settings({ foodCourtPaymentRequired: true, foodCourtPaymentOptional: true })),
    ).toEqual([
      {
        path: 'foodCourtPaymentOptional',
        message: 'Food court payment cannot be both required and optional',
      },
    ]);
    expect(
      onlineSettingsIssues(settings({ isTillPaymentEnabled: true, isAdyenPaymentEnabled: true })),
    ).toEqual([
      { path: 'isAdyenPaymentEnabled', message: 'Till payment and Adyen payment cannot both be enabled' },
    ]);
    expect(
      onlineSettingsIssues(settings({ isTillPaymentEnabled: true, foodCourtPaymentOptional: true })),
    ).toEqual([]);
  });

  it('a shown home dialog needs a title of 1 to 50 and a text of 1 to 800; a hidden one may be empty', () => {
    expect(onlineSettingsIssues(settings({ showDialog: true, dialogTitle: ' ', dialogText: '' }))).toEqual([
      { path: 'dialogTitle', message: 'Title must be between 1 and 50 characters' },
      { path: 'dialogText', message: 'Dialog text must be between 1 and 800 characters' },
    ]);
    expect(onlineSettingsIssues(settings({ showDialog: false }))).toEqual([]);
    expect(onlineSettingsIssues(settings({ dialogText: '<script>x</script>' }))).toEqual([
      { path: 'dialogText', message: 'Dialog text cannot contain HTML tags' },
    ]);
  });

  it('switching an exclusive toggle on switches its partner off; off leaves the partner', () => {
    const s = { isTillPaymentEnabled: true, isAdyenPaymentEnabled: false, foodCourtPaymentRequired: false };
    expect(withToggle(s, 'isAdyenPaymentEnabled', true)).toEqual({
      isTillPaymentEnabled: false,
      isAdyenPaymentEnabled: true,
      foodCourtPaymentRequired: false,
    });
    expect(
      withToggle(
        { foodCourtPaymentRequired: true, foodCourtPaymentOptional: false },
        'foodCourtPaymentOptional',
        true,
      ),
    ).toEqual({
      foodCourtPaymentRequired: false,
      foodCourtPaymentOptional: true,
    });
    expect(withToggle(s, 'isTillPaymentEnabled', false)).toMatchObject({
      isTillPaymentEnabled: false,
      isAdyenPaymentEnabled: false,
    });
  });
});

describe('diner rules', () => {
  const messages = [
    { type: 'dinein', message: 'Sit back, we bring it.' },
    { type: 'takeaway', message: 'Ready in 15 minutes.' },
  ];
  it('the thank-you message per kind: takeaway covers pickup, delivery and pickup-delivery', () => {
    expect(orderCompleteMessageFor(messages, 'dinein')).toBe('Sit back, we bring it.');
    expect(orderCompleteMessageFor(messages, 'pickup')).toBe('Ready in 15 minutes.');
    expect(orderCompleteMessageFor(messages, 'delivery')).toBe('Ready in 15 minutes.');
    expect(orderCompleteMessageFor(messages, 'foodcourt')).toBeNull();
  });

  it('food court orders need online payment only when foodCourtPaymentRequired', () => {
    expect(isOnlinePaymentRequired('foodcourt', { foodCourtPaymentRequired: true })).toBe(true);
    expect(isOnlinePaymentRequired('foodcourt', { foodCourtPaymentRequired: false })).toBe(false);
    expect(isOnlinePaymentRequired('dinein', { foodCourtPaymentRequired: true })).toBe(false);
  });
});

describe('PUT /restaurantSettings body', () => {
  it('needs a group and refuses print settings for now', () => {
    expect(firstMessage(UpdateRestaurantSettingsRequest.safeParse({}))).toBe(
      'Send posSettings, onlineSettings or posOrderingSettings',
    );
    expect(firstMessage(UpdateRestaurantSettingsRequest.safeParse({ posPrintSettings: [] }))).toBe(
      'Print settings cannot be saved here yet: send posSettings, onlineSettings or posOrderingSettings',
    );
    expect(
      UpdateRestaurantSettingsRequest.safeParse({ posOrderingSettings: { disablePaymentPin: true } }).success,
    ).toBe(true);
    expect(UpdateRestaurantSettingsRequest.safeParse({ onlineSettings: { unknownFlag: true } }).success).toBe(
      false,
    );
  });
});
