import type { Price } from '@rpos/domain';

/**
 * The sandbox's plans (decision 0228): configuration, not data. The monthly service price is the
 * restaurant default of back-office.md §9 ($49.95); Stripe lists its own prices instead.
 */
export const SANDBOX_PRICES: readonly Price[] = [
  {
    id: 'price_sandbox_standard_monthly',
    unit_amount: 4995,
    currency: 'aud',
    interval: 'month',
    product: { name: 'POS Standard' },
    description: 'Online ordering, QR codes, the web POS and the back-office, billed monthly',
  },
  {
    id: 'price_sandbox_standard_yearly',
    unit_amount: 49950,
    currency: 'aud',
    interval: 'year',
    product: { name: 'POS Standard' },
    description: 'Everything in the monthly plan, two months free',
  },
  {
    id: 'price_sandbox_plus_monthly',
    unit_amount: 8995,
    currency: 'aud',
    interval: 'month',
    product: { name: 'POS Plus' },
    description: 'Standard plus bookings, the walk-in queue and delivery-platform menus',
  },
];
