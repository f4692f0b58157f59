import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { translateMessage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { authKeys } from '../api/auth-keys';
import { useLogout } from '../api/use-logout';
import { useUpdatePassword } from '../api/use-update-password';
import { useUser } from '../api/use-user';
import { NewPasswordFields } from './new-password-fields';
import { useNewPasswordForm } from './use-new-password-form';

/**
 * /change-password: an account that signed in with its generated password chooses its own (PUT
 * /userPwd) before anything else opens (decision 0207). Others are sent on; signed-out users to /sign-in.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const user = useUser();
  const update = useUpdatePassword();
  const logout = useLogout();
  const passwordForm = useNewPasswordForm();
  const { form, canSubmit } = passwordForm;

  if (user.isPending) return <PageLoader />;
  if (user.isError) return <Navigate to="/sign-in" replace />;
  if (!user.data.mustChangePassword) return <Navigate to="/" replace />;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: authKeys.user() });
        snackbar.success(t('settings.passwordUpdated'));
        navigate('/', { replace: true });
      },
    }),
  );
  const failure = update.error
    ? isApiError(update.error) && update.error.status === 400 && update.error.message
      ? translateMessage(update.error.message)
      : t('settings.passwordUpdateFailed')
    : null;
  const signOut = () =>
    logout.mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) });

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.changePasswordTitle')}
      </Typography>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('auth.changePasswordText')}
        </Typography>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <NewPasswordFields
          state={passwordForm}
          labels={{ password: t('settings.newPassword'), confirm: t('settings.confirmNewPassword') }}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit || update.isPending}>
          {t('auth.changePassword')}
        </Button>
        <Button onClick={signOut} disabled={logout.isPending}>
          {t('layout.signOut')}
        </Button>
      </Stack>
    </Box>
  );
}
