import type { DinerBookingSession } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type WizardDraft } from './wizard-state';
import { type StepContext, stepError } from './wizard-steps';

// 11:00 on Monday 2 March 2026 in Sydney.
const NOW = new Date('2026-03-02T00:00:00Z');
const SESSION: DinerBookingSession = {
  id: 's1',
  name: 'Lunch',
  description: null,
  startTime: '11:30',
  endTime: '14:30',
  disableEndTime: false,
  hideTableNo: false,
  depositRequired: false,
  deposit: null,
  tables: [
    { tableNumber: '1', guestNumber: 2, minNumOfGuests: 1 },
    { tableNumber: '3', guestNumber: 4, minNumOfGuests: 2 },
    { tableNumber: '8', guestNumber: 6, minNumOfGuests: 0 },
  ],
};
const ctx: StepContext = { now: NOW, timezone: 'Australia/Sydney', session: SESSION };
const draft = (extra: Partial<WizardDraft>): WizardDraft => ({
  ...EMPTY_DRAFT,
  dateStr: '2026-03-03',
  sessionId: 's1',
  tables: ['3'],
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  mobilePhone: '0412345678',
  ...extra,
});

describe('booking wizard steps', () => {
  it('Time: party size, a date from yesterday, a slot, a start still to come', () => {
    expect(stepError(0, draft({ partySize: null }), ctx)).toBe('partySize');
    expect(stepError(0, draft({ partySize: 21 }), ctx)).toBe('partySize');
    expect(stepError(0, draft({ dateStr: '' }), ctx)).toBe('futureDate');
    expect(stepError(0, draft({ dateStr: '2026-02-28' }), ctx)).toBe('futureDate');
    expect(stepError(0, draft({ sessionId: null }), ctx)).toBe('timeSlot');
    expect(stepError(0, draft({}), { ...ctx, session: undefined })).toBe('timeSlot');
    expect(stepError(0, draft({ dateStr: '2026-03-01' }), ctx)).toBe('futureTime');
    expect(
      stepError(0, draft({ dateStr: '2026-03-02' }), { ...ctx, now: new Date('2026-03-02T00:30:00Z') }),
    ).toBe('futureTime');
    expect(stepError(0, draft({ dateStr: '2026-03-02' }), ctx)).toBeNull();
  });

  it('Table: at least one, and the party within the summed minimum and maximum (min 0 = max)', () => {
    expect(stepError(1, draft({ tables: [] }), ctx)).toBe('table');
    expect(stepError(1, draft({ partySize: 5, tables: ['3'] }), ctx)).toBe('capacity');
    expect(stepError(1, draft({ partySize: 5, tables: ['1', '3'] }), ctx)).toBeNull();
    expect(stepError(1, draft({ partySize: 4, tables: ['8'] }), ctx)).toBe('capacity');
    expect(stepError(1, draft({ partySize: 6, tables: ['8'] }), ctx)).toBeNull();
    expect(stepError(1, draft({ partySize: 1, tables: ['1', '3'] }), ctx)).toBe('capacity');
  });

  it('Contact: name (letters and spaces), email, mobile phone', () => {
    expect(stepError(2, draft({ name: ' ' }), ctx)).toBe('name');
    expect(stepError(2, draft({ name: 'R2D2' }), ctx)).toBe('validName');
    expect(stepError(2, draft({ name: '李 小龙' }), ctx)).toBeNull();
    expect(stepError(2, draft({ email: '' }), ctx)).toBe('email');
    expect(stepError(2, draft({ email: 'ada@' }), ctx)).toBe('validEmail');
    expect(stepError(2, draft({ mobilePhone: '' }), ctx)).toBe('mobile');
    expect(stepError(2, draft({}), ctx)).toBeNull();
  });

  it('Review: the terms must be agreed, then everything is checked again', () => {
    expect(stepError(3, draft({}), ctx)).toBe('terms');
    expect(stepError(3, draft({ agreeTerms: true }), ctx)).toBeNull();
    expect(stepError(3, draft({ agreeTerms: true, tables: [] }), ctx)).toBe('table');
  });
});
