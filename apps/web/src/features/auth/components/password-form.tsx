import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUpdatePassword } from '../api/use-update-password';
import { NewPasswordFields } from './new-password-fields';
import { useNewPasswordForm } from './use-new-password-form';

/** Settings → Password: new password twice; 'Updated successfully' or 'Something went wrong! Please try again.' */
export function PasswordForm() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const update = useUpdatePassword();
  const passwordForm = useNewPasswordForm();
  const { form, canSubmit } = passwordForm;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        snackbar.success(t('settings.passwordUpdated'));
        form.reset();
      },
      onError: () => snackbar.error(t('settings.passwordUpdateFailed')),
    }),
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-labelledby="password-card-title">
      <CardHeader
        title={t('settings.passwordTitle')}
        subheader={t('settings.passwordSubheader')}
        slotProps={{ title: { id: 'password-card-title', component: 'h2' } }}
      />
      <Divider />
      <CardContent>
        <Stack spacing={2}>
          <NewPasswordFields
            state={passwordForm}
            labels={{ password: t('settings.newPassword'), confirm: t('settings.confirmNewPassword') }}
          />
        </Stack>
      </CardContent>
      <Divider />
      <CardActions sx={{ justifyContent: 'flex-end', p: 2 }}>
        <Button type="submit" variant="contained" disabled={!canSubmit || update.isPending}>
          {t('settings.updatePassword')}
        </Button>
      </CardActions>
    </Card>
  );
}
