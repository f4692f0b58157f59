import { isApiError } from '../../shared/api/api-error';
import { registerScopedTexts, type ScopedT, useScopedT } from '../../shared/i18n/scoped-texts';

/** Texts of the QR codes page (restaurant-config.md §2.2, §5, §8). The back-office is English only. */
export const enQrCodes = {
  title: 'QR Codes',
  subtitle: "{{name}}: each ordering mode's code, its switch, and a code per table",
  save: 'Save',
  saving: 'Saving...',
  retry: 'Retry',
  working: 'Working...',
  loadFailed: 'Something went wrong! Please try again.',
  saveFailed: 'Something went wrong! Please try again.',
  saved: 'Saved successfully!',
  disabled: 'Disabled',
  disableToday: 'Disable today',
  disabledToday: 'Ordering is off today ({{date}}); it reopens by itself tomorrow.',
  disabledOn: 'Ordering is off on {{date}}.',
  clearDate: 'Clear',
  downloadPng: 'Download PNG',
  openUrl: 'Open URL',
  drawing: 'Making the picture...',
  drawFailed: 'The picture could not be made. Please try again.',
  codeOf: 'QR code of {{type}}',
  dineInTitle: 'Dine-in tables',
  dineInHelp:
    'A code per table. Tables that require payment are paid online before the order goes to the kitchen.',
  dineInDisabled: 'Disable dine-in ordering (every table)',
  tableNumber: 'Table number',
  paymentChoice: 'Payment',
  paymentRequired: 'Payment required',
  paymentNotRequired: 'Payment not required',
  generate: 'Generate',
  tableLabel: 'Table {{name}}',
  tableAdded: 'Table {{table}} will require payment once you save.',
  tableRemoved: 'Table {{table}} will not require payment once you save.',
  paymentTables: 'Tables that require payment',
  noPaymentTables: 'No table requires payment.',
  addTable: 'Add',
  printAll: 'Download every table (PDF)',
  printHelp: 'One page per table on the dine-in template, ready for a print shop.',
  noTables: 'This restaurant has no tables yet: draw them on the floor plan.',
  editTables: 'Tables and floor plan',
} as const;

export type QrCodesTextKey = keyof typeof enQrCodes;

registerScopedTexts('qrCodes', enQrCodes);

export const useQrCodesT = (): ScopedT<QrCodesTextKey> => useScopedT<QrCodesTextKey>('qrCodes');

/** The server's own message for refusals it explains (400, 404), else the screen's text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && [400, 404].includes(error.status) && error.message) return error.message;
  return fallback;
}
