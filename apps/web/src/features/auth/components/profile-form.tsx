import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { UpdateUserDetailRequest, type UserCredentials } from '@rpos/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { translateMessage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUpdateUserDetail } from '../api/use-update-user-detail';

type ProfileOutput = z.output<typeof UpdateUserDetailRequest>;

/**
 * Settings → Profile (back-office.md §2.3, §5): first name, last name, phone (a number field), e-mail
 * read-only. Save is disabled while saving or when first name or phone is empty.
 */
export function ProfileForm({ user }: { user: UserCredentials }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const update = useUpdateUserDetail();
  const { register, handleSubmit, watch, formState } = useForm<
    UpdateUserDetailRequest,
    unknown,
    ProfileOutput
  >({
    resolver: zodResolver(UpdateUserDetailRequest),
    mode: 'onChange',
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phoneNumber,
      email: user.email,
    },
  });
  const firstName = watch('firstName') ?? '';
  const phone = watch('phone') ?? '';
  const disabled = update.isPending || firstName.trim() === '' || String(phone).trim() === '';
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phone,
        email: user.email,
      },
      {
        onSuccess: () => snackbar.success(t('settings.profileUpdated')),
        onError: () => snackbar.error(t('settings.profileUpdateFailed')),
      },
    ),
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-labelledby="profile-card-title">
      <CardHeader
        title={t('settings.profileTitle')}
        subheader={t('settings.profileSubheader')}
        slotProps={{ title: { id: 'profile-card-title', component: 'h2' } }}
      />
      <Divider />
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('settings.firstName')}
              autoComplete="given-name"
              fullWidth
              error={!!errors.firstName}
              helperText={translateMessage(errors.firstName?.message)}
              slotProps={{ htmlInput: { 'aria-required': true, maxLength: 64 } }}
              {...muiRegister(register('firstName'))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('settings.lastName')}
              autoComplete="family-name"
              fullWidth
              error={!!errors.lastName}
              helperText={translateMessage(errors.lastName?.message)}
              slotProps={{ htmlInput: { maxLength: 64 } }}
              {...muiRegister(register('lastName'))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('settings.phone')}
              type="number"
              autoComplete="tel"
              fullWidth
              error={!!errors.phone}
              helperText={translateMessage(errors.phone?.message)}
              slotProps={{ htmlInput: { inputMode: 'tel', 'aria-required': true } }}
              {...muiRegister(register('phone'))}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('settings.email')}
              type="email"
              fullWidth
              helperText={t('settings.emailReadOnly')}
              slotProps={{ htmlInput: { readOnly: true } }}
              {...muiRegister(register('email'))}
            />
          </Grid>
        </Grid>
      </CardContent>
      <Divider />
      <CardActions sx={{ justifyContent: 'flex-end', p: 2 }}>
        <Button type="submit" variant="contained" disabled={disabled}>
          {t('settings.saveDetails')}
        </Button>
      </CardActions>
    </Card>
  );
}
