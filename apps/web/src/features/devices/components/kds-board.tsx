import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { KdsCategory, KdsTicket } from '@rpos/domain';
import { formatRestaurantTime } from '../../../shared/format/date-time';
import { useDevicesT } from '../devices-texts';

export interface KdsBoardProps {
  categories: readonly KdsCategory[];
  timezone: string;
  busy: boolean;
  onBump: (ticket: KdsTicket, category: KdsCategory) => void;
}

/** The kitchen display: a column per cooking category, a card per open order, oldest first, each with Bump. */
export function KdsBoard({ categories, timezone, busy, onBump }: KdsBoardProps) {
  const t = useDevicesT();
  if (categories.length === 0)
    return (
      <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }} variant="h5">
        {t('kdsEmpty')}
      </Typography>
    );
  return (
    <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', alignItems: 'flex-start' }}>
      {categories.map((c) => (
        <Box
          key={c.cookingCategoryId ?? 'other'}
          component="section"
          aria-label={c.name}
          sx={{ minWidth: 260, flex: '1 0 260px', display: 'grid', gap: 1 }}
        >
          <Typography variant="h6" component="h2">
            {c.name} ({c.tickets.length})
          </Typography>
          {c.tickets.map((ticket) => (
            <Card
              key={ticket.orderId}
              variant="outlined"
              aria-label={`#${ticket.orderNumber}`}
              data-held={ticket.held || undefined}
              sx={ticket.held ? { opacity: 0.6, borderStyle: 'dashed' } : undefined}
            >
              <CardContent sx={{ pb: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {ticket.kind === 'dinein' ? t('table', { table: ticket.tableId }) : ticket.tableId}
                  </Typography>
                  <Typography color="text.secondary">
                    {formatRestaurantTime(ticket.orderTime, timezone)}
                  </Typography>
                </Box>
                <Typography variant="body2" color="text.secondary">
                  #{ticket.orderNumber} · {ticket.customerName}
                </Typography>
                {ticket.allergens.length > 0 ? (
                  <Typography
                    role="alert"
                    sx={{
                      mt: 0.5,
                      px: 1,
                      py: 0.5,
                      fontWeight: 700,
                      bgcolor: 'error.main',
                      color: 'error.contrastText',
                    }}
                  >
                    {t('kdsAllergy', { list: ticket.allergens.join(', ').toUpperCase() })}
                  </Typography>
                ) : null}
                {ticket.course ? (
                  <Chip
                    size="small"
                    color={ticket.held ? 'default' : 'warning'}
                    label={
                      ticket.held
                        ? t('courseHeld', { n: ticket.courseLabel ?? ticket.course })
                        : t('courseFired', {
                            n: ticket.courseLabel ?? ticket.course,
                            time: formatRestaurantTime(ticket.firedAt ?? ticket.orderTime, timezone),
                          })
                    }
                    sx={{ mt: 0.5 }}
                  />
                ) : null}
                <Box component="ul" sx={{ pl: 2, my: 1 }}>
                  {ticket.lines.map((l) => (
                    <li key={l.orderItemId}>
                      <Typography component="span" sx={{ fontWeight: 600 }}>
                        {l.quantity} × {l.name}
                        {l.sizeName ? ` (${l.sizeName})` : ''}
                      </Typography>
                      {l.altName ? <Typography component="span"> {l.altName}</Typography> : null}
                      {l.isTakeaway ? <Chip size="small" label={t('takeaway')} sx={{ ml: 1 }} /> : null}
                      {l.orderedBy ? (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                          {t('kdsOrderedBy', { name: l.orderedBy })}
                        </Typography>
                      ) : null}
                      {l.allergens.length > 0 ? (
                        <Chip
                          size="small"
                          color="error"
                          label={t('kdsLineAllergy', { list: l.allergens.join(', ') })}
                          sx={{ ml: 1, fontWeight: 700 }}
                        />
                      ) : null}
                      {l.options.length > 0 ? (
                        <Typography variant="body2">{l.options.join(', ')}</Typography>
                      ) : null}
                      {l.specialInstructions ? (
                        <Typography variant="body2" color="warning.main">
                          {l.specialInstructions}
                        </Typography>
                      ) : null}
                    </li>
                  ))}
                </Box>
              </CardContent>
              <CardActions>
                <Button
                  variant="contained"
                  color="success"
                  disabled={busy || !!ticket.held}
                  onClick={() => onBump(ticket, c)}
                  aria-label={t('bumpTicket', { number: ticket.orderNumber, category: c.name })}
                >
                  {t('bump')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      ))}
    </Box>
  );
}
