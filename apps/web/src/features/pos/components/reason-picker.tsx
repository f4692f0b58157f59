import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { REASON_MAX } from '@rpos/domain';
import { useId } from 'react';
import { usePosT } from '../pos-texts';

/** A reason chosen from the offered ones or typed (at most REASON_MAX characters). */
export function ReasonPicker({
  options,
  value,
  onChange,
  error,
  disabled,
}: {
  options: readonly string[];
  value: string;
  onChange: (reason: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  const t = usePosT();
  const labelId = useId();
  const offered = options.includes(value);
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {t('reason')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-labelledby={labelId}
        value={offered ? value : null}
        onChange={(_e, v: string | null) => v && onChange(v)}
        disabled={disabled}
        sx={{
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButton-root': { minHeight: 44, border: 1, borderColor: 'divider', borderRadius: 1 },
        }}
      >
        {options.map((o) => (
          <ToggleButton key={o} value={o} sx={{ textTransform: 'none' }}>
            {o}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label={t('otherReason')}
        placeholder={t('typeReason')}
        value={offered ? '' : value}
        onChange={(e) => onChange(e.target.value.slice(0, REASON_MAX))}
        fullWidth
        disabled={disabled}
        error={!!error}
        helperText={error ?? undefined}
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
