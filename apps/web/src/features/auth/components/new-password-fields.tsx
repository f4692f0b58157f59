import { translateMessage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { muiRegister } from '../../../shared/ui/mui-register';
import { PasswordField } from '../../../shared/ui/password-field';
import type { useNewPasswordForm } from './use-new-password-form';

/**
 * The new password and its confirmation (settings, reset link, forced change): the contract's message
 * under the first, 'Passwords do not match' under the second.
 */
export function NewPasswordFields({
  state,
  labels,
  autoFocus = false,
}: {
  state: ReturnType<typeof useNewPasswordForm>;
  labels: { password: string; confirm: string };
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { form, passwordError, showMismatch } = state;
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
        fullWidth
        error={!!passwordError}
        helperText={translateMessage(passwordError)}
        {...muiRegister(form.register('password'))}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        fullWidth
        error={showMismatch}
        helperText={showMismatch ? t('auth.passwordsDoNotMatch') : ''}
        {...muiRegister(form.register('confirmPassword'))}
      />
    </>
  );
}
