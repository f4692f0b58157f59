import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { PosTable, PosTableStatus } from '@rpos/domain';
import { formatRestaurantTime } from '../../../shared/format/date-time';
import { formatCents } from '../../../shared/format/money';
import { minutesOpen } from '../model/floor';
import { tableDisplayName, usePosT } from '../pos-texts';

const STATUS_KEY = {
  free: 'statusFree',
  occupied: 'statusOccupied',
  awaitingPayment: 'statusAwaitingPayment',
} as const satisfies Record<PosTableStatus, string>;

const COLORS: Record<PosTableStatus, { bg: string; border: string }> = {
  free: { bg: 'background.paper', border: 'divider' },
  occupied: { bg: 'rgba(63, 81, 181, 0.08)', border: 'primary.main' },
  awaitingPayment: { bg: 'rgba(237, 108, 2, 0.12)', border: 'warning.main' },
};

/**
 * One table of the floor: its name and seats, and with a bill its total, how long it has been open
 * (minutes; the opening time on the restaurant's clock) and the orders waiting for an accept.
 */
export function TableTile({
  table,
  now,
  timezone,
  currencySymbol,
  onOpen,
  fill = false,
}: {
  /** Fills its place on the floor plan (smaller type, no seats line when there is no bill). */
  fill?: boolean;
  table: PosTable;
  now: Date;
  timezone: string;
  currencySymbol: string;
  onOpen: (table: PosTable) => void;
}) {
  const t = usePosT();
  const { bill, status } = table;
  const statusText = t(STATUS_KEY[status]);
  const minutes = bill ? minutesOpen(bill.openedAt, now) : 0;
  const total = bill ? formatCents(bill.total, currencySymbol) : '';
  const label = bill
    ? t('tableAriaBill', { name: tableDisplayName(t, table.name), status: statusText, total, minutes })
    : t('tableAria', { name: tableDisplayName(t, table.name), status: statusText });
  const waiting = bill?.waitingOrders ?? 0;
  const colors = COLORS[status];
  return (
    <Badge
      color="error"
      badgeContent={waiting}
      invisible={waiting === 0}
      overlap="rectangular"
      slotProps={{ badge: { 'aria-hidden': true } as never }}
      sx={{ display: 'block', ...(fill ? { height: '100%' } : {}) }}
    >
      <ButtonBase
        focusRipple
        onClick={() => onOpen(table)}
        aria-label={waiting > 0 ? `${label}, ${t('waiting', { count: waiting })}` : label}
        data-status={status}
        sx={{
          width: '100%',
          ...(fill
            ? { height: '100%', minHeight: 0, p: 0.75, overflow: 'hidden' }
            : { minHeight: 104, p: 1.5 }),
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          textAlign: 'left',
          borderRadius: fill && table.shape === 'round' ? '50%' : 2,
          ...(fill && table.shape === 'round'
            ? { alignItems: 'center', justifyContent: 'center', textAlign: 'center' }
            : {}),
          border: 2,
          borderColor: colors.border,
          bgcolor: colors.bg,
          '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        <Typography
          component="span"
          variant={fill ? 'subtitle1' : 'h6'}
          sx={{ fontWeight: 700, lineHeight: 1.2 }}
          noWrap
        >
          {tableDisplayName(t, table.name)}
        </Typography>
        <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
          {statusText}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" noWrap>
          {bill?.guests ? t('guestsCount', { count: bill.guests }) : t('seats', { count: table.seats })}
        </Typography>
        {bill ? (
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 'auto' }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {total}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ flexShrink: 0 }}
              title={t('openedAt', { time: formatRestaurantTime(bill.openedAt, timezone) })}
            >
              {t('minutesOpen', { minutes })}
            </Typography>
          </Box>
        ) : null}
        {waiting > 0 ? (
          <Typography component="span" variant="caption" color="error.main" sx={{ fontWeight: 600 }}>
            {t('waiting', { count: waiting })}
          </Typography>
        ) : null}
      </ButtonBase>
    </Badge>
  );
}
