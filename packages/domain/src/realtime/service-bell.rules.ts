/* Zod-free service bell constants (re-exported from service-bell.contract). */
/** Service bell (diner.md §2, §7, §8): POST /newMessage {tableId, serviceType}, header restaurantId. */
export const SERVICE_BELL_ERROR_CODE = 10;
/** A table may ring for the same service type once in this window. */
export const SERVICE_BELL_WINDOW_MS = 30_000;

export const SERVICE_BELL_MESSAGES = {
  sent: 'The request has been sent successfully',
  /** Shown when errorCode is not 10 (diner.md §8). */
  failed: 'Something went wrong. Please try again',
  bellOff: 'The service bell is not available at this restaurant.',
  unknownType: 'Please choose one of the services offered.',
  tableNotFound: 'This table was not found. Please scan the QR code on your table again.',
  requestNotFound: 'Service request not found',
  alreadySent: 'Your request has already been sent. Staff will be with you shortly.',
} as const;
