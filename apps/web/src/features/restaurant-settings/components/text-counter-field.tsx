import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';

/** A text field with its limit's counter under it (used/max, red past the limit). */
export function TextCounterField<T extends FieldValues>({
  register,
  name,
  value,
  max,
  error,
  helperText,
  ...props
}: {
  register: UseFormRegister<T>;
  name: Path<T>;
  value: string;
  max: number;
  error?: string;
  helperText?: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'error'>) {
  const t = useRestaurantSettingsT();
  const used = value.trim().length;
  return (
    <Box>
      <TextField
        fullWidth
        error={!!error}
        helperText={error ?? helperText}
        {...props}
        {...muiRegister(register(name))}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <FormHelperText error={used > max} data-testid={`${name}-count`}>
          {t('count', { used, max })}
        </FormHelperText>
      </Box>
    </Box>
  );
}
