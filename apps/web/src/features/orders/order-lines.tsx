import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderLine } from '@rpos/domain';
import { formatCents } from '../../shared/format/money';

/** The lines of a placed order: quantity, name with size, alt name, price, options. */
export function OrderLines({ items, currency }: { items: OrderLine[]; currency: string }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines are fixed; two lines may be alike.
        <Box component="li" key={`${line.dish.id}-${i}`}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography>
              {line.quantity} × {line.dish.name}
              {line.size ? ` (${line.size.name})` : ''}
            </Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatCents(line.lineTotal, currency)}</Typography>
          </Stack>
          {line.dish.altName && (
            <Typography variant="body2" color="text.secondary">
              {line.dish.altName}
            </Typography>
          )}
          {line.options.map((o) => (
            <Typography key={o.id} variant="body2" color="text.secondary" sx={{ pl: 2 }}>
              + {o.name}
              {o.quantity > 1 ? ` × ${o.quantity}` : ''}
              {o.price ? ` ${formatCents(o.price, currency)}` : ''}
            </Typography>
          ))}
        </Box>
      ))}
    </Stack>
  );
}
