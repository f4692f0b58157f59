import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { muiRegister } from '../../../shared/ui/mui-register';

/** The e-mail field of the sign-in and forget-password forms: focused first, phone keyboard for e-mail. */
export function EmailField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="email"
      autoFocus
      fullWidth
      error={!!error}
      helperText={translateMessage(error)}
      slotProps={{ htmlInput: { inputMode: 'email', 'aria-required': true } }}
      {...muiRegister(registration)}
    />
  );
}
