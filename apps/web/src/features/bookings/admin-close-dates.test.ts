import type { CloseDate } from '@rpos/domain';
import { describe, expect, it } from 'vitest';
import { addCloseDate, removeCloseDate, sameCloseDates, toCloseDatesRequest } from './admin-close-dates';

const lunch = { sessionId: 's1', sessionName: 'Lunch' };
const dinner = { sessionId: 's2', sessionName: 'Dinner' };
const sessions = [lunch, dinner];
const TODAY = '2026-03-02';
const existing: CloseDate[] = [{ date: '25/12/2026', sessions: [lunch] }];

describe('close dates', () => {
  it('adds a date with the chosen sessions, in date order', () => {
    expect(addCloseDate(existing, '2026-04-03', ['s2'], sessions, TODAY)).toEqual({
      list: [
        { date: '03/04/2026', sessions: [dinner] },
        { date: '25/12/2026', sessions: [lunch] },
      ],
    });
  });

  it('merges the sessions of a date already listed', () => {
    expect(addCloseDate(existing, '2026-12-25', ['s1', 's2'], sessions, TODAY)).toEqual({
      list: [{ date: '25/12/2026', sessions: [lunch, dinner] }],
    });
  });

  it('refuses no date, a past date and no session', () => {
    expect(addCloseDate(existing, '', ['s1'], sessions, TODAY)).toEqual({ refusal: 'date' });
    expect(addCloseDate(existing, '2026-02-30', ['s1'], sessions, TODAY)).toEqual({ refusal: 'date' });
    expect(addCloseDate(existing, '2026-03-01', ['s1'], sessions, TODAY)).toEqual({ refusal: 'past' });
    expect(addCloseDate(existing, TODAY, [], sessions, TODAY)).toEqual({ refusal: 'sessions' });
    expect(addCloseDate(existing, TODAY, ['gone'], sessions, TODAY)).toEqual({ refusal: 'sessions' });
  });

  it('removes a date and sends the whole list with session ids', () => {
    const list = [...existing, { date: '01/01/2027', sessions: [lunch, dinner] }];
    expect(removeCloseDate(list, '25/12/2026')).toEqual([{ date: '01/01/2027', sessions: [lunch, dinner] }]);
    expect(toCloseDatesRequest(list)).toEqual({
      closeDates: [
        { date: '25/12/2026', sessionIds: ['s1'] },
        { date: '01/01/2027', sessionIds: ['s1', 's2'] },
      ],
    });
  });

  it('tells an unsaved list from the saved one, whatever the order', () => {
    const a: CloseDate[] = [
      { date: '01/01/2027', sessions: [lunch, dinner] },
      { date: '25/12/2026', sessions: [lunch] },
    ];
    const b: CloseDate[] = [
      { date: '25/12/2026', sessions: [lunch] },
      { date: '01/01/2027', sessions: [dinner, lunch] },
    ];
    expect(sameCloseDates(a, b)).toBe(true);
    expect(sameCloseDates(a, existing)).toBe(false);
  });
});
