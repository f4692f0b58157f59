import type { PosOrderLine, PosOrderRequest, PosOrderType, Transaction, TransactionType } from '@rpos/domain';

/**
 * The ticket: lines chosen on the POS and not sent yet. They carry ids and quantities (what POST
 * /pos/orders takes) and names and the menu's unit price for the screen; the server prices them.
 */
export interface TicketLine {
  key: string;
  dishId: string;
  name: string;
  size: { id: string; name: string } | null;
  options: { id: string; groupId: string; name: string; quantity: number }[];
  /** One unit at the menu's prices (selectionSubTotal): shown beside the line only. */
  unitPrice: number;
  quantity: number;
  notes: string;
  isTakeaway: boolean;
  /** The seat at the table it is for (decision 0501); null or absent: shared. */
  seat?: number | null;
  /** Its course (decision 0502); null or absent: goes with the first course sent. */
  course?: number | null;
}

const choiceKey = (l: TicketLine) =>
  JSON.stringify([
    l.dishId,
    l.size?.id ?? null,
    [...l.options].map((o) => [o.groupId, o.id, o.quantity]).sort(),
    l.notes.trim(),
    l.isTakeaway,
    l.seat ?? null,
    l.course ?? null,
  ]);

/** Adds a line; the same dish chosen the same way (same size, options, notes) adds to that line's quantity. */
export function addTicketLine(lines: readonly TicketLine[], line: TicketLine): TicketLine[] {
  const key = choiceKey(line);
  const same = lines.find((l) => choiceKey(l) === key);
  if (!same) return [...lines, line];
  return lines.map((l) => (l === same ? { ...l, quantity: l.quantity + line.quantity } : l));
}

export const setLineQuantity = (lines: readonly TicketLine[], key: string, quantity: number): TicketLine[] =>
  lines.map((l) => (l.key === key ? { ...l, quantity: Math.max(1, Math.floor(quantity)) } : l));

export const setLineNotes = (lines: readonly TicketLine[], key: string, notes: string): TicketLine[] =>
  lines.map((l) => (l.key === key ? { ...l, notes } : l));

export const removeTicketLine = (lines: readonly TicketLine[], key: string): TicketLine[] =>
  lines.filter((l) => l.key !== key);

/** A ticket line as the diner's cart line shape the server takes (ids and quantities, never prices). */
export function toPosOrderLine(line: TicketLine): PosOrderLine {
  return {
    dish: { id: line.dishId },
    size: line.size ? { id: line.size.id } : null,
    options: line.options.map((o) => ({ id: o.id, groupId: o.groupId, quantity: o.quantity })),
    quantity: line.quantity,
    specialInstructions: line.notes.trim(),
    isTakeaway: line.isTakeaway,
    ...(line.seat ? { seat: line.seat } : {}),
  };
}

/** Where the ticket goes: a new table or counter order (no bill yet), or the bill on screen. */
export type OrderTarget =
  | { kind: 'new'; type: PosOrderType; tableNo: string | null; guests: number | null }
  | { kind: 'bill'; bill: Pick<Transaction, 'uuid' | 'type' | 'tableNo'> };

/** The POS order type that adds to a bill of this type (a food-court bill takes counter orders). */
export const posOrderTypeOf = (type: TransactionType): PosOrderType =>
  type === 'foodcourt' ? 'takeaway' : type;

/** A new counter order asks for the customer (pickup and delivery need name and phone) or the partner. */
export const asksCustomer = (target: OrderTarget): boolean =>
  target.kind === 'new' && target.type !== 'dinein';

export const needsCustomer = (type: PosOrderType): boolean => type === 'pickup' || type === 'delivery';

export interface CustomerDetails {
  customerName: string;
  customerPhone: string;
  deliveryPartner: string;
}

/**
 * POST /pos/orders' body: the bill on screen is joined by its id; a new table order names the table
 * and guests; a new counter order carries the customer or the delivery partner. orderNumber is the
 * send attempt's (made once per attempt, so a resend writes nothing twice).
 */
export function buildOrderRequest(
  target: OrderTarget,
  lines: readonly TicketLine[],
  orderNumber: string,
  extra: { notes?: string; customer?: CustomerDetails | null } = {},
): PosOrderRequest {
  const items = lines.map(toPosOrderLine);
  const notes = extra.notes?.trim() || null;
  if (target.kind === 'bill') {
    const { bill } = target;
    return {
      orderNumber,
      type: posOrderTypeOf(bill.type),
      transactionId: bill.uuid,
      tableNo: bill.tableNo,
      items,
      notes,
    };
  }
  const customer = extra.customer;
  return {
    orderNumber,
    type: target.type,
    tableNo: target.type === 'dinein' ? target.tableNo : null,
    guests: target.type === 'dinein' ? target.guests : null,
    items,
    notes,
    customerName: customer?.customerName.trim() || null,
    customerPhone: customer?.customerPhone.trim() || null,
    deliveryPartner: target.type === 'deliveryPartner' ? customer?.deliveryPartner.trim() || null : null,
  };
}

/** One order of a send: its course, whether it is held from the kitchen, its lines. */
export interface CourseGroup {
  course: number | null;
  hold: boolean;
  lines: TicketLine[];
}

/**
 * The ticket as the orders a send makes (decision 0502). Without courses, one order. With courses,
 * the lowest course on the ticket goes to the kitchen now (with any dish given no course), and each
 * later course is an order of its own, held until it is fired.
 */
export function courseGroups(lines: readonly TicketLine[]): CourseGroup[] {
  const courses = [...new Set(lines.flatMap((l) => (l.course ? [l.course] : [])))].sort((a, b) => a - b);
  const first = courses[0];
  if (first === undefined) return [{ course: null, hold: false, lines: [...lines] }];
  return courses.map((c, i) => ({
    course: c,
    hold: i > 0,
    lines: lines.filter((l) => (l.course ?? first) === c),
  }));
}
