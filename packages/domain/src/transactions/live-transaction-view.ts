import type { LiveTransaction } from './transaction.contract';

/**
 * How the live transactions screen (back-office.md §2.8; decision 0160) sorts and shows an open bill:
 * its tab, its Table/Order cell and its Items cell.
 */

export const LIVE_TABS = ['dineIn', 'pickups', 'takeaway', 'deliveries'] as const;
export type LiveTab = (typeof LIVE_TABS)[number];

/** The tab labels of §2.8. */
export const LIVE_TAB_LABELS: Record<LiveTab, string> = {
  dineIn: 'Dine In',
  pickups: 'Pickups',
  takeaway: 'Takeaway',
  deliveries: 'Deliveries',
};

/**
 * Dine In: table bills. Deliveries: delivery and delivery-partner bills. Pickups: pickup and food
 * court (collected at the counter). Takeaway: takeaway bills — and any other counter bill when the
 * answer carries no type.
 */
export function liveTransactionTab(t: LiveTransaction): LiveTab {
  if (t.isDinein) return 'dineIn';
  if (t.isTakeawayDelivery || t.table.isDeliveryOrder) return 'deliveries';
  if (t.type === 'pickup' || t.type === 'foodcourt') return 'pickups';
  return 'takeaway';
}

/** The bills of each tab, in the order given (the server's: oldest first). */
export function liveTransactionsByTab(list: readonly LiveTransaction[]): Record<LiveTab, LiveTransaction[]> {
  const tabs: Record<LiveTab, LiveTransaction[]> = { dineIn: [], pickups: [], takeaway: [], deliveries: [] };
  for (const t of list) tabs[liveTransactionTab(t)].push(t);
  return tabs;
}

/** The Table/Order cell: 'Table 5' at a table, else the customer's name or the first order's number. */
export function liveTransactionLabel(t: LiveTransaction): string {
  if (t.isDinein) return `Table ${t.tableNumber ?? ''}`.trim();
  const person = t.table.takeawayPerson?.trim();
  if (person) return person;
  const first = t.table.orders[0]?.orderNumber;
  return first ? `Order ${first.slice(-4).toUpperCase()}` : 'Order';
}

/** The Items cell: '2 × Siu Mai, 1 × Coca-Cola' — dishes that count (not voided, removed or cancelled). */
export function liveTransactionItems(t: LiveTransaction): string {
  const counts = new Map<string, number>();
  for (const order of t.table.orders) {
    if (order.status === 'cancelled') continue;
    for (const d of order.dishes) {
      if (d.isVoidedDish || d.permanentDeletion) continue;
      const name = d.size ? `${d.dish.name} (${d.size.name})` : d.dish.name;
      counts.set(name, (counts.get(name) ?? 0) + d.quantity);
    }
  }
  return [...counts].map(([name, quantity]) => `${quantity} × ${name}`).join(', ');
}
