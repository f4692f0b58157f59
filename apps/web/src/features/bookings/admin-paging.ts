/** Page sizes of the booking sessions list (restaurant-config.md §2.4, §9): 5, 10, 25, default 25. */
export const SESSION_PAGE_SIZES = [5, 10, 25] as const;
export const SESSION_PAGE_SIZE = 25;
/** Page sizes of the bookings list: 5, 10, 25, default 10. */
export const BOOKING_PAGE_SIZES = [5, 10, 25] as const;
export const BOOKING_PAGE_SIZE = 10;

/** The rows of one page (0-based), the last page when `page` is past the end. */
export function pageOf<T>(rows: readonly T[], page: number, size: number): { rows: T[]; page: number } {
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const p = Math.min(Math.max(0, page), last);
  return { rows: rows.slice(p * size, p * size + size), page: p };
}
