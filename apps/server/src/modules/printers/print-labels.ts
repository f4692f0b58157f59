import type { DocLine, PrintDocument } from './escpos-render';
import type { Label } from './label-render';
import { allergyFlag, localDateTime, type PrintDish, type PrintOrder } from './print-documents';

/** "DD/MM HH:mm" of the order in the restaurant's timezone. */
function labelTime(order: PrintOrder): string {
  const full = localDateTime(order.orderTime, order.timezone); // DD/MM/YYYY HH:mm:ss
  return `${full.slice(0, 5)} ${full.slice(11, 16)}`;
}

/** One label per unit of each dish (3 x Milk Tea → 1/3, 2/3, 3/3), in the order's line order. */
export function labelsOf(order: PrintOrder, dishes: readonly PrintDish[]): Label[] {
  const heading = order.tableNo ? `Table ${order.tableNo}` : order.orderType;
  const time = labelTime(order);
  const labels: Label[] = [];
  for (const d of dishes) {
    const units = Math.max(1, d.quantity);
    const options = [
      ...d.options.map((o) => (o.quantity > 1 ? `${o.quantity} x ${o.name}` : o.name)),
      ...(d.instructions.trim() ? [`Note: ${d.instructions.trim()}`] : []),
    ];
    for (let i = 1; i <= units; i++)
      labels.push({
        heading,
        orderNumber: order.orderNumber,
        counter: units > 1 ? `${i}/${units}` : '',
        name: d.name,
        altName: d.altName,
        options,
        ...(d.allergens.length > 0 ? { allergy: d.allergens } : {}),
        time,
      });
  }
  return labels;
}

/** The labels as a receipt, for a label category whose printer speaks ESC/POS (one block per label). */
export function labelsDocument(title: string, labels: readonly Label[]): PrintDocument {
  const lines: DocLine[] = [];
  labels.forEach((l, i) => {
    if (i > 0) lines.push({ text: '', rule: true });
    lines.push(
      { text: `${l.heading} ${l.counter}`.trim(), bold: true },
      { text: `#${l.orderNumber}` },
      { text: l.name, bold: true, big: true },
      ...(l.altName && l.altName !== l.name ? [{ text: l.altName }] : []),
      ...(l.allergy?.length ? [{ text: allergyFlag(l.allergy), bold: true, invert: true }] : []),
      ...l.options.map((o) => ({ text: `+ ${o}` })),
      { text: l.time },
    );
  });
  return { title, lines };
}
