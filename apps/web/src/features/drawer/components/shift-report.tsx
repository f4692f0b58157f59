import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DrawerShift } from '@rpos/domain';
import type { ReactNode } from 'react';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { useDrawerT } from '../drawer-texts';

function Row({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : 400 }}>
      <span>{label}</span>
      <span>{value}</span>
    </Box>
  );
}

/**
 * A shift's X (open) or Z (closed) report on screen (decision 0511): sales and refunds by type,
 * discounts, voids, no-sales, the cash arithmetic and, at close, counted and over/short; the
 * pay-ins, pay-outs and no-sales with who did them. Times on the restaurant's clock.
 */
export function ShiftReport({ shift, currencySymbol }: { shift: DrawerShift; currencySymbol: string }) {
  const t = useDrawerT();
  const money = (cents: number) => formatCents(cents, currencySymbol);
  const at = (iso: string) => formatRestaurantDateTime(iso, shift.timezone, { seconds: false });
  const f = shift.figures;
  const z = shift.status === 'closed';
  const overShort = shift.overShort ?? 0;
  const verdict = overShort === 0 ? t('balanced') : overShort > 0 ? t('over') : t('short');
  const section = (title: string) => (
    <Typography variant="subtitle2" sx={{ mt: 1.5 }}>
      {title}
    </Typography>
  );
  const movementName = { payIn: t('payIn'), payOut: t('payOut'), noSale: t('noSale') } as const;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 0.5 }}
      aria-label={z ? t('zReport') : t('xReport')}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {z ? t('zReport') : t('xReport')}
        </Typography>
        {z ? (
          <Chip
            color={overShort === 0 ? 'success' : 'warning'}
            label={`${verdict} ${money(Math.abs(overShort))}`}
          />
        ) : (
          <Chip color="primary" label={t('open')} />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('openedBy', { time: at(shift.openedAt), name: shift.openedBy })}
        {z && shift.closedAt
          ? ` · ${t('closedBy', { time: at(shift.closedAt), name: shift.closedBy ?? '' })}`
          : ''}
      </Typography>
      {section(t('salesByType'))}
      {f.sales.length === 0 ? <Typography color="text.secondary">{t('nothing')}</Typography> : null}
      {f.sales.map((s) => (
        <Row key={s.type} label={`${s.type} (${s.count})`} value={money(s.amount)} />
      ))}
      <Row label={t('totalSales')} value={money(f.salesTotal)} strong />
      {section(t('refunds'))}
      {f.refunds.map((s) => (
        <Row key={s.type} label={`${s.type} (${s.count})`} value={money(s.amount)} />
      ))}
      <Row label={t('totalRefunds')} value={money(f.refundsTotal)} />
      <Row label={t('discounts', { count: f.discounts.count })} value={money(f.discounts.amount)} />
      <Row label={t('voids', { count: f.voids.count })} value={money(f.voids.amount)} />
      <Row label={t('noSales')} value={String(f.noSales)} />
      <Divider sx={{ my: 1 }} />
      {section(t('cash'))}
      <Row label={t('float')} value={money(f.cash.float)} />
      <Row label={t('cashTaken')} value={money(f.cash.cashTendered)} />
      <Row label={t('changeGiven')} value={money(-f.cash.changeGiven)} />
      <Row label={t('cashRefunds')} value={money(-f.cash.cashRefunds)} />
      <Row label={t('paidIn')} value={money(f.cash.payIns)} />
      <Row label={t('paidOut')} value={money(-f.cash.payOuts)} />
      <Row label={t('expected')} value={money(f.cash.expected)} strong />
      {z && shift.counted !== null ? (
        <>
          <Row label={t('counted')} value={money(shift.counted)} strong />
          <Row label={verdict} value={money(overShort)} strong />
        </>
      ) : null}
      {section(t('movements'))}
      {shift.movements.length === 0 ? (
        <Typography color="text.secondary">{t('noMovements')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {shift.movements.map((m) => (
            <li key={m.id}>
              {formatRestaurantDateTime(m.at, shift.timezone, { seconds: false })} · {movementName[m.type]}
              {m.type === 'noSale' ? '' : ` ${money(m.amount)}`} · {m.reason} · {m.staffName}
              {m.approvedBy ? ` (${t('approvedBy', { name: m.approvedBy })})` : ''}
            </li>
          ))}
        </Box>
      )}
    </Paper>
  );
}
