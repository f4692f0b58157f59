import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TableCartLine, TableCartResponse } from '@rpos/domain';
import { formatCents } from '../../../shared/format/money';
import { useTableCartT } from '../table-cart-texts';

function LineCard({
  line,
  mine,
  currency,
  busy,
  onChange,
}: {
  line: TableCartLine;
  mine: boolean;
  currency: string;
  busy: boolean;
  onChange: (lineId: string, quantity: number) => void;
}) {
  const t = useTableCartT();
  const name = `${line.dish.name}${line.size ? ` (${line.size.name})` : ''}`;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="table-cart-line">
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {line.quantity} × {name}
          </Typography>
          {line.dish.altName && (
            <Typography variant="body2" color="text.secondary">
              {line.dish.altName}
            </Typography>
          )}
          {line.options.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {line.options.map((o) => (o.quantity > 1 ? `${o.name} × ${o.quantity}` : o.name)).join(', ')}
            </Typography>
          )}
          {line.specialInstructions && (
            <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
              {line.specialInstructions}
            </Typography>
          )}
          {line.problem && (
            <Typography variant="body2" color="error">
              {t('notAvailable')}: {line.problem}
            </Typography>
          )}
        </Box>
        <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {line.lineTotal === null ? '—' : formatCents(line.lineTotal, currency)}
        </Typography>
      </Stack>
      {mine && (
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <IconButton
              aria-label={t('decrease', { name })}
              disabled={busy || line.quantity <= 1}
              onClick={() => onChange(line.id, line.quantity - 1)}
              sx={{ width: 48, height: 48 }}
            >
              <RemoveIcon />
            </IconButton>
            <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
              {line.quantity}
            </Typography>
            <IconButton
              aria-label={t('increase', { name })}
              disabled={busy}
              onClick={() => onChange(line.id, line.quantity + 1)}
              sx={{ width: 48, height: 48 }}
            >
              <AddIcon />
            </IconButton>
          </Stack>
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            disabled={busy}
            aria-label={t('removeLine', { name })}
            onClick={() => onChange(line.id, 0)}
            sx={{ minHeight: 48 }}
          >
            {t('remove')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/** The table's lines, grouped by the diner who added them; this phone's own lines can be changed. */
export function TableCartLines({
  cart,
  currency,
  busy,
  onChange,
}: {
  cart: TableCartResponse;
  currency: string;
  busy: boolean;
  onChange: (lineId: string, quantity: number) => void;
}) {
  const t = useTableCartT();
  return (
    <Stack spacing={2} aria-label={t('lines')}>
      {cart.diners.map((diner) => {
        const mine = diner.dinerTag === cart.you;
        const label = mine ? t('you', { name: diner.nickname }) : diner.nickname;
        return (
          <Box key={diner.dinerTag} component="section" aria-label={t('linesOf', { name: diner.nickname })}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
              <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
              <Typography variant="subtitle2">{formatCents(diner.subtotal, currency)}</Typography>
            </Stack>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {cart.lines
                .filter((line) => line.addedBy.dinerTag === diner.dinerTag)
                .map((line) => (
                  <LineCard
                    key={line.id}
                    line={line}
                    mine={mine}
                    currency={currency}
                    busy={busy}
                    onChange={onChange}
                  />
                ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
