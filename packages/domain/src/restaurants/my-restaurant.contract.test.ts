import { describe, expect, it } from 'vitest';
import {
  DeliverySettingsRequest,
  isValidTimeZone,
  MY_RESTAURANT_MESSAGES as M,
  ServiceTypes,
  serviceTypeError,
  UpdateMyRestaurantRequest,
} from './my-restaurant.contract';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

const profile = {
  name: 'Golden Dragon',
  urlIdentifier: 'goldendragon',
  timezone: 'Australia/Sydney',
  themeColor: '#3F51B5',
  websiteStyle: 'classic',
};

describe('UpdateMyRestaurantRequest', () => {
  it('accepts a minimal profile and loads missing flags with isOnline and takeawayPayment on', () => {
    const v = UpdateMyRestaurantRequest.parse(profile);
    expect(v.isOnline).toBe(true);
    expect(v.takeawayPayment).toBe(true);
    expect(v.serviceBell).toBe(false);
    expect(v.isPOSOpenCashEnabled).toBe(false);
    expect(v.themeColor).toBe('#3f51b5');
    expect(v.phone).toBeNull();
  });

  it('requires name and identifier', () => {
    expect(firstMessage(UpdateMyRestaurantRequest.safeParse({ ...profile, name: '  ' }))).toBe(
      M.nameRequired,
    );
    expect(firstMessage(UpdateMyRestaurantRequest.safeParse({ ...profile, urlIdentifier: '' }))).toBe(
      M.identifierRequired,
    );
    const { name: _n, ...noName } = profile;
    expect(firstMessage(UpdateMyRestaurantRequest.safeParse(noName))).toBe(M.nameRequired);
    expect(
      firstMessage(UpdateMyRestaurantRequest.safeParse({ ...profile, urlIdentifier: 'golden dragon' })),
    ).toBe(M.identifierFormat);
  });

  it('takes only IANA time zones, the nine preset colours and the four website styles', () => {
    expect(firstMessage(UpdateMyRestaurantRequest.safeParse({ ...profile, timezone: 'Mars/Olympus' }))).toBe(
      M.invalidTimezone,
    );
    expect(firstMessage(UpdateMyRestaurantRequest.safeParse({ ...profile, themeColor: '#123456' }))).toBe(
      M.invalidThemeColor,
    );
    expect(UpdateMyRestaurantRequest.safeParse({ ...profile, websiteStyle: 'fancy' }).success).toBe(false);
    expect(UpdateMyRestaurantRequest.safeParse({ ...profile, timezone: 'Australia/Perth' }).success).toBe(
      true,
    );
  });

  it('checks the notification email when one is given', () => {
    expect(firstMessage(UpdateMyRestaurantRequest.safeParse({ ...profile, notificationEmail: 'nope' }))).toBe(
      M.invalidEmail,
    );
    expect(
      UpdateMyRestaurantRequest.parse({ ...profile, notificationEmail: '' }).notificationEmail,
    ).toBeNull();
  });
});

describe('isValidTimeZone', () => {
  it('knows the zones of Intl and refuses anything else', () => {
    expect(isValidTimeZone('Australia/Sydney')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Sydney')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(' Australia/Sydney')).toBe(false);
  });
});

describe('ServiceTypes', () => {
  it('trims the names and refuses an empty one', () => {
    expect(ServiceTypes.parse([' Water ', 'Bill'])).toEqual(['Water', 'Bill']);
    expect(firstMessage(ServiceTypes.safeParse(['Water', '  ']))).toBe(M.serviceTypeEmpty);
  });

  it('refuses duplicates whatever their case', () => {
    expect(firstMessage(ServiceTypes.safeParse(['Water', 'water ']))).toBe(M.serviceTypeDuplicate);
  });

  it('serviceTypeError judges a name against the others', () => {
    expect(serviceTypeError(' ', [])).toBe(M.serviceTypeEmpty);
    expect(serviceTypeError('BILL', ['Bill'])).toBe(M.serviceTypeDuplicate);
    expect(serviceTypeError('Napkins', ['Bill'])).toBeNull();
  });
});

describe('DeliverySettingsRequest', () => {
  it('requires both fields with their texts', () => {
    expect(
      firstMessage(DeliverySettingsRequest.safeParse({ deliveryServicePhone: ' ', pickupInstructions: 'x' })),
    ).toBe(M.deliveryPhoneRequired);
    expect(firstMessage(DeliverySettingsRequest.safeParse({ deliveryServicePhone: '0299998888' }))).toBe(
      M.pickupInstructionsRequired,
    );
    expect(
      DeliverySettingsRequest.parse({
        deliveryServicePhone: ' 02 9999 8888 ',
        pickupInstructions: 'Side door',
      }),
    ).toEqual({ deliveryServicePhone: '02 9999 8888', pickupInstructions: 'Side door' });
  });
});
