import { QUEUE_MESSAGES, queueEntryError } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { type QueueFormValues, queueFormErrors } from './queue-form-rules';

const good: QueueFormValues = { name: 'Ada', guestNum: '2', phoneNumber: '0412345678' };

describe('queueFormErrors', () => {
  it('passes a filled-in form (10 digits from 0, or 9 from 4)', () => {
    expect(queueFormErrors(good)).toEqual({});
    expect(queueFormErrors({ ...good, phoneNumber: '412345678' })).toEqual({});
  });

  it('marks every wrong field at once with the spec messages', () => {
    expect(queueFormErrors({ name: '   ', guestNum: '0', phoneNumber: '12345' })).toEqual({
      name: QUEUE_MESSAGES.name,
      guestNum: QUEUE_MESSAGES.guests,
      phoneNumber: QUEUE_MESSAGES.mobile,
    });
  });

  it.each(['', '0', '-1', '2.5', 'two', '100'])('refuses %j guests', (guestNum) => {
    expect(queueFormErrors({ ...good, guestNum }).guestNum).toBe(QUEUE_MESSAGES.guests);
  });

  it('agrees with the server rule (queueEntryError) on which message comes first', () => {
    const cases: QueueFormValues[] = [
      good,
      { ...good, name: '' },
      { ...good, guestNum: '0' },
      { ...good, guestNum: '99' },
      { ...good, phoneNumber: '0412' },
      { name: '', guestNum: '', phoneNumber: '' },
      { ...good, name: ' ', phoneNumber: 'abc' },
    ];
    for (const values of cases) {
      const errors = queueFormErrors(values);
      const first = errors.name ?? errors.guestNum ?? errors.phoneNumber ?? null;
      expect(first, JSON.stringify(values)).toBe(queueEntryError(values));
    }
  });
});
