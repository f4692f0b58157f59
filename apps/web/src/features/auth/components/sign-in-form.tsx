import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoginRequest } from '@rpos/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { translateMessage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RenderAfterPage, usePrerenderedPageReady } from '../../../shared/ui/first-screen-handover';
import { muiRegister } from '../../../shared/ui/mui-register';
import { PasswordField } from '../../../shared/ui/password-field';
import { useLogin } from '../api/use-login';
import { EmailField } from './email-field';

/** Sign-in (back-office.md §2.3, §5): email and password, "Sign in now" disabled until valid. */
export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  usePrerenderedPageReady();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequest),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (data) =>
        navigate(data.userCredentials.mustChangePassword ? '/change-password' : '/', { replace: true }),
    });
  });

  const failure = login.error
    ? isApiError(login.error) && login.error.status === 429
      ? login.error.message || t('auth.tooManyAttempts')
      : t('auth.loginError')
    : null;

  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="sign-in-title">
      <Button startIcon={<ArrowBack />} onClick={goBack} sx={{ mb: 1, ml: -1 }}>
        {t('common.back')}
      </Button>
      <Typography id="sign-in-title" variant="h4" component="h1" gutterBottom>
        {t('auth.signInTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.signInSubtitle')}
      </Typography>
      <Stack spacing={2}>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        {/* While the page takes over from its prerendered copy, the email field renders a task after
            the title and the rest of the form a task later (decision 0610). */}
        <RenderAfterPage>
          <EmailField registration={register('email')} error={errors.email?.message} />
        </RenderAfterPage>
        <RenderAfterPage step={2}>
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            fullWidth
            error={!!errors.password}
            helperText={translateMessage(errors.password?.message)}
            slotProps={{ htmlInput: { 'aria-required': true } }}
            {...muiRegister(register('password'))}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!isValid || login.isPending}
          >
            {t('auth.signInNow')}
          </Button>
          <Link component={RouterLink} to="/forget-password" variant="body2" sx={{ alignSelf: 'flex-start' }}>
            {t('auth.forgetPasswordLink')}
          </Link>
        </RenderAfterPage>
      </Stack>
    </Box>
  );
}
