import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WEEKDAY_FILTER_OPTIONS, type WeekdayFilter as Weekday } from '@rpos/domain';
import { useReportsT } from '../reports-texts';

/** The sales details report's weekday filter: Mon to Sun, or All (back-office.md §2.5). */
export function WeekdayFilter({ value, onChange }: { value: Weekday; onChange: (w: Weekday) => void }) {
  const t = useReportsT();
  return (
    <TextField
      select
      size="small"
      label={t('weekday')}
      value={value}
      onChange={(e) => onChange(e.target.value as Weekday)}
      sx={{ minWidth: 120 }}
    >
      {WEEKDAY_FILTER_OPTIONS.map((w) => (
        <MenuItem key={w} value={w}>
          {w === 'All' ? t('weekdayAll') : w}
        </MenuItem>
      ))}
    </TextField>
  );
}
