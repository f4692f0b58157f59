import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {
  type AllergenDef,
  allergenLabel,
  effectiveAllergens,
  type MenuItem,
  menuAllergens,
} from '@rpos/domain';
import { usePosT } from '../pos-texts';

/**
 * The allergens of a dish as chosen in the POS dish dialog (decision 0599): the dish's, less what a
 * chosen option takes away, plus what one adds — what the diner's dish screen shows (0564).
 */
export function chosenAllergens(item: MenuItem, optionIds: readonly string[]): string[] {
  const all = [...item.groups, ...item.sizes.flatMap((s) => s.groups)].flatMap((g) => g.options);
  return effectiveAllergens(
    item,
    optionIds.map((id) => ({ allergens: all.find((x) => x.id === id)?.allergens })),
  );
}

/** "Contains" chips in the dish dialog; nothing when the dish as chosen has none. */
export function PosAllergenChips({ codes, own }: { codes: readonly string[]; own?: readonly AllergenDef[] }) {
  const t = usePosT();
  if (codes.length === 0) return null;
  const labels = codes.map((c) => allergenLabel(c, own ?? []));
  return (
    <Box
      role="note"
      aria-label={t('dishContains', { list: labels.join(', ') })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
    >
      {labels.map((label) => (
        <Chip key={label} size="small" color="warning" variant="outlined" label={label} aria-hidden />
      ))}
    </Box>
  );
}

/** The guest's declared allergies for the ticket: the kitchen's docket and display flag them. */
export function PosAllergyPicker({
  value,
  onChange,
  own,
  disabled,
}: {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  own?: readonly AllergenDef[];
  disabled?: boolean;
}) {
  const t = usePosT();
  const all = menuAllergens(own ?? []);
  const chosen = value.map((c) => all.find((a) => a.code === c) ?? { code: c, name: c, altName: null });
  return (
    <Autocomplete
      multiple
      size="small"
      fullWidth
      disabled={disabled}
      options={all}
      value={chosen}
      getOptionLabel={(a) => a.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_e, v) => onChange(v.map((a) => a.code))}
      renderInput={(params) => <TextField {...params} label={t('guestAllergies')} />}
      sx={{ mt: 1 }}
    />
  );
}
