import { z } from 'zod';

/**
 * POST /deleteAllOldTransactions (back-office.md §2.8 "Delete All Old", §7; decision 0160): the
 * acting restaurant's open bills left from an earlier day — no change since its current day began,
 * on its own clock — deleted with the reason below. A bill whose invoice was printed stays unless the
 * user holds the invoice-delete right.
 */

/** The reason an old bill is deleted with (its history and the transactions screen show it). */
export const OLD_TRANSACTION_REASON = 'Old transaction';

export const DeleteOldTransactionsResponse = z.object({
  /** Bills deleted. */
  deleted: z.number().int(),
  /** Old bills left because their invoice was printed and the user may not delete those. */
  kept: z.number().int(),
  /** The start of the restaurant's day (ISO): bills with no change since then were old. */
  before: z.string(),
});
export type DeleteOldTransactionsResponse = z.infer<typeof DeleteOldTransactionsResponse>;
