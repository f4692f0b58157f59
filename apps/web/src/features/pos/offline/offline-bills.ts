import {
  type AllergenDef,
  allergenLabel,
  applicableSurcharges,
  type OnlineSurchargeRule,
  offlineBillFigures,
  type PosOrderType,
  type PosSyncChange,
  surchargeDay,
  type Transaction,
} from '@rpos/domain';
import { buildOrderRequest, type CustomerDetails, type OrderTarget, type TicketLine } from '../model/ticket';
import type { QueuedChange, QueuedDisplay } from './offline-db';
import type { NewChange } from './offline-queue';

/**
 * The bills as the device sees them while offline (decision 0534): the queue grouped by bill, the
 * figures worked out by the domain (offlineBillFigures), and the changes the screens queue.
 */

/** The id of a bill opened offline: the device's own until the server gives the bill one. */
export const newLocalBillId = (): string => `offline-${crypto.randomUUID()}`;
export const isLocalBillId = (id: string): boolean => id.startsWith('offline-');

export interface OfflineBill {
  localBillId: string;
  /** The server bill when it was opened before the outage. */
  transactionId: string | null;
  label: string;
  tableNo: string | null;
  type: PosOrderType;
  changes: QueuedChange[];
  figures: ReturnType<typeof offlineBillFigures>;
}

/** The queue's bills in the order they were first touched; base: a server bill's figures before the outage. */
export function offlineBills(
  queue: readonly QueuedChange[],
  baseOf: (transactionId: string) => Pick<Transaction, 'totals'> | undefined = () => undefined,
): OfflineBill[] {
  const groups = new Map<string, QueuedChange[]>();
  for (const q of queue) groups.set(q.change.localBillId, [...(groups.get(q.change.localBillId) ?? []), q]);
  return [...groups.entries()].map(([localBillId, changes]) => {
    const firstOrder = changes.find((c) => c.change.kind === 'order')?.change as
      | (PosSyncChange & { kind: 'order' })
      | undefined;
    const transactionId = changes.find((c) => c.change.transactionId)?.change.transactionId ?? null;
    const base = transactionId ? baseOf(transactionId) : undefined;
    return {
      localBillId,
      transactionId,
      label: changes[0]!.display.billLabel,
      tableNo: firstOrder?.tableNo ?? null,
      type: firstOrder?.type ?? 'dinein',
      changes,
      figures: offlineBillFigures(
        base ? { total: base.totals.total, paid: base.totals.paid } : null,
        changes.map((c) => c.change),
      ),
    };
  });
}

/** Σ of the ticket's lines at the menu's prices on the device (selectionSubTotal × quantity). */
export const ticketSubtotal = (lines: readonly TicketLine[]): number =>
  lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);

/**
 * The queued change of a ticket sent offline: the same body the online Send would post (ids and
 * quantities), with the device's subtotal to compare and the bill it belongs to.
 */
export interface OfflineSurcharges {
  rules: readonly OnlineSurchargeRule[];
  timezone: string;
}

export function offlineOrderChange(
  target: OrderTarget,
  lines: readonly TicketLine[],
  o: {
    localBillId: string;
    staffId: string | null;
    billLabel: string;
    notes?: string;
    customer?: CustomerDetails | null;
    now?: Date;
    /** The setup's surcharge rules and the restaurant's zone: the day's surcharge, as the server adds it. */
    surcharges?: OfflineSurcharges;
    /** The guest's declared allergies (decision 0601), and the menu's own allergens to name them. */
    allergens?: readonly string[];
    ownAllergens?: readonly AllergenDef[];
  },
): { change: NewChange; display: QueuedDisplay } {
  const now = o.now ?? new Date();
  const subtotal = ticketSubtotal(lines);
  const applied = o.surcharges
    ? applicableSurcharges(o.surcharges.rules, surchargeDay(now, o.surcharges.timezone), subtotal)
    : [];
  // The order number is made from the change key on the server; this one is not sent.
  const request = buildOrderRequest(target, lines, 'unsent-0', { notes: o.notes, customer: o.customer });
  const { orderNumber: _unsent, transactionId, ...rest } = request;
  const allergens = [...(o.allergens ?? [])];
  return {
    change: {
      ...rest,
      kind: 'order',
      localBillId: o.localBillId,
      transactionId: transactionId ?? null,
      staffId: o.staffId,
      deviceTime: now.toISOString(),
      expectedSubtotal: subtotal,
      expectedSurcharge: applied.reduce((sum, s) => sum + s.amount, 0),
      // Sent with the sync as with an online Send: the docket flags it (decisions 0599, 0601).
      ...(allergens.length > 0 ? { allergens } : {}),
    },
    display: {
      billLabel: o.billLabel,
      lines: lines.map((l) => ({
        key: l.key,
        name: l.name,
        quantity: l.quantity,
        lineTotal: l.unitPrice * l.quantity,
      })),
      surcharges: applied.map((s) => ({ name: s.name, amount: s.amount })),
      ...(allergens.length > 0
        ? { allergens: allergens.map((c) => allergenLabel(c, o.ownAllergens ?? [])) }
        : {}),
    },
  };
}
