/**
 * What a failed call shows: the server's own text as it comes (a contract's message, 'This table
 * already has an open bill.'), or the api client's timeout / network text; the fallback otherwise.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
