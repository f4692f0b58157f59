import { formatCents } from '../../shared/format/money';
import type { ScopedT } from '../../shared/i18n/scoped-texts';
import type { BillingKey } from './billing-texts';

/** '$49.95 / month' (amounts in cents). */
export function planPrice(t: ScopedT<BillingKey>, amount: number, interval: string): string {
  const money = formatCents(amount);
  return interval === 'year' ? t('perYear', { amount: money }) : t('perMonth', { amount: money });
}
