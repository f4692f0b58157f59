import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ForgetPasswordRequest } from '@rpos/domain';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useForgetPassword } from '../api/use-forget-password';
import { EmailField } from './email-field';

/**
 * Forgot password (back-office.md §2.3, §5): e-mail, Submit disabled until valid, a back arrow.
 * On success the form gives way to 'Check your email for reset password link' and a way back to
 * sign-in, so the message is not lost in a redirect.
 */
export function ForgetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const forget = useForgetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<ForgetPasswordRequest>({
    resolver: zodResolver(ForgetPasswordRequest),
    mode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => forget.mutate(values));
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate('/sign-in'));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="forget-title">
      <IconButton aria-label={t('common.back')} onClick={goBack} sx={{ mb: 1, ml: -1 }}>
        <ArrowBack />
      </IconButton>
      <Typography id="forget-title" variant="h4" component="h1" gutterBottom>
        {t('auth.forgetPasswordTitle')}
      </Typography>
      {forget.isSuccess ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('auth.resetLinkSent')}
          </Alert>
          <Button component={RouterLink} to="/sign-in" variant="contained" size="large">
            {t('auth.backToSignIn')}
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {t('auth.forgetPasswordText')}
          </Typography>
          {forget.isError ? (
            <Alert severity="error" role="alert">
              {t('auth.forgetPasswordFailed')}
            </Alert>
          ) : null}
          <EmailField registration={register('email')} error={errors.email?.message} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={!isValid || forget.isPending}
          >
            {t('auth.submit')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
