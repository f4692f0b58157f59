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
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useForgetPassword } from '../api/use-forget-password';
import { EmailField } from './email-field';

/**
 * Forgot password (back-office.md §2.3, §5, §8): e-mail, Submit disabled until valid, a back arrow.
 * On success the user goes to / (the sign-in when signed out) with 'Check your email for reset
 * password link' in the snackbar, which survives the navigation (decision 0457).
 */
export function ForgetPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const snackbar = useSnackbar();
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

  const onSubmit = handleSubmit((values) =>
    forget.mutate(values, {
      onSuccess: () => {
        snackbar.success(t('auth.resetLinkSent'));
        void navigate('/', { replace: true });
      },
    }),
  );
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate('/sign-in'));

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="forget-title">
      <IconButton aria-label={t('common.back')} onClick={goBack} sx={{ mb: 1, ml: -1 }}>
        <ArrowBack />
      </IconButton>
      <Typography id="forget-title" variant="h4" component="h1" gutterBottom>
        {t('auth.forgetPasswordTitle')}
      </Typography>
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
          disabled={!isValid || forget.isPending || forget.isSuccess}
        >
          {t('auth.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
