import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BOOKING_DISCLAIMER_MAX, type BookingSettings } from '@rpos/domain';
import { Controller, useForm } from 'react-hook-form';
import { muiRegister } from '../../../../shared/ui/mui-register';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import { useUnsavedChanges } from '../../../../shared/ui/unsaved-changes';
import { failureMessage } from '../../../menus/components/admin/use-menus-admin-t';
import {
  SettingsFormSchema,
  type SettingsFormValues,
  settingsFormDefaults,
  toSettingsRequest,
} from '../../admin-settings-form';
import { useSaveBookingSettings } from '../../api/booking-admin-api';
import { useBookingAdminT } from '../../booking-admin-texts';

/** The disclaimer card: the disclaimer diners see (at most 100 characters) and 'decline today's bookings'. */
export function DisclaimerCard({ settings }: { settings: BookingSettings }) {
  const t = useBookingAdminT();
  const snackbar = useSnackbar();
  const save = useSaveBookingSettings();
  const { register, control, handleSubmit, watch, reset, formState } = useForm<SettingsFormValues>({
    resolver: zodResolver(SettingsFormSchema),
    mode: 'onChange',
    defaultValues: settingsFormDefaults(settings),
  });
  const length = (watch('disclaimer') ?? '').trim().length;
  const error = formState.errors.disclaimer?.message;
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit((values) =>
    save.mutate(toSettingsRequest(values), {
      onSuccess: (res) => {
        snackbar.success(res.message || t('settingsSaved'));
        reset(settingsFormDefaults(res.settings));
      },
      onError: (e) => snackbar.error(failureMessage(e, t('settingsFailed'))),
    }),
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t('disclaimerTitle')}>
      <CardHeader title={t('disclaimerTitle')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        <TextField
          label={t('disclaimer')}
          fullWidth
          multiline
          minRows={2}
          error={!!error}
          helperText={error ?? t('disclaimerHelp')}
          {...muiRegister(register('disclaimer'))}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <FormHelperText error={length > BOOKING_DISCLAIMER_MAX} data-testid="disclaimer-count">
            {t('disclaimerCount', { used: length, max: BOOKING_DISCLAIMER_MAX })}
          </FormHelperText>
        </Box>
        <Controller
          control={control}
          name="declineTodayBooking"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={t('declineTodayBooking')}
            />
          )}
        />
        <FormHelperText sx={{ mt: 0 }}>{t('declineTodayHelp')}</FormHelperText>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={save.isPending || !!error}
          loading={save.isPending}
          loadingPosition="start"
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </CardActions>
    </Card>
  );
}
