import type { LiveTransaction } from '@rpos/domain';
import type { AppDeps } from '../../platform/deps';
import { toLiveTransaction } from './bill-figures';
import { billRestaurantOf } from './bill-payments.service';
import { findActiveBills, loadBillParts } from './transactions.repository';

/** GET /liveTransactions: the restaurant's open bills with their figures from billTotals. */
export async function listLiveTransactions(deps: AppDeps, restaurantId: string): Promise<LiveTransaction[]> {
  const db = deps.database.db;
  const bills = await findActiveBills(db, restaurantId);
  if (bills.length === 0) return [];
  const restaurant = await billRestaurantOf(db, restaurantId);
  if (!restaurant) return [];
  const parts = await loadBillParts(db, bills);
  return parts.map((p) => toLiveTransaction(p, restaurant));
}
