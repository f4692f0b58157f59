/**
 * /transactions keeps its day and page in the address (?date=DD-MM-YY&page=n, n from 1), so the
 * detail's back link (§2.7: /transactions?page={n}) comes back to the same rows.
 */
export const transactionsPath = (page: number, dateStr?: string): string =>
  `/transactions?page=${page + 1}${dateStr ? `&date=${dateStr}` : ''}`;

/** A bill's detail, carrying the list's page (0-based here, shown from 1). */
export const transactionPath = (id: string, page: number, dateStr?: string): string =>
  `/transaction/${encodeURIComponent(id)}?page=${page + 1}${dateStr ? `&date=${dateStr}` : ''}`;
