import { dishNameLines, type NameDisplayMode, type PrintOrderType } from '@rpos/domain';
import { type DocLine, type PrintDocument, twoColumns } from './escpos-render';

/** A dish line of an order, as the printed documents need it. */
export interface PrintDish {
  itemId: string;
  quantity: number;
  name: string;
  altName: string | null;
  shortName: string | null;
  options: { name: string; quantity: number }[];
  instructions: string;
  lineTotal: number;
  isTakeaway: boolean;
  /** The diner's declared allergies this line contains, as labels (decision 0562). */
  allergens: string[];
  /** Who ordered it, when the docket holds a table's round (decision 0597). */
  orderedBy?: string;
}

/** An accepted order, as the printed documents need it. */
export interface PrintOrder {
  id: string;
  orderNumber: string;
  orderType: PrintOrderType;
  tableNo: string | null;
  customerName: string;
  notes: string | null;
  /** The allergies the diner declared at checkout, as labels. */
  allergens: string[];
  orderTime: Date;
  restaurantName: string;
  timezone: string;
  subtotal: number;
  surcharges: { name: string; amount: number }[];
  total: number;
  dishes: PrintDish[];
  /** A POS course (decision 0502): its number, and when it was fired if it was held. */
  course?: { n: number; firedAt: Date | null; name?: string | null } | null;
  /** A table's round on one docket (decision 0597): the numbers of the orders it holds. */
  orderNumbers?: string[];
}

/** Cents as dollars with 2 decimals (the only place printing divides by 100). */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** DD/MM/YYYY HH:mm:ss in the restaurant's timezone (§9). */
export function localDateTime(at: Date, timezone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

function header(order: PrintOrder, heading: string, big: boolean): DocLine[] {
  const where = order.tableNo ? `Table ${order.tableNo}` : order.orderType;
  return [
    { text: heading, bold: true, align: 'center' },
    { text: where, bold: true, big, align: 'center' },
    {
      text:
        order.orderNumbers && order.orderNumbers.length > 1
          ? `TABLE ORDER · ${order.orderNumbers.length} diners: ${order.orderNumbers.join(', ')}`
          : `Order ${order.orderNumber}`,
    },
    { text: localDateTime(order.orderTime, order.timezone) },
    ...(order.course
      ? [
          {
            text: `COURSE ${order.course.n}${order.course.name ? ` · ${order.course.name.toUpperCase()}` : ''}${order.course.firedAt ? ` · fired ${localDateTime(order.course.firedAt, order.timezone)}` : ''}`,
            bold: true,
          },
        ]
      : []),
    ...(order.customerName ? [{ text: `Name: ${order.customerName}` }] : []),
    ...(order.allergens.length > 0
      ? [{ text: `ALLERGY: ${order.allergens.join(', ').toUpperCase()}`, bold: true, invert: true }]
      : []),
    { text: '', rule: true },
  ];
}

/** The flag under a line holding a declared allergen: white on black, so the cook cannot miss it. */
export function allergyFlag(allergens: readonly string[]): string {
  return `!! ALLERGY: ${allergens.join(', ').toUpperCase()} !!`;
}

function dishLines(
  dishes: PrintDish[],
  mode: NameDisplayMode,
  opts: { prices: boolean; big: boolean },
): DocLine[] {
  const out: DocLine[] = [];
  for (const d of dishes) {
    const [first, ...rest] = dishNameLines(d, mode);
    const label = `${d.quantity} x ${first}${d.isTakeaway ? ' (TA)' : ''}`;
    out.push({
      text: opts.prices ? twoColumns(label, money(d.lineTotal)) : label,
      bold: true,
      big: opts.big,
    });
    for (const alt of rest) out.push({ text: `    ${alt}`, big: opts.big });
    if (d.orderedBy) out.push({ text: `   for ${d.orderedBy}` });
    if (d.allergens.length > 0) out.push({ text: allergyFlag(d.allergens), bold: true, invert: true });
    for (const o of d.options)
      out.push({ text: `   + ${o.quantity > 1 ? `${o.quantity} x ` : ''}${o.name}` });
    if (d.instructions.trim()) out.push({ text: `   * ${d.instructions.trim()}` });
  }
  return out;
}

function notes(order: PrintOrder): DocLine[] {
  return order.notes
    ? [
        { text: '', rule: true },
        { text: `Notes: ${order.notes}`, bold: true },
      ]
    : [];
}

/** The kitchen docket: table, dishes big, no prices. `title` names the category or 'Kitchen'. */
export function kitchenDocket(
  order: PrintOrder,
  dishes: PrintDish[],
  mode: NameDisplayMode,
  title: string,
): PrintDocument {
  return {
    title: `${title} docket · order ${order.orderNumber}`,
    lines: [
      ...header(order, title.toUpperCase(), true),
      ...dishLines(dishes, mode, { prices: false, big: true }),
      ...notes(order),
    ],
  };
}

/** The order list: every dish with its price, and the totals. */
export function orderList(order: PrintOrder, mode: NameDisplayMode): PrintDocument {
  return {
    title: `Order list · order ${order.orderNumber}`,
    lines: [
      { text: order.restaurantName, bold: true, align: 'center' },
      ...header(order, 'ORDER LIST', false),
      ...dishLines(order.dishes, mode, { prices: true, big: false }),
      ...notes(order),
      { text: '', rule: true },
      { text: twoColumns('Subtotal', money(order.subtotal)) },
      ...order.surcharges.map((s) => ({ text: twoColumns(s.name, money(s.amount)) })),
      { text: twoColumns('Total', money(order.total)), bold: true },
    ],
  };
}
