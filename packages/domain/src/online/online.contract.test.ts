import { describe, expect, it } from 'vitest';
import { chiliCount } from '../menus/menus.contract';
import { OnlineSettings } from '../restaurants/restaurants.contract';
import { isOrderingClosed, OnlineHeaders, OnlineQuery, qrSwitchOf, tableTypeOf } from './online.contract';

describe('online contract helpers', () => {
  it('tableTypeOf: named order types, anything else is dine-in', () => {
    expect(tableTypeOf('takeaway')).toBe('takeaway');
    expect(tableTypeOf('pickup-delivery')).toBe('pickup-delivery');
    expect(tableTypeOf('foodcourt')).toBe('foodcourt');
    expect(tableTypeOf('5')).toBe('dinein');
    expect(tableTypeOf('A1')).toBe('dinein');
  });

  it('qrSwitchOf: the Online Menu code has its own switch, other URLs their table type (decision 0525)', () => {
    expect(qrSwitchOf('pickup-delivery', 'onlineMenu')).toBe('onlineMenu');
    expect(qrSwitchOf('pickup-delivery')).toBe('pickup-delivery');
    expect(qrSwitchOf('takeaway', 'onlineMenu')).toBe('takeaway');
    expect(qrSwitchOf('5', 'onlineMenu')).toBe('dinein');
    expect(OnlineQuery.safeParse({ menuId: 'x', tableId: '1', qr: 'booking' }).success).toBe(false);
  });

  it('isOrderingClosed: by the flag, or on the disabled date in the restaurant zone', () => {
    const now = new Date('2025-06-01T22:00:00Z'); // 2 June in Sydney
    expect(isOrderingClosed({ isOrderingDisabled: true, disabledDate: null }, now)).toBe(true);
    expect(isOrderingClosed({ isOrderingDisabled: false, disabledDate: null }, now)).toBe(false);
    expect(isOrderingClosed({ isOrderingDisabled: false, disabledDate: '02/06/2025' }, now)).toBe(true);
    expect(isOrderingClosed({ isOrderingDisabled: false, disabledDate: '02/06/2025' }, now, 'UTC')).toBe(
      false,
    );
  });

  it('OnlineSettings fills every default from an empty object', () => {
    const s = OnlineSettings.parse({});
    expect(s.allergyNotice).toBe('');
    expect(s.isPaypalEnabled).toBe(false);
    expect(OnlineSettings.safeParse({ allergyNotice: 'x'.repeat(201) }).success).toBe(false);
  });

  it('OnlineHeaders keeps other headers and checks menuVersion', () => {
    expect(OnlineHeaders.parse({ menuversion: '3', cookie: 'a' })).toEqual({ menuversion: '3', cookie: 'a' });
    expect(OnlineHeaders.safeParse({ menuversion: 'x' }).success).toBe(false);
  });

  it('chiliCount: 1 to 3 chilis for hotness tags', () => {
    expect(chiliCount(['Recommended'])).toBe(0);
    expect(chiliCount(['Spicy'])).toBe(1);
    expect(chiliCount(['Hotter', 'Spicy'])).toBe(2);
    expect(chiliCount(['Hottest'])).toBe(3);
  });
});
