import { describe, expect, it } from 'vitest';
import {
  PaymentRequiredTableNumbersValue,
  QR_CARD_TYPES,
  QR_CODE_MESSAGES,
  QrCodeSettingsValue,
  qrTypeUrl,
  TableNumber,
  TableQrStringQuery,
  tableNumberProblem,
  tableQrUrl,
} from './qr-codes.contract';

const site = { origin: 'https://order.example.com/', urlIdentifier: 'goldendragon' };

describe('table number rule', () => {
  it('takes letters and digits', () => {
    expect(tableNumberProblem('5')).toBeNull();
    expect(tableNumberProblem('A12')).toBeNull();
    expect(TableNumber.parse(' B7 ')).toBe('B7');
  });

  it.each(['', ' ', '1 2', '5?', 'a&b', '$1', '3;', 'T-1', '5/6', 'ü1', 'x'.repeat(51)])(
    'refuses %j with the spec text',
    (value) => {
      expect(tableNumberProblem(value)).toBe(QR_CODE_MESSAGES.tableNumber);
      const parsed = TableNumber.safeParse(value);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(QR_CODE_MESSAGES.tableNumber);
    },
  );

  it('refuses the name of an order type, which the diner URL would read as that type', () => {
    expect(tableNumberProblem('Takeaway')).toBe(QR_CODE_MESSAGES.tableIsOrderType);
    expect(tableNumberProblem('foodcourt')).toBe(QR_CODE_MESSAGES.tableIsOrderType);
  });

  it('GET /getTableQrString query: payment choice notRequired by default, nothing else', () => {
    expect(TableQrStringQuery.parse({ tableNumber: '5' })).toEqual({
      tableNumber: '5',
      isPaymentRequired: 'notRequired',
    });
    expect(TableQrStringQuery.safeParse({ tableNumber: '5', isPaymentRequired: 'yes' }).success).toBe(false);
  });

  it('paymentRequiredTableNumbers: every number checked, duplicates dropped', () => {
    expect(PaymentRequiredTableNumbersValue.parse(['1', '2', '1'])).toEqual(['1', '2']);
    expect(PaymentRequiredTableNumbersValue.safeParse(['1', '2 3']).error?.issues[0]?.message).toBe(
      QR_CODE_MESSAGES.tableNumber,
    );
  });
});

describe('qrCodeSettings value', () => {
  it('reads name, disabled and a DD/MM/YYYY date ("" and null mean none)', () => {
    expect(
      QrCodeSettingsValue.parse([
        { name: 'takeaway', disabled: true, disabledDate: '' },
        { name: 'pickup', disabled: false, disabledDate: '02/06/2025' },
        { name: 'queue', disabled: false },
      ]),
    ).toEqual([
      { name: 'takeaway', disabled: true, disabledDate: null },
      { name: 'pickup', disabled: false, disabledDate: '02/06/2025' },
      { name: 'queue', disabled: false, disabledDate: null },
    ]);
  });

  it('refuses unknown types, impossible dates, ISO dates and a type twice', () => {
    expect(QrCodeSettingsValue.safeParse([{ name: 'drive-thru', disabled: true }]).success).toBe(false);
    expect(
      QrCodeSettingsValue.safeParse([{ name: 'pickup', disabled: false, disabledDate: '31/02/2025' }])
        .success,
    ).toBe(false);
    expect(
      QrCodeSettingsValue.safeParse([{ name: 'pickup', disabled: false, disabledDate: '2025-06-02' }])
        .success,
    ).toBe(false);
    const twice = QrCodeSettingsValue.safeParse([
      { name: 'pickup', disabled: false },
      { name: 'pickup', disabled: true },
    ]);
    expect(twice.error?.issues[0]?.message).toBe(QR_CODE_MESSAGES.duplicateType);
  });
});

describe('diner URLs of the codes', () => {
  it('a table opens its menu', () => {
    expect(tableQrUrl(site, '12')).toBe('https://order.example.com/online/goldendragon/12');
  });

  it('each card type opens its diner page', () => {
    const urls = Object.fromEntries(QR_CARD_TYPES.map((type) => [type, qrTypeUrl(site, type)]));
    expect(urls).toEqual({
      'pickup-delivery': 'https://order.example.com/online/goldendragon/pickup-delivery',
      takeaway: 'https://order.example.com/online/goldendragon/takeaway',
      pickup: 'https://order.example.com/online/goldendragon/pickup',
      delivery: 'https://order.example.com/online/goldendragon/delivery',
      foodcourt: 'https://order.example.com/online/goldendragon/foodcourt',
      booking: 'https://order.example.com/restaurantBooking/goldendragon',
      queue: 'https://order.example.com/queue/goldendragon',
      onlineMenu: 'https://order.example.com/online/goldendragon/pickup-delivery?qr=onlineMenu',
    });
  });
});
