import { zodResolver } from '@hookform/resolvers/zod';
import { passwordsMatch, UpdatePasswordRequest } from '@rpos/domain';
import { useForm } from 'react-hook-form';

/**
 * The password + confirmation pair of the settings card and the reset page (back-office.md §5).
 * Submitting needs passwordsMatch (non-empty after trimming, equal) and the contract's minimum
 * length; otherwise the confirmation shows 'Passwords do not match'.
 */
export function useNewPasswordForm() {
  const form = useForm<UpdatePasswordRequest>({
    resolver: zodResolver(UpdatePasswordRequest),
    mode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = form.watch('password') ?? '';
  const confirmPassword = form.watch('confirmPassword') ?? '';
  const matches = passwordsMatch(password, confirmPassword);
  const showMismatch = !matches && confirmPassword.length > 0;
  /** When the two match but the contract still refuses (too short), its message. */
  const passwordError = matches ? form.formState.errors.password?.message : undefined;
  return { form, matches, showMismatch, passwordError, canSubmit: matches && form.formState.isValid };
}
