import type { PrintOrderType, PrintType } from './printing-constants';

/** Texts of printers, zones and print settings (restaurant-config.md §5, §8); "ours" where the spec has none. */
export const PRINTING_MESSAGES = {
  duplicatePrinter: 'A printer with this name already exists',
  invalidPrinter: 'Invalid printer configuration. Please check all fields.',
  noPermission: 'You do not have permission to manage printers.', // ours (§6 "a no-permission message")
  printerNotFound: 'Printer not found',
  serverError: 'Server error. Please try again later.',
  networkError: 'Network error. Please check your connection and try again.',
  zoneName: 'Please enter a zone name',
  zoneFloor: 'Please select a floor',
  zonePrinter: 'Please select a printer',
  zoneNotFound: 'Printer zone not found', // ours
  zoneFixed: 'The zone type and floor cannot change.', // ours (§4)
  zoneUnknownPrinter: 'Please select a printer', // a printer of another restaurant or none
  printCopies: 'Print copies must be at least 1', // ours (§5 "at least 1")
  unknownPrinter: (name: string) => `Printer ${name} does not exist`, // ours
  jobNotFound: 'Print job not found', // ours
  jobNotRetryable: 'Only a failed, waiting or outbox job can be sent again', // ours
  retried: 'The print job will be sent again', // ours
  jobNoPrinter: 'The printer of this job is not a network printer with an address', // ours
  billNotFound: 'Bill not found', // ours
  queued: 'Sent to the printer', // ours
  imageFormat: 'Wrong Image Format || Supported Format are PNG and JPG',
  uploadFailed: 'Failed to upload image',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully!',
  saved: 'Saved successfully!',
} as const;

/** 'Please select a printer for {type} of {order type} order type.' (§5). */
export function selectPrinterMessage(type: PrintType, orderType: PrintOrderType): string {
  return `Please select a printer for ${type} of ${orderType} order type.`;
}

/** The dialog's failure text for a create, update or delete (§8), by HTTP status. */
export function printerFailureMessage(
  action: 'create' | 'update' | 'delete',
  failure: { status?: number; message?: string; network?: boolean },
): string {
  if (failure.network) return PRINTING_MESSAGES.networkError;
  const { status } = failure;
  if (status === 409 || failure.message === PRINTING_MESSAGES.duplicatePrinter)
    return PRINTING_MESSAGES.duplicatePrinter;
  if (status === 400) return PRINTING_MESSAGES.invalidPrinter;
  if (status === 403) return PRINTING_MESSAGES.noPermission;
  if (status === 404) return PRINTING_MESSAGES.printerNotFound;
  if (status !== undefined && status >= 500) return PRINTING_MESSAGES.serverError;
  return `Failed to ${action} printer: ${failure.message ?? ''}`;
}
