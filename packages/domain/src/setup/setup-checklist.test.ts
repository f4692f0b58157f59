import { describe, expect, it } from 'vitest';
import {
  GO_LIVE_MESSAGES,
  missingForGoLive,
  SETUP_STEPS,
  type SetupStep,
  setupChecklist,
  setupStepPath,
} from './setup-checklist';

const all = (value: boolean) =>
  Object.fromEntries(SETUP_STEPS.map((s) => [s, value])) as Record<SetupStep, boolean>;

describe('setup checklist', () => {
  it('is complete and may go live when every step is done', () => {
    expect(setupChecklist(all(true))).toMatchObject({ complete: true, canGoLive: true });
  });

  it('may go live without the optional steps, not without the ones ordering needs', () => {
    const optionalMissing = {
      ...all(true),
      logo: false,
      qrCodes: false,
      cardPayments: false,
      printer: false,
      staff: false,
    };
    expect(setupChecklist(optionalMissing)).toMatchObject({ complete: false, canGoLive: true });
    const noMenu = { ...all(true), menu: false, tables: false };
    expect(setupChecklist(noMenu).canGoLive).toBe(false);
    expect(missingForGoLive(noMenu)).toEqual(['menu', 'tables']);
    expect(GO_LIVE_MESSAGES.missing(missingForGoLive(noMenu))).toBe(
      'Before going live, finish: A published menu, Tables on the floor plan.',
    );
  });

  it('links each step to its page', () => {
    expect(setupStepPath('qrCodes', 'new place')).toBe('/qrcodes/new%20place');
    expect(setupStepPath('tables', 'x')).toBe('/floorPlan');
  });
});
