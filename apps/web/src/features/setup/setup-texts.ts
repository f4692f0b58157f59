import { SETUP_STEP_LABELS, type SetupStep } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

const stepTexts = Object.fromEntries(
  Object.entries(SETUP_STEP_LABELS).map(([k, v]) => [`step_${k}`, v]),
) as Record<`step_${SetupStep}`, string>;

/** Texts of the setup checklist and Go live (decision 0373). */
export const enSetup = {
  title: 'Set up your restaurant',
  subtitle: 'Each step ticks itself once it is done. Go live when the steps marked required are done.',
  progress: '{{done}} of {{total}} done',
  required: 'required',
  done: 'Done',
  todo: 'To do',
  open: 'Open',
  goLive: 'Go live',
  goingLive: 'Going live...',
  live: 'Your restaurant is live.',
  liveIncomplete: 'Your restaurant is live. A few steps remain to make service smoother.',
  loadFailed: 'Something went wrong! Please try again.',
  retry: 'Retry',
  refreshing: 'Refreshing the checklist',
  ...stepTexts,
} as const;

export type SetupKey = keyof typeof enSetup;

registerScopedTexts<SetupKey>('setup', enSetup);

export const useSetupT = (): ScopedT<SetupKey> => useScopedT<SetupKey>('setup');
