import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../shared/api/api-error';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUpdateQueueSettings } from '../api/use-queue-settings';
import { AVERAGE_MINUTES_MAX, AVERAGE_MINUTES_MIN, averageMinutesError } from '../queue-board-rules';
import { useQueueBoardT } from '../queue-board-texts';

/** The average minutes per party (1 to 240) that the diners' waiting minutes are estimated with. */
export function QueueSettingsForm({ averageMinutesPerParty }: { averageMinutesPerParty: number }) {
  const t = useQueueBoardT();
  const snackbar = useSnackbar();
  const update = useUpdateQueueSettings();
  const { register, handleSubmit, formState } = useForm<{ averageMinutes: string }>({
    values: { averageMinutes: String(averageMinutesPerParty) },
  });
  const error = formState.errors.averageMinutes?.message;

  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(
      { averageMinutesPerParty: Number(values.averageMinutes.trim()) },
      {
        onSuccess: () => snackbar.success(t('saved')),
        onError: (e) =>
          snackbar.error(isApiError(e) && e.status === 400 && e.message ? e.message : t('saveFailed')),
      },
    );
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: 2 }}
      aria-labelledby="queue-settings-title"
    >
      <Typography id="queue-settings-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('settingsTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('averageMinutes')}
          type="number"
          size="small"
          required
          error={!!error}
          helperText={error ?? t('averageHelp')}
          sx={{ minWidth: 260 }}
          slotProps={{
            htmlInput: { min: AVERAGE_MINUTES_MIN, max: AVERAGE_MINUTES_MAX, step: 1, inputMode: 'numeric' },
          }}
          {...muiRegister(
            register('averageMinutes', { validate: (value) => averageMinutesError(value) ?? true }),
          )}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          startIcon={
            update.isPending ? <CircularProgress size={16} color="inherit" aria-label={t('working')} /> : null
          }
        >
          {t('save')}
        </Button>
      </Stack>
    </Paper>
  );
}
