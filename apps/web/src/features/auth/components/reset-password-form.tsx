import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { translateMessage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useResetPassword } from '../api/use-reset-password';
import { useResetPasswordCheck } from '../api/use-reset-password-check';
import { NewPasswordFields } from './new-password-fields';
import { useNewPasswordForm } from './use-new-password-form';

function DeadLink() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert severity="warning" role="alert">
        {t('auth.resetLinkInvalid')}
      </Alert>
      <Button component={RouterLink} to="/forget-password" variant="contained">
        {t('auth.requestNewLink')}
      </Button>
    </Stack>
  );
}

/** The e-mailed link's page: checks the token first, then takes the new password twice. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const check = useResetPasswordCheck(token);
  const reset = useResetPassword();
  const passwordForm = useNewPasswordForm();
  const { form, canSubmit } = passwordForm;

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          snackbar.success(t('auth.passwordResetDone'));
          navigate('/sign-in', { replace: true });
        },
      },
    ),
  );

  let body: ReactNode;
  if (!token) body = <DeadLink />;
  else if (check.isPending) {
    body = (
      <Box role="status">
        <Typography variant="body2" color="text.secondary">
          {t('auth.checkingLink')}
        </Typography>
        <PageLoader />
      </Box>
    );
  } else if (check.isError || !check.data?.valid) body = <DeadLink />;
  else {
    const failure = reset.error
      ? isApiError(reset.error) && reset.error.status === 400 && reset.error.message
        ? translateMessage(reset.error.message)
        : t('auth.resetFailed')
      : null;
    body = (
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('auth.resetText')}
        </Typography>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <NewPasswordFields
          state={passwordForm}
          labels={{ password: t('auth.password'), confirm: t('auth.confirmPassword') }}
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" disabled={!canSubmit || reset.isPending}>
          {t('auth.resetPassword')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('auth.resetTitle')}
      </Typography>
      {body}
    </Box>
  );
}
