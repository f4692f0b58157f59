import { z } from 'zod';

/**
 * The setup checklist of a restaurant that is not live yet (issue 25, decision 0373): each step is
 * computed by the server from the restaurant's own data and links to the page that does it. "Go live"
 * (POST /goLive) turns isOnline on once the steps ordering needs are done.
 */
export const SETUP_STEPS = [
  'profile',
  'logo',
  'openHours',
  'menu',
  'tables',
  'qrCodes',
  'paymentTypes',
  'cardPayments',
  'printer',
  'staff',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/** The steps without which a diner cannot order and pay at the counter. */
export const GO_LIVE_STEPS: readonly SetupStep[] = ['profile', 'openHours', 'menu', 'tables', 'paymentTypes'];

export const SETUP_STEP_LABELS: Record<SetupStep, string> = {
  profile: 'Profile and address',
  logo: 'Logo',
  openHours: 'Opening hours',
  menu: 'A published menu',
  tables: 'Tables on the floor plan',
  qrCodes: 'Table QR codes downloaded',
  paymentTypes: 'Payment types for the POS',
  cardPayments: 'Card payments set up',
  printer: 'A printer or the kitchen display',
  staff: 'Staff',
};

/** Where each step is done; `{id}` is the restaurant's url identifier. */
export const SETUP_STEP_PATHS: Record<SetupStep, string> = {
  profile: '/myRestaurant',
  logo: '/myRestaurant',
  openHours: '/openHours',
  menu: '/myMenus',
  tables: '/floorPlan',
  qrCodes: '/qrcodes/{id}',
  paymentTypes: '/paymentTypes',
  cardPayments: '/myRestaurant',
  printer: '/posPrinterSettings',
  staff: '/staffList',
};

export function setupStepPath(step: SetupStep, urlIdentifier: string): string {
  return SETUP_STEP_PATHS[step].replace('{id}', encodeURIComponent(urlIdentifier));
}

export const SetupChecklistStep = z.object({
  step: z.enum(SETUP_STEPS),
  done: z.boolean(),
  /** Needed before going live. */
  required: z.boolean(),
});
export type SetupChecklistStep = z.infer<typeof SetupChecklistStep>;

export const SetupChecklistResponse = z.object({
  urlIdentifier: z.string(),
  isOnline: z.boolean(),
  steps: z.array(SetupChecklistStep),
  /** Every step done. */
  complete: z.boolean(),
  /** The steps ordering needs are done: Go live may be pressed. */
  canGoLive: z.boolean(),
});
export type SetupChecklistResponse = z.infer<typeof SetupChecklistResponse>;

export const GoLiveResponse = z.object({ isOnline: z.literal(true), message: z.string() });
export type GoLiveResponse = z.infer<typeof GoLiveResponse>;

export const GO_LIVE_MESSAGES = {
  live: 'Your restaurant is live: diners can order now.',
  missing: (steps: readonly SetupStep[]) =>
    `Before going live, finish: ${steps.map((s) => SETUP_STEP_LABELS[s]).join(', ')}.`,
} as const;

/** The checklist from which steps are done. */
export function setupChecklist(
  done: Record<SetupStep, boolean>,
): Pick<SetupChecklistResponse, 'steps' | 'complete' | 'canGoLive'> {
  const steps = SETUP_STEPS.map((step) => ({
    step,
    done: done[step],
    required: GO_LIVE_STEPS.includes(step),
  }));
  return {
    steps,
    complete: steps.every((s) => s.done),
    canGoLive: steps.every((s) => s.done || !s.required),
  };
}

/** The required steps still to do, in checklist order. */
export function missingForGoLive(done: Record<SetupStep, boolean>): SetupStep[] {
  return GO_LIVE_STEPS.filter((s) => !done[s]);
}
