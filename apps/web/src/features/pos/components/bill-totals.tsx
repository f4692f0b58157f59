import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';
import { type PosKey, usePosT } from '../pos-texts';

type Figure = keyof Transaction['totals'];

/** The rows shown, in order; discounts shown as taken off. Zero surcharge rows are left out. */
const ROWS: { figure: Figure; key: PosKey; minus?: boolean; hideZero?: boolean; strong?: boolean }[] = [
  { figure: 'subtotal', key: 'subtotal' },
  { figure: 'discounts', key: 'discounts', minus: true, hideZero: true },
  { figure: 'surcharges', key: 'surcharges', hideZero: true },
  { figure: 'paymentSurcharges', key: 'cardSurcharges', hideZero: true },
  { figure: 'refundCredits', key: 'refundsOff', minus: true, hideZero: true },
  { figure: 'total', key: 'total', strong: true },
  { figure: 'paid', key: 'paid', hideZero: true },
  { figure: 'refunded', key: 'refunded', minus: true, hideZero: true },
  { figure: 'balance', key: 'balance', strong: true },
  { figure: 'gst', key: 'gstIncluded' },
  // Tips are on top of the bill, not part of it (decision 0500).
  { figure: 'tips', key: 'tips', hideZero: true },
];

/** The bill's figures exactly as the server's transaction.totals says them (never added up here). */
export function BillTotals({ bill, currencySymbol }: { bill: Transaction; currencySymbol: string }) {
  const t = usePosT();
  return (
    <Box
      component="dl"
      aria-label={t('total')}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 0.25 }}
    >
      {ROWS.filter((r) => !(r.hideZero && bill.totals[r.figure] === 0)).map((r) => {
        const value = bill.totals[r.figure];
        const weight = r.strong ? 700 : 400;
        return (
          <Box key={r.figure} sx={{ display: 'contents' }} data-figure={r.figure}>
            <Typography
              component="dt"
              sx={{ fontWeight: weight }}
              variant={r.figure === 'gst' ? 'body2' : 'body1'}
            >
              {t(r.key)}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, textAlign: 'right', fontWeight: weight }}
              variant={r.figure === 'gst' ? 'body2' : 'body1'}
            >
              {formatCents(r.minus ? -value : value, currencySymbol)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
