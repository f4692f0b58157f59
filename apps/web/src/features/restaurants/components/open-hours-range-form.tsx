import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type DayName, hhmmToMinutes, isCloseAfterOpen } from '@rpos/domain';
import { useState } from 'react';
import { useOpenHoursT } from '../open-hours-texts';
import { DayNamePicker } from './day-name-picker';

export interface NewOpenHoursRange {
  weekdays: DayName[];
  openStart: string;
  openEnd: string;
}

/**
 * The new-range row of /openHours: days, open and close (HH:mm, 24:00 for midnight). Add is
 * disabled unless the close is after the open (restaurant-config.md §5) and a day is chosen.
 */
export function OpenHoursRangeForm({ onAdd }: { onAdd: (range: NewOpenHoursRange) => void }) {
  const t = useOpenHoursT();
  const [weekdays, setWeekdays] = useState<DayName[]>([]);
  const [openStart, setOpenStart] = useState('');
  const [openEnd, setOpenEnd] = useState('');
  const timesGiven = hhmmToMinutes(openStart) !== null && hhmmToMinutes(openEnd) !== null;
  const ordered = isCloseAfterOpen(openStart, openEnd);
  const canAdd = ordered && weekdays.length > 0;

  const add = () => {
    if (!canAdd) return;
    onAdd({ weekdays, openStart, openEnd });
    setWeekdays([]);
    setOpenStart('');
    setOpenEnd('');
  };

  const timeField = (
    label: string,
    value: string,
    set: (v: string) => void,
    help: string,
    error?: string,
  ) => (
    <TextField
      label={label}
      size="small"
      value={value}
      onChange={(e) => set(e.target.value.trim())}
      placeholder="HH:mm"
      error={!!error}
      helperText={error || help}
      sx={{ width: 190 }}
      slotProps={{ htmlInput: { maxLength: 5, inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <DayNamePicker label={t('weekdays')} value={weekdays} onChange={setWeekdays} shortLabel={(d) => t(d)} />
      {timeField(t('openStart'), openStart, setOpenStart, t('timeHelp'))}
      {timeField(
        t('openEnd'),
        openEnd,
        setOpenEnd,
        t('closeHelp'),
        timesGiven && !ordered ? t('closeAfterOpen') : undefined,
      )}
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!canAdd} sx={{ mt: 0.25 }}>
        {t('addRange')}
      </Button>
    </Box>
  );
}
