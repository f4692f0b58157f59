import { zodResolver } from '@hookform/resolvers/zod';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DIALOG_TEXT_MAX, DIALOG_TITLE_MAX, type StaffOnlineSettings } from '@rpos/domain';
import { Controller, useForm } from 'react-hook-form';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useSaveRestaurantSettings } from '../api/restaurant-settings-api';
import { HomeDialogFormSchema, type HomeDialogFormValues, homeDialogDefaults } from '../online-settings-form';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';
import { saveFailure } from '../save-failure';
import { SaveCardActions } from './save-button';
import { TextCounterField } from './text-counter-field';

/** The home dialog diners see on the menu (the announcement): show switch, title (50), text (800). */
export function HomeDialogCard({ settings }: { settings: StaffOnlineSettings }) {
  const t = useRestaurantSettingsT();
  const snackbar = useSnackbar();
  const save = useSaveRestaurantSettings();
  const { register, control, handleSubmit, watch, reset, formState } = useForm<HomeDialogFormValues>({
    resolver: zodResolver(HomeDialogFormSchema),
    mode: 'onChange',
    defaultValues: homeDialogDefaults(settings),
  });
  const errors = formState.errors;
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { onlineSettings: values },
      {
        onSuccess: (res) => {
          snackbar.success(res.message || t('updated'));
          reset(homeDialogDefaults(res.onlineSettings));
        },
        onError: (e) => snackbar.error(saveFailure(e, t)),
      },
    ),
  );

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t('homeDialogTitle')}>
      <CardHeader
        title={t('homeDialogTitle')}
        subheader={t('homeDialogHelp')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Controller
            control={control}
            name="showDialog"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('showDialog')}
              />
            )}
          />
          <TextCounterField
            register={register}
            name="dialogTitle"
            value={watch('dialogTitle')}
            max={DIALOG_TITLE_MAX}
            label={t('dialogTitle')}
            error={errors.dialogTitle?.message}
          />
          <TextCounterField
            register={register}
            name="dialogText"
            value={watch('dialogText')}
            max={DIALOG_TEXT_MAX}
            label={t('dialogText')}
            multiline
            minRows={4}
            error={errors.dialogText?.message}
          />
        </Stack>
      </CardContent>
      <SaveCardActions saving={save.isPending} />
    </Card>
  );
}
