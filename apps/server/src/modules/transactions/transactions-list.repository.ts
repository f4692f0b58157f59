import { and, asc, eq, gte, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { transactions } from '../../db/schema';
import type { TransactionRow } from './transactions.repository';

/** The restaurant's bills opened in [from, to), oldest first; deleted ones only when asked. */
export function findBillsOfDay(
  db: DbOrTx,
  restaurantId: string,
  range: { from: Date; to: Date },
  withDeleted: boolean,
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.restaurantId, restaurantId),
        gte(transactions.createdAt, range.from),
        lt(transactions.createdAt, range.to),
        withDeleted ? undefined : ne(transactions.status, 'deleted'),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
}
