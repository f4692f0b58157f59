import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DAY_NAMES, type DayName } from '@rpos/domain';

export interface DayNamePickerProps {
  /** The group's accessible name. */
  label: string;
  value: readonly DayName[];
  onChange: (days: DayName[]) => void;
  /** The short label of a day ('Mon'); the full name is its accessible name. */
  shortLabel: (day: DayName) => string;
}

/** Monday to Sunday as toggle buttons; the value stays in weekday order. */
export function DayNamePicker({ label, value, onChange, shortLabel }: DayNamePickerProps) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      size="small"
      value={[...value]}
      onChange={(_, days: DayName[]) => onChange(DAY_NAMES.filter((d) => days.includes(d)))}
      sx={{ flexWrap: 'wrap' }}
    >
      {DAY_NAMES.map((day) => (
        <ToggleButton key={day} value={day} aria-label={day} sx={{ px: 1.25 }}>
          {shortLabel(day)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
