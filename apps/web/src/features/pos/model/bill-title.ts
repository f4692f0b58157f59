import type { PosOrderType, Transaction } from '@rpos/domain';
import type { ScopedT } from '../../../shared/i18n/scoped-texts';
import { billTypeKey, type PosKey, tableDisplayName } from '../pos-texts';

/** The order screen's heading: 'Table 5 · 2 guests', 'Pickup · Jane', 'New takeaway order'. */
export function billTitle(
  t: ScopedT<PosKey>,
  of:
    | { bill: Pick<Transaction, 'type' | 'tableNo' | 'guests' | 'customerName' | 'deliveryPartnerType'> }
    | { type: PosOrderType; tableName: string | null; guests: number | null },
  tableName?: string | null,
): string {
  if ('bill' in of) {
    const { bill } = of;
    if (bill.type === 'dinein') {
      const table = tableDisplayName(t, tableName ?? bill.tableNo ?? '');
      return bill.guests ? `${table} · ${t('guestsCount', { count: bill.guests })}` : table;
    }
    const who = bill.deliveryPartnerType ?? bill.customerName;
    const type = t(billTypeKey(bill.type));
    return who ? `${type} · ${who}` : type;
  }
  if (of.type === 'dinein') {
    const table = tableDisplayName(t, of.tableName ?? '');
    return of.guests ? `${table} · ${t('guestsCount', { count: of.guests })}` : table;
  }
  return t('newOrderTitle', { type: t(billTypeKey(of.type)).toLowerCase() });
}
