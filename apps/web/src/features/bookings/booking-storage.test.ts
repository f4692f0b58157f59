import { describe, expect, it } from 'vitest';
import { bookingKey, readSavedBooking, saveBooking } from './booking-storage';
import { SAVED_BOOKING as SAVED } from './wizard-test-fixtures';

describe('booking storage', () => {
  it('keeps the booking under site + restaurant id + booking', () => {
    saveBooking('GoldenDragon', SAVED);
    expect(bookingKey('GoldenDragon')).toBe('rpos.goldendragon.booking');
    expect(JSON.parse(localStorage.getItem('rpos.goldendragon.booking') ?? '')).toEqual(SAVED);
    expect(readSavedBooking('goldendragon')).toEqual(SAVED);
    expect(readSavedBooking('other')).toBeNull();
  });

  it('ignores a value it cannot read', () => {
    localStorage.setItem(bookingKey('gd'), '{not json');
    expect(readSavedBooking('gd')).toBeNull();
    localStorage.setItem(bookingKey('gd'), JSON.stringify({ ...SAVED, status: 'maybe' }));
    expect(readSavedBooking('gd')).toBeNull();
  });
});
