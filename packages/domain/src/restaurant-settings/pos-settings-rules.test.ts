import { describe, expect, it } from 'vitest';
import {
  DiscountsInput,
  PosDeliveryPartnersInput,
  PosPartnersInput,
  PosSettings,
  PosSettingsListsValue,
  PosSettingsPatch,
} from './pos-settings-rules';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('payment partners', () => {
  it('trims names and numbers missing sorts in list order', () => {
    expect(
      PosPartnersInput.parse([{ name: ' Cash ' }, { name: 'Voucher', isPrepaid: true, sort: 9 }]),
    ).toEqual([
      { name: 'Cash', isPrepaid: false, sort: 1 },
      { name: 'Voucher', isPrepaid: true, sort: 9 },
    ]);
  });

  it('refuses an empty name and a duplicate compared case-insensitively', () => {
    expect(firstMessage(PosPartnersInput.safeParse([{ name: '  ' }]))).toBe(
      'The partner name cannot be empty',
    );
    expect(firstMessage(PosPartnersInput.safeParse([{ name: 'Uber' }, { name: ' uBER ' }]))).toBe(
      'The partner name alreay exists.',
    );
  });
});

describe('delivery partners', () => {
  it('takes a §9 name or a custom one with a commission of 0 to 100', () => {
    expect(
      PosDeliveryPartnersInput.parse([
        { name: 'UBER EATS', commissionPercentage: 30 },
        { name: 'Local Rider', commissionPercentage: 0 },
      ]),
    ).toEqual([
      { name: 'UBER EATS', commissionPercentage: 30, sort: 1 },
      { name: 'Local Rider', commissionPercentage: 0, sort: 2 },
    ]);
  });

  it('refuses a commission outside 0 to 100, empty names and case-insensitive duplicates', () => {
    const commission = 'The commission percentage must be a number between 0 and 100';
    expect(
      firstMessage(PosDeliveryPartnersInput.safeParse([{ name: 'EASI', commissionPercentage: 101 }])),
    ).toBe(commission);
    expect(
      firstMessage(PosDeliveryPartnersInput.safeParse([{ name: 'EASI', commissionPercentage: -1 }])),
    ).toBe(commission);
    expect(
      firstMessage(PosDeliveryPartnersInput.safeParse([{ name: 'EASI', commissionPercentage: 'ten' }])),
    ).toBe(commission);
    expect(firstMessage(PosDeliveryPartnersInput.safeParse([{ name: '' }]))).toBe(
      'The partner name cannot be empty',
    );
    expect(firstMessage(PosDeliveryPartnersInput.safeParse([{ name: 'Fantuan' }, { name: 'FANTUAN' }]))).toBe(
      'The partner name alreay exists.',
    );
  });
});

describe('discounts', () => {
  it('stores a percentage or an amount in cents, the other null', () => {
    expect(
      DiscountsInput.parse([
        { name: 'Staff', percentage: 10 },
        { name: 'Five off', amount: 500 },
        { name: 'Half', percentage: '12.5', amount: null },
        { name: 'Loyal', percentage: null, amount: '300' },
      ]),
    ).toEqual([
      { name: 'Staff', percentage: 10, amount: null, sort: 1 },
      { name: 'Five off', percentage: null, amount: 500, sort: 2 },
      { name: 'Half', percentage: 12.5, amount: null, sort: 3 },
      { name: 'Loyal', percentage: null, amount: 300, sort: 4 },
    ]);
  });

  it.each([
    [[{ name: ' ', percentage: 10 }], 'The discount name cannot be empty'],
    [[{ name: 'A' }], 'The discount percentage cannot be empty'],
    [[{ name: 'A', percentage: '' }], 'The discount percentage cannot be empty'],
    [[{ name: 'A', percentage: 'abc' }], 'The discount percentage is not a valid number'],
    [[{ name: 'A', percentage: 0 }], 'The discount percentage is not a valid number'],
    [[{ name: 'A', percentage: -5 }], 'The discount percentage is not a valid number'],
    [[{ name: 'A', percentage: 120 }], 'The discount percentage is not a valid number'],
    [[{ name: 'A', amount: null }], 'The discount amount cannot be empty'],
    [[{ name: 'A', amount: '' }], 'The discount amount cannot be empty'],
    [[{ name: 'A', amount: 'x' }], 'The discount amount is not a valid number'],
    [[{ name: 'A', amount: 12.5 }], 'The discount amount is not a valid number'],
    [[{ name: 'A', amount: -100 }], 'The discount amount is not a valid number'],
    [
      [
        { name: 'Staff', percentage: 10 },
        { name: 'STAFF ', amount: 100 },
      ],
      'The discount name alreay exists.',
    ],
  ])('%j → %s', (list, message) => {
    expect(firstMessage(DiscountsInput.safeParse(list))).toBe(message);
  });
});

describe('posSettings values', () => {
  it('PUT /updateRestaurantValues/ takes the lists only, at least one', () => {
    expect(PosSettingsListsValue.safeParse({ discounts: [] }).success).toBe(true);
    expect(firstMessage(PosSettingsListsValue.safeParse({}))).toBe(
      'posSettings must carry posPartners, posDeliveryPartners or discounts',
    );
    expect(PosSettingsListsValue.safeParse({ showRemoveTakeawayOrders: true }).success).toBe(false);
  });

  it('the shared save takes lists and flags; stored settings fill defaults', () => {
    expect(PosSettingsPatch.parse({ isPOSOpenCashEnabled: true })).toEqual({ isPOSOpenCashEnabled: true });
    expect(PosSettings.parse({ posPartners: [{ name: 'Cash' }] })).toMatchObject({
      posPartners: [{ name: 'Cash', isPrepaid: false, sort: 0 }],
      discounts: [],
      showRemoveTakeawayOrders: false,
    });
  });
});
