import { BOOKING_MESSAGES, type BookingSession } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import {
  SessionFormSchema,
  type SessionFormValues,
  sessionFormDefaults,
  sessionFormIssues,
  toSessionInput,
} from './admin-session-form';

const valid: SessionFormValues = {
  ...sessionFormDefaults(),
  name: 'Lunch',
  guestNum: '40',
  startTime: '11:30',
  endTime: '14:30',
  tables: [{ tableNumber: '3', guestNumber: '4', minNumOfGuests: '2' }],
};

const messages = (values: Partial<SessionFormValues>) =>
  sessionFormIssues({ ...valid, ...values }).map((i) => [i.path.join('.'), i.message]);

describe('sessionFormIssues', () => {
  it('accepts a complete session', () => {
    expect(sessionFormIssues(valid)).toEqual([]);
    expect(SessionFormSchema.safeParse(valid).success).toBe(true);
  });

  it('puts each of the spec messages on its own field, all at once', () => {
    expect(
      messages({ name: ' ', guestNum: '0', startTime: '', endTime: '', depositRequired: true, deposit: '' }),
    ).toEqual([
      ['name', BOOKING_MESSAGES.sessionName],
      ['guestNum', BOOKING_MESSAGES.sessionGuests],
      ['startTime', BOOKING_MESSAGES.sessionStart],
      ['endTime', BOOKING_MESSAGES.sessionEnd],
      ['deposit', BOOKING_MESSAGES.sessionDeposit],
    ]);
  });

  it('refuses a guest limit that is not a whole number of at least 1', () => {
    for (const guestNum of ['', '-2', '2.5', 'x'])
      expect(messages({ guestNum })).toEqual([['guestNum', BOOKING_MESSAGES.sessionGuests]]);
  });

  it('shows the inverted end-time text when the start is after the end; equal times pass', () => {
    expect(messages({ startTime: '18:00', endTime: '17:00' })).toEqual([
      ['endTime', 'The end time cannot be greater than the start time.'],
    ]);
    expect(messages({ startTime: '18:00', endTime: '18:00' })).toEqual([]);
  });

  it('wants a deposit of at least 1 only when one is required', () => {
    expect(messages({ depositRequired: true, deposit: '0.5' })).toEqual([
      ['deposit', BOOKING_MESSAGES.sessionDeposit],
    ]);
    expect(messages({ depositRequired: true, deposit: '1' })).toEqual([]);
    expect(messages({ depositRequired: false, deposit: '' })).toEqual([]);
  });

  it('checks each table: max at least 1, min between 0 and max, no table twice', () => {
    const table = (guestNumber: string, minNumOfGuests: string, tableNumber = '3') => ({
      tableNumber,
      guestNumber,
      minNumOfGuests,
    });
    expect(messages({ tables: [table('0', '0')] })).toEqual([
      ['tables.0.guestNumber', BOOKING_MESSAGES.sessionTableGuests],
    ]);
    expect(messages({ tables: [table('4', '5')] })).toEqual([
      ['tables.0.guestNumber', BOOKING_MESSAGES.sessionTableGuests],
    ]);
    expect(messages({ tables: [table('4', '1.5')] })).toEqual([
      ['tables.0.minNumOfGuests', BOOKING_MESSAGES.sessionTableGuests],
    ]);
    expect(messages({ tables: [table('4', ''), table('2', '0', '4')] })).toEqual([]);
    expect(messages({ tables: [table('4', '2'), table('4', '2', ' 3 ')] })).toEqual([
      ['tables.1.tableNumber', BOOKING_MESSAGES.tableExists],
    ]);
  });
});

describe('the session form and the server body', () => {
  const session: BookingSession = {
    sessionId: 's1',
    name: 'Banquet',
    sessionEnabled: false,
    sessionDesription: null,
    guestNum: 24,
    startTime: '18:00',
    endTime: '22:00',
    disableEndTime: true,
    hideTableNo: true,
    depositRequired: true,
    deposit: 20,
    tables: [{ id: 't1', tableNumber: '11', guestNumber: 10, minNumOfGuests: 6 }],
    updatedAt: 1_700_000_000,
  };

  it('round-trips a session through the form values to the PUT body', () => {
    const values = sessionFormDefaults(session);
    expect(values.guestNum).toBe('24');
    expect(values.deposit).toBe('20');
    expect(toSessionInput(values, 's1')).toEqual({
      sessionId: 's1',
      name: 'Banquet',
      sessionEnabled: false,
      sessionDesription: null,
      guestNum: 24,
      startTime: '18:00',
      endTime: '22:00',
      disableEndTime: true,
      hideTableNo: true,
      depositRequired: true,
      deposit: 20,
      tables: [{ tableNumber: '11', guestNumber: 10, minNumOfGuests: 6 }],
    });
  });

  it('sends no deposit when none is required, an empty minimum as 0 and no sessionId for a new one', () => {
    const body = toSessionInput({
      ...valid,
      name: '  Lunch ',
      sessionDesription: ' Yum cha ',
      deposit: '15',
      tables: [{ tableNumber: '3', guestNumber: '4', minNumOfGuests: '' }],
    });
    expect(body).not.toHaveProperty('sessionId');
    expect(body).toMatchObject({
      name: 'Lunch',
      sessionDesription: 'Yum cha',
      depositRequired: false,
      deposit: null,
      tables: [{ tableNumber: '3', guestNumber: 4, minNumOfGuests: 0 }],
    });
  });
});
