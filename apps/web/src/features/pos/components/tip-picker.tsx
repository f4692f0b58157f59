import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { csvToCents, TIP_MESSAGES, TIP_PRESET_PERCENTS, tipFromPercent } from '@rpos/domain';
import { useId } from 'react';
import { formatCents } from '../../../shared/format/money';
import { usePosT } from '../pos-texts';

/** The tip chosen: none, a preset percentage, or an amount typed (in dollars). */
export type TipChoice =
  | { kind: 'none' }
  | { kind: 'percent'; percent: number }
  | { kind: 'custom'; text: string };

/** The tip in cents for what the payment settles; null when the amount typed is not a valid one. */
export function tipOf(choice: TipChoice, settles: number): number | null {
  if (choice.kind === 'none') return 0;
  if (choice.kind === 'percent') return tipFromPercent(settles, choice.percent);
  if (choice.text.trim() === '') return 0;
  const cents = csvToCents(choice.text);
  return cents === null || cents < 0 ? null : cents;
}

/**
 * The tip at payment (decision 0500): no tip, the preset percentages of what this payment settles,
 * or an amount typed. The tip is added on top; it is not part of the bill.
 */
export function TipPicker({
  choice,
  onChange,
  settles,
  currencySymbol,
}: {
  choice: TipChoice;
  onChange: (choice: TipChoice) => void;
  settles: number;
  currencySymbol: string;
}) {
  const t = usePosT();
  const labelId = useId();
  const value = choice.kind === 'percent' ? String(choice.percent) : choice.kind;
  const tip = tipOf(choice, settles);
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }} id={labelId}>
        {t('tip')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-labelledby={labelId}
        value={value}
        onChange={(_e, v: string | null) => {
          if (!v) return;
          if (v === 'none') onChange({ kind: 'none' });
          else if (v === 'custom') onChange({ kind: 'custom', text: '' });
          else onChange({ kind: 'percent', percent: Number(v) });
        }}
        sx={{
          flexWrap: 'wrap',
          '& .MuiToggleButton-root': { minHeight: 44, minWidth: 64, textTransform: 'none' },
        }}
      >
        <ToggleButton value="none">{t('tipNone')}</ToggleButton>
        {TIP_PRESET_PERCENTS.map((p) => (
          <ToggleButton key={p} value={String(p)}>
            {p}%
          </ToggleButton>
        ))}
        <ToggleButton value="custom">{t('tipCustom')}</ToggleButton>
      </ToggleButtonGroup>
      {choice.kind === 'custom' ? (
        <TextField
          size="small"
          label={t('tipAmount', { symbol: currencySymbol })}
          value={choice.text}
          onChange={(e) => onChange({ kind: 'custom', text: e.target.value })}
          error={tip === null}
          helperText={tip === null ? TIP_MESSAGES.tipInvalid : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ mt: 1, display: 'block' }}
        />
      ) : null}
      {tip !== null && tip > 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('tipAdded', { amount: formatCents(tip, currencySymbol) })}
        </Typography>
      ) : null}
    </>
  );
}
