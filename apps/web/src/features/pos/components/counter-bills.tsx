import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PosBillSummary } from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';
import { minutesOpen } from '../model/floor';
import { billTypeKey, usePosT } from '../pos-texts';

/** The counter's open bills (takeaway, pickup, delivery, partners, food court): who, how much, how long. */
export function CounterBills({
  bills,
  now,
  currencySymbol,
  onOpen,
}: {
  bills: readonly PosBillSummary[];
  now: Date;
  currencySymbol: string;
  onOpen: (bill: PosBillSummary) => void;
}) {
  const t = usePosT();
  if (bills.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('noCounterBills')}
      </Typography>
    );
  return (
    <List disablePadding>
      {bills.map((bill) => {
        const who = bill.deliveryPartnerType ?? bill.customerName ?? '';
        const type = t(billTypeKey(bill.type));
        return (
          <ListItemButton key={bill.uuid} onClick={() => onOpen(bill)} divider sx={{ minHeight: 56, gap: 1 }}>
            <ListItemText
              primary={who ? `${type} · ${who}` : type}
              secondary={
                bill.waitingOrders > 0
                  ? `${t('minutesOpen', { minutes: minutesOpen(bill.openedAt, now) })} · ${t('waiting', { count: bill.waitingOrders })}`
                  : t('minutesOpen', { minutes: minutesOpen(bill.openedAt, now) })
              }
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Badge color="error" variant="dot" invisible={bill.waitingOrders === 0}>
                <Typography sx={{ fontWeight: 700 }}>{formatCents(bill.total, currencySymbol)}</Typography>
              </Badge>
            </Box>
          </ListItemButton>
        );
      })}
    </List>
  );
}
