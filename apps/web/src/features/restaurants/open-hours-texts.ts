import { OPEN_HOURS_MESSAGES } from '@rpos/domain';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the /openHours screen (restaurant-config.md §2.1, §5, §8). English only, like the back-office. */
export const enOpenHours = {
  title: 'Open Hours',
  subtitle: 'When diners can order, on the restaurant clock ({{timezone}})',
  back: 'Back',
  retry: 'Retry',
  loadFailed: 'Something went wrong! Please try again.',
  saveFailed: 'Something went wrong! Please try again.',
  saved: 'Saved successfully!',
  save: 'Save',
  saving: 'Saving...',
  selectRestaurant: 'Please select a restaurant',
  refreshing: 'Refreshing the open hours',
  rangesTitle: 'Open hours',
  rangesHelp:
    'A range runs from its open time to its close time on the chosen days. To stay open past midnight, add two ranges: until 24:00, and from 00:00 on the next day.',
  noRanges:
    'No open hours. Without closed dates diners can order at any time; with a closed date listed the restaurant counts as closed until hours are added.',
  rangesList: 'Open hour ranges',
  weekdays: 'Days',
  openStart: 'Open',
  openEnd: 'Close',
  timeHelp: 'HH:mm',
  closeHelp: 'HH:mm, 24:00 for midnight',
  addRange: 'Add',
  removeRange: 'Remove {{range}}',
  closeAfterOpen: OPEN_HOURS_MESSAGES.closeAfterOpen,
  chooseWeekday: OPEN_HOURS_MESSAGES.weekdays,
  closeDaysTitle: 'Closed dates',
  closeDaysHelp: 'Whole days the restaurant is closed (DD/MM/YYYY).',
  noCloseDays: 'No closed dates.',
  closeDaysList: 'Closed dates',
  closeDate: 'Date',
  addCloseDay: 'Add Date',
  removeCloseDay: 'Remove {{date}}',
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
} as const;

export type OpenHoursKey = keyof typeof enOpenHours;

registerScopedTexts<OpenHoursKey>('openHours', enOpenHours);

export const useOpenHoursT = (): ScopedT<OpenHoursKey> => useScopedT<OpenHoursKey>('openHours');
