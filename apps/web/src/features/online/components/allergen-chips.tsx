import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export interface ChipChoice {
  value: string;
  label: string;
}

/**
 * Toggle chips (an allergen or a dietary need each): pressed ones are filled. Shared by the menu's
 * filter and the checkout's allergy declaration (decisions 0564, 0565).
 */
export function ToggleChips({
  choices,
  selected,
  onChange,
  label,
  color = 'primary',
}: {
  choices: readonly ChipChoice[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  /** The group's accessible name. */
  label: string;
  color?: 'primary' | 'error';
}) {
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {choices.map((c) => {
        const on = selected.includes(c.value);
        return (
          <Chip
            key={c.value}
            label={c.label}
            clickable
            color={on ? color : 'default'}
            variant={on ? 'filled' : 'outlined'}
            icon={on ? <Check /> : undefined}
            aria-pressed={on}
            onClick={() => toggle(c.value)}
          />
        );
      })}
    </Box>
  );
}
