import { describe, expect, it } from 'vitest';
import { INITIAL_WIZARD, type WizardAction, type WizardState, wizardReducer } from './wizard-state';

const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, INITIAL_WIZARD);

describe('booking wizard state', () => {
  it('a new date clears the chosen session and tables; the same date keeps them', () => {
    const chosen = run(
      { type: 'date', dateStr: '2026-03-03' },
      { type: 'session', sessionId: 's1' },
      { type: 'toggleTable', tableNumber: '4' },
    );
    expect(chosen.draft).toMatchObject({ sessionId: 's1', tables: ['4'] });
    expect(wizardReducer(chosen, { type: 'date', dateStr: '2026-03-03' })).toBe(chosen);
    expect(wizardReducer(chosen, { type: 'date', dateStr: '2026-03-04' }).draft).toMatchObject({
      dateStr: '2026-03-04',
      sessionId: null,
      tables: [],
    });
  });

  it('a new party size clears the session too (sessions are loaded per party size)', () => {
    const s = run({ type: 'session', sessionId: 's1' }, { type: 'partySize', partySize: 6 });
    expect(s.draft).toMatchObject({ partySize: 6, sessionId: null });
  });

  it('toggles tables and drops them when another session is chosen', () => {
    const s = run(
      { type: 'session', sessionId: 's1' },
      { type: 'toggleTable', tableNumber: '1' },
      { type: 'toggleTable', tableNumber: '2' },
      { type: 'toggleTable', tableNumber: '1' },
    );
    expect(s.draft.tables).toEqual(['2']);
    expect(wizardReducer(s, { type: 'session', sessionId: 's2' }).draft.tables).toEqual([]);
  });

  it('moves between steps 0 and 3 and resets everything', () => {
    const s = run({ type: 'next' }, { type: 'next' }, { type: 'next' }, { type: 'next' });
    expect(s.step).toBe(3);
    expect(run({ type: 'back' }).step).toBe(0);
    const filled = run(
      { type: 'contact', field: 'name', value: 'Ada' },
      { type: 'terms', agreed: true },
      { type: 'next' },
    );
    expect(filled.draft).toMatchObject({ name: 'Ada', agreeTerms: true });
    expect(wizardReducer(filled, { type: 'reset' })).toEqual(INITIAL_WIZARD);
  });
});
