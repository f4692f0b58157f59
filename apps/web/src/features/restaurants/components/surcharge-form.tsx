import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canSaveSurcharge, type DayName, SURCHARGE_DESCRIPTION_MAX } from '@rpos/domain';
import { Controller, useForm } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { SurchargeForm, type SurchargeFormValues } from '../surcharge-form-values';
import { useSurchargeT } from '../surcharge-texts';
import { DayNamePicker } from './day-name-picker';
import { DmyDateList } from './dmy-date-list';

export interface SurchargeFormViewProps {
  initial: SurchargeFormValues;
  saving: boolean;
  onSave: (values: SurchargeFormValues) => void;
}

const FLAGS = ['isTax', 'isExclusive', 'isTaxBasedOnSubtotal'] as const;

/**
 * Every field of a surcharge (restaurant-config.md §3). Save is disabled without a name or an
 * amount (§5); the description stops at 50 characters.
 */
export function SurchargeFormView({ initial, saving, onSave }: SurchargeFormViewProps) {
  const t = useSurchargeT();
  const { register, control, handleSubmit, watch, formState } = useForm<SurchargeFormValues>({
    resolver: zodResolver(SurchargeForm),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors } = formState;
  useUnsavedChanges(formState.isDirty);
  const name = watch('name') ?? '';
  const amount = watch('amount') ?? '';
  const description = watch('surchargeDescription') ?? '';
  const isPercentage = watch('isPercentage');

  return (
    <Card component="form" noValidate aria-label={t('form')} onSubmit={handleSubmit(onSave)}>
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
              label={t('description')}
              fullWidth
              error={!!errors.surchargeDescription}
              helperText={
                errors.surchargeDescription?.message ??
                t('descriptionHelp', { count: description.length, max: SURCHARGE_DESCRIPTION_MAX })
              }
              slotProps={{ htmlInput: { maxLength: SURCHARGE_DESCRIPTION_MAX } }}
              {...muiRegister(register('surchargeDescription'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="isPercentage"
              render={({ field }) => (
                <TextField
                  select
                  label={t('kind')}
                  fullWidth
                  value={field.value ? 'percentage' : 'fixed'}
                  onChange={(e) => field.onChange(e.target.value === 'percentage')}
                >
                  <MenuItem value="percentage">{t('percentage')}</MenuItem>
                  <MenuItem value="fixed">{t('fixed')}</MenuItem>
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={isPercentage ? t('amountPercent') : t('amountDollars')}
              fullWidth
              required
              error={!!errors.amount}
              helperText={errors.amount?.message}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: {
                  [isPercentage ? 'endAdornment' : 'startAdornment']: (
                    <InputAdornment position={isPercentage ? 'end' : 'start'}>
                      {isPercentage ? '%' : '$'}
                    </InputAdornment>
                  ),
                },
              }}
              {...muiRegister(register('amount'))}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h2" gutterBottom>
              {t('weekdays')}
            </Typography>
            <Controller
              control={control}
              name="weekdays"
              render={({ field }) => (
                <DayNamePicker
                  label={t('weekdays')}
                  value={field.value as DayName[]}
                  onChange={field.onChange}
                  shortLabel={(d) => t(d)}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h2">
              {t('publicHolidayDays')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('publicHolidayHelp')}
            </Typography>
            <Controller
              control={control}
              name="publicHolidayDays"
              render={({ field }) => (
                <DmyDateList
                  dates={field.value}
                  onChange={field.onChange}
                  labels={{
                    list: t('publicHolidayDays'),
                    date: t('holidayDate'),
                    add: t('addHoliday'),
                    empty: t('noHolidays'),
                    remove: (date) => t('removeHoliday', { date }),
                  }}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <FormGroup>
              {(['isEnabled', ...FLAGS] as const).map((flag) => (
                <Controller
                  key={flag}
                  control={control}
                  name={flag}
                  render={({ field }) => (
                    <FormControlLabel
                      control={
                        <Switch
                          checked={!!field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                          onBlur={field.onBlur}
                        />
                      }
                      label={t(flag)}
                    />
                  )}
                />
              ))}
            </FormGroup>
          </Grid>
        </Grid>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Box sx={{ flex: 1 }} />
        <Button
          type="submit"
          variant="contained"
          disabled={saving || !canSaveSurcharge({ name, amount })}
          loading={saving}
          loadingPosition="start"
        >
          {saving ? t('saving') : t('save')}
        </Button>
      </CardActions>
    </Card>
  );
}
