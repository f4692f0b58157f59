import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { BookingSession } from '@rpos/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { muiRegister } from '../../../../shared/ui/mui-register';
import { PageHeader } from '../../../../shared/ui/page-header';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import { failureMessage } from '../../../menus/components/admin/use-menus-admin-t';
import {
  SessionFormSchema,
  type SessionFormValues,
  sessionFormDefaults,
  toSessionInput,
} from '../../admin-session-form';
import { useSaveBookingSession } from '../../api/booking-admin-api';
import { type BookingAdminKey, useBookingAdminT } from '../../booking-admin-texts';
import { SessionTablesField } from './session-tables-field';

type SwitchName = 'sessionEnabled' | 'disableEndTime' | 'hideTableNo' | 'depositRequired';

/**
 * The booking session form (restaurant-config.md §2.4, §3, §5): every field of a session, its
 * tables, the domain's messages on their fields, and the server's refusal shown above Save.
 */
export function BookingSessionForm({ session }: { session?: BookingSession }) {
  const t = useBookingAdminT();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const save = useSaveBookingSession();
  const [saveError, setSaveError] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, formState } = useForm<SessionFormValues>({
    resolver: zodResolver(SessionFormSchema),
    mode: 'onTouched',
    defaultValues: sessionFormDefaults(session),
  });
  const { errors } = formState;
  const depositRequired = watch('depositRequired');
  const title = session ? t('editSessionTitle') : t('newSessionTitle');

  const onSubmit = handleSubmit((values) => {
    setSaveError(null);
    save.mutate(toSessionInput(values, session?.sessionId), {
      onSuccess: (res) => {
        snackbar.success(res.message || t('saved'));
        void navigate('/bookingSessions');
      },
      onError: (e) => setSaveError(failureMessage(e, t('saveFailed'))),
    });
  });

  const toggle = (name: SwitchName, label: BookingAdminKey) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={!!field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
            />
          }
          label={t(label)}
        />
      )}
    />
  );

  return (
    <>
      <PageHeader
        title={title}
        subtitle={session ? session.name : t('sessionFormSubtitle')}
        actions={
          <Button component={RouterLink} to="/bookingSessions">
            {t('backToSessions')}
          </Button>
        }
      />
      <Card component="form" noValidate onSubmit={onSubmit} aria-label={t('sessionForm')}>
        <CardContent>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label={t('name')}
                fullWidth
                required
                error={!!errors.name}
                helperText={errors.name?.message}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                {...muiRegister(register('name'))}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label={t('guestNum')}
                type="number"
                fullWidth
                required
                error={!!errors.guestNum}
                helperText={errors.guestNum?.message ?? t('guestNumHelp')}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                {...muiRegister(register('guestNum'))}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                label={t('description')}
                fullWidth
                multiline
                minRows={2}
                error={!!errors.sessionDesription}
                helperText={errors.sessionDesription?.message}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                {...muiRegister(register('sessionDesription'))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                label={t('startTime')}
                type="time"
                fullWidth
                required
                error={!!errors.startTime}
                helperText={errors.startTime?.message}
                slotProps={{ inputLabel: { shrink: true } }}
                {...muiRegister(register('startTime'))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                label={t('endTime')}
                type="time"
                fullWidth
                required
                error={!!errors.endTime}
                helperText={errors.endTime?.message}
                slotProps={{ inputLabel: { shrink: true } }}
                {...muiRegister(register('endTime'))}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', flexDirection: 'column' }}>
              {toggle('sessionEnabled', 'sessionEnabled')}
              {toggle('disableEndTime', 'disableEndTime')}
              {toggle('hideTableNo', 'hideTableNo')}
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>{toggle('depositRequired', 'depositRequired')}</Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              {depositRequired ? (
                <TextField
                  label={t('deposit')}
                  type="number"
                  fullWidth
                  required
                  error={!!errors.deposit}
                  helperText={errors.deposit?.message}
                  slotProps={{
                    htmlInput: { min: 1, step: 0.01 },
                    input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                  }}
                  {...muiRegister(register('deposit'))}
                />
              ) : null}
            </Grid>
            <Grid size={12}>
              <Divider sx={{ mb: 2 }} />
              <SessionTablesField control={control} register={register} errors={errors.tables} />
            </Grid>
          </Grid>
          {errors.root?.message ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {errors.root.message}
            </Alert>
          ) : null}
          {saveError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {saveError}
            </Alert>
          ) : null}
        </CardContent>
        <Divider />
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, py: 1.5 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending}
            loading={save.isPending}
            loadingPosition="start"
          >
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </CardActions>
      </Card>
    </>
  );
}
