import Add from '@mui/icons-material/Add';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** − value + with 44 px buttons; the value is announced politely. */
export function QuantityStepper({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max?: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label={t('diner.dish.decrease', { name: label })}
        onClick={() => onChange(value - 1)}
        disabled={value <= min}
        sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
      >
        <Remove />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton
        aria-label={t('diner.dish.increase', { name: label })}
        onClick={() => onChange(value + 1)}
        disabled={max !== undefined && value >= max}
        sx={{ width: 44, height: 44, border: 1, borderColor: 'divider' }}
      >
        <Add />
      </IconButton>
    </Box>
  );
}
