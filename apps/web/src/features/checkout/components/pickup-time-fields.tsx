import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { localClock } from '@rpos/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** The diner's pickup choice: now, or a chosen time (and date, YYYY-MM-DD, unless order-ahead is off). */
export interface PickupChoice {
  type: 'now' | 'chooseTime';
  date: string;
  time: string;
}

export const NOW: PickupChoice = { type: 'now', date: '', time: '' };

/** Today on the restaurant's clock, YYYY-MM-DD. */
export const restaurantToday = (timezone: string): string => localClock(new Date(), timezone).isoDate;

/** The date an order is for: today when order-ahead is disabled (no date is offered), else the chosen one. */
export const pickupDate = (choice: PickupChoice, orderAheadDisabled: boolean, timezone: string): string =>
  orderAheadDisabled ? restaurantToday(timezone) : choice.date;

/** Pickup time (diner.md §4 "Pickup time"): now or chosen; a date only when order-ahead is allowed. */
export function PickupTimeFields({
  value,
  onChange,
  orderAheadDisabled,
  timezone,
}: {
  value: PickupChoice;
  onChange: (next: PickupChoice) => void;
  orderAheadDisabled: boolean;
  timezone: string;
}) {
  const { t } = useTranslation();
  return (
    <FormControl>
      <FormLabel id="pickup-time">{t('order.pickupTime')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="pickup-time"
        value={value.type}
        onChange={(e) => {
          const type = e.target.value as PickupChoice['type'];
          onChange({
            ...value,
            type,
            date: type === 'chooseTime' && !value.date ? restaurantToday(timezone) : value.date,
          });
        }}
      >
        <FormControlLabel value="now" control={<Radio />} label={t('order.now')} />
        <FormControlLabel value="chooseTime" control={<Radio />} label={t('order.chooseTime')} />
      </RadioGroup>
      {value.type === 'chooseTime' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {!orderAheadDisabled && (
            <TextField
              label={t('order.date')}
              type="date"
              value={value.date}
              onChange={(e) => onChange({ ...value, date: e.target.value })}
              required
              sx={{ flex: 1 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField
            label={t('order.time')}
            type="time"
            value={value.time}
            onChange={(e) => onChange({ ...value, time: e.target.value })}
            required
            sx={{ flex: 1 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      )}
    </FormControl>
  );
}
