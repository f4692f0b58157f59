import { type BillTotals, dishNameLines, type NameDisplayMode } from '@rpos/domain';
import { type DocLine, type PrintDocument, twoColumns } from './escpos-render';
import { localDateTime, money } from './print-documents';

/** A bill as the Bill and Invoice documents read it. */
export interface PrintBill {
  kind: 'Bill' | 'Invoice';
  restaurantName: string;
  address: string;
  abn: string;
  timezone: string;
  tableNo: string | null;
  orderType: string;
  at: Date;
  lines: {
    quantity: number;
    name: string;
    altName: string | null;
    shortName: string | null;
    lineTotal: number;
    options: string[];
  }[];
  totals: BillTotals;
  cash: number;
  change: number;
  template: string;
  nameDisplayMode: NameDisplayMode;
}

function itemLines(bill: PrintBill): DocLine[] {
  return bill.lines.flatMap((l) => {
    const [first, ...rest] = dishNameLines(l, bill.nameDisplayMode);
    return [
      { text: twoColumns(`${l.quantity} x ${first}`, money(l.lineTotal)) },
      ...rest.map((r) => ({ text: `    ${r}` })),
      ...l.options.map((o) => ({ text: `   + ${o}` })),
    ];
  });
}

/**
 * The printed bill or invoice. The invoice follows the restaurant's printTemplateString (or the
 * default template): each line of it prints, its {{placeholders}} filled; {{items}} and
 * {{adjustments}} expand to one line per dish or adjustment.
 */
export function billDocument(bill: PrintBill): PrintDocument {
  const where = bill.tableNo ? `Table ${bill.tableNo}` : bill.orderType;
  const values: Record<string, string> = {
    merchantName: bill.restaurantName,
    merchantAddress: bill.address,
    merchantAbn: bill.abn,
    subtotal: money(bill.totals.subtotal),
    total: money(bill.totals.total),
    gst: money(bill.totals.gst),
    cash: money(bill.cash),
    change: money(bill.change),
  };
  const adjustments: DocLine[] = bill.totals.adjustmentLines.map((a) => ({
    text: twoColumns(a.name, `${a.adjustmentType === 'surcharge' ? '' : '-'}${money(a.price)}`),
  }));
  // What the payment types' surcharge rates added (cards): part of the total, so shown.
  if (bill.totals.paymentSurcharges > 0)
    adjustments.push({ text: twoColumns('Card surcharge', money(bill.totals.paymentSurcharges)) });
  if (bill.kind === 'Bill') {
    return {
      title: `Bill · ${where}`,
      lines: [
        { text: bill.restaurantName, bold: true, align: 'center' },
        { text: 'BILL', bold: true, align: 'center' },
        { text: where, bold: true },
        { text: localDateTime(bill.at, bill.timezone) },
        { text: '', rule: true },
        ...itemLines(bill),
        { text: '', rule: true },
        { text: twoColumns('Subtotal', values.subtotal!) },
        ...adjustments,
        { text: twoColumns('Total', values.total!), bold: true },
        { text: twoColumns('Balance', money(bill.totals.balance)) },
      ],
    };
  }
  const lines: DocLine[] = [];
  for (const raw of bill.template.split('\n')) {
    const t = raw.trim();
    if (t === '{{items}}') lines.push({ text: '', rule: true }, ...itemLines(bill), { text: '', rule: true });
    else if (t === '{{adjustments}}') lines.push(...adjustments);
    else {
      const text = raw.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
      if (text.trim())
        lines.push({ text, bold: raw.includes('{{total}}') || raw.includes('{{merchantName}}') });
    }
  }
  // Tips are on top of the bill, not in its total or GST (decision 0500).
  if (bill.totals.tips > 0) lines.push({ text: twoColumns('Tips (not in total)', money(bill.totals.tips)) });
  lines.push({ text: localDateTime(bill.at, bill.timezone) }, { text: where });
  return { title: `Invoice · ${where}`, lines };
}
