import { describe, expect, it } from 'vitest';
import {
  isRealDmy,
  SetDishUnavailableRequest,
  UpdateAnnouncementRequest,
  UpdateQrSettingRequest,
} from './availability.contract';

describe('availability contracts', () => {
  it('isRealDmy accepts days that exist only', () => {
    expect(isRealDmy('29/02/2024')).toBe(true);
    expect(isRealDmy('29/02/2025')).toBe(false);
    expect(isRealDmy('2025-06-02')).toBe(false);
  });

  it('unavailable needs a scope when set, not when lifted', () => {
    expect(SetDishUnavailableRequest.safeParse({ unavailable: true }).success).toBe(false);
    expect(SetDishUnavailableRequest.safeParse({ unavailable: true, scope: 'today' }).success).toBe(true);
    expect(SetDishUnavailableRequest.safeParse({ unavailable: false }).success).toBe(true);
  });

  it('a shown announcement needs a title and a text without HTML; a hidden one may be empty', () => {
    const ok = { showDialog: true, dialogTitle: 'Hello', dialogText: 'Welcome, 5 < 6 & 7 > 3' };
    expect(UpdateAnnouncementRequest.safeParse(ok).success).toBe(true);
    expect(UpdateAnnouncementRequest.safeParse({ ...ok, dialogText: '<script>x</script>' }).success).toBe(
      false,
    );
    expect(UpdateAnnouncementRequest.safeParse({ ...ok, dialogTitle: '' }).success).toBe(false);
    expect(
      UpdateAnnouncementRequest.safeParse({ showDialog: false, dialogTitle: '', dialogText: '' }).success,
    ).toBe(true);
  });

  it('a QR update changes at least one field', () => {
    expect(UpdateQrSettingRequest.safeParse({}).success).toBe(false);
    expect(UpdateQrSettingRequest.safeParse({ disabledDate: null }).success).toBe(true);
    expect(
      UpdateQrSettingRequest.safeParse({ disabledDate: '02/06/2025', isOrderingDisabled: false }).success,
    ).toBe(true);
  });
});
