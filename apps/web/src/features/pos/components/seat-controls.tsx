import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SEAT_MAX, type Transaction, type TransactionDish, type TransactionOrder } from '@rpos/domain';
import { useId, useState } from 'react';
import { useSetSeat } from '../api/pos-mutations';
import { errorText } from '../error-text';
import { usePosT } from '../pos-texts';

/** The seats offered: 1 to the guests at the table (at least 4), more on demand, and any already used. */
const seatsFor = (count: number, used: readonly (number | null)[]) =>
  [...new Set([...Array.from({ length: count }, (_x, i) => i + 1), ...used.filter((s): s is number => !!s)])]
    .filter((s) => s <= SEAT_MAX)
    .sort((a, b) => a - b);

/**
 * The seat the dishes added now are for (decision 0501): Shared, or a seat at the table. A split by
 * seat gives each seat its own check.
 */
export function SeatPicker({
  seat,
  onChange,
  guests,
}: {
  seat: number | null;
  onChange: (seat: number | null) => void;
  guests: number | null;
}) {
  const t = usePosT();
  const labelId = useId();
  const [count, setCount] = useState(Math.max(guests ?? 0, 4));
  const seats = seatsFor(count, [seat]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
      <Typography id={labelId} variant="subtitle2">
        {t('seat')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-labelledby={labelId}
        value={seat === null ? 'shared' : String(seat)}
        onChange={(_e, v: string | null) => v && onChange(v === 'shared' ? null : Number(v))}
        sx={{
          flexWrap: 'wrap',
          '& .MuiToggleButton-root': { minWidth: 44, minHeight: 40, textTransform: 'none' },
        }}
      >
        <ToggleButton value="shared">{t('seatShared')}</ToggleButton>
        {seats.map((s) => (
          <ToggleButton key={s} value={String(s)} aria-label={t('seatN', { n: s })}>
            {s}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <IconButton
        aria-label={t('moreSeats')}
        disabled={count >= SEAT_MAX}
        onClick={() => setCount((c) => Math.min(SEAT_MAX, c + 1))}
        sx={{ width: 40, height: 40 }}
      >
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** A sent dish's seat, changed on the open bill (POST /transactions/{id}/seat). */
export function DishSeatSelect({
  bill,
  order,
  dish,
}: {
  bill: Transaction;
  order: TransactionOrder;
  dish: TransactionDish;
}) {
  const t = usePosT();
  const setSeat = useSetSeat(bill.uuid);
  const used = bill.orders.flatMap((o) => o.dishes.map((d) => d.seat));
  const seats = seatsFor(Math.max(bill.guests ?? 0, 4), used);
  return (
    <TextField
      select
      size="small"
      label={t('seat')}
      value={dish.seat === null ? 'shared' : String(dish.seat)}
      disabled={setSeat.isPending}
      error={setSeat.isError}
      helperText={setSeat.isError ? errorText(setSeat.error, t('actionFailed')) : undefined}
      onChange={(e) =>
        setSeat.mutate({
          orderId: order.orderId,
          lineId: dish.lineId,
          seat: e.target.value === 'shared' ? null : Number(e.target.value),
        })
      }
      slotProps={{ htmlInput: { 'aria-label': t('seatFor', { name: dish.dish.name }) } }}
      sx={{ width: 96, flexShrink: 0 }}
    >
      <MenuItem value="shared">{t('seatShared')}</MenuItem>
      {[...seats, Math.max(0, ...seats) + 1]
        .filter((s) => s <= SEAT_MAX)
        .map((s) => (
          <MenuItem key={s} value={String(s)}>
            {t('seatN', { n: s })}
          </MenuItem>
        ))}
    </TextField>
  );
}
