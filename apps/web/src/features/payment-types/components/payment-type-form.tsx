import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  canonicalPaymentTypeName,
  isObPayments,
  OB_PAYMENTS_DESCRIPTION,
  PAYMENT_TYPE_DESCRIPTION_MAX,
  PAYMENT_TYPE_NAME_MAX,
  PAYMENT_TYPES_OFFERED,
  type PaymentTypeInput,
  type PosPaymentType,
} from '@rpos/domain';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import {
  effectiveName,
  type PaymentTypeFormValues,
  paymentTypeFormSchema,
  toPaymentTypeInput,
} from '../payment-type-form-values';
import { usePaymentTypesT } from '../payment-types-texts';

export interface PaymentTypeFormViewProps {
  initial: PaymentTypeFormValues;
  /** The restaurant's other types: a name among them is refused. */
  others: readonly Pick<PosPaymentType, 'paymentType'>[];
  /** Kept when editing a saved type. */
  paymentTypeId?: string;
  saving: boolean;
  onSave: (input: PaymentTypeInput) => void;
}

/**
 * A payment type's fields (restaurant-config.md §3, §5): a §9 type or a custom name, surcharge rate,
 * sort (99 at first), description and enabled. Choosing OBPayments hides the rate, sets it to 0 and
 * the description to 'OB Payments'.
 */
export function PaymentTypeFormView({
  initial,
  others,
  paymentTypeId,
  saving,
  onSave,
}: PaymentTypeFormViewProps) {
  const t = usePaymentTypesT();
  const schema = useMemo(() => paymentTypeFormSchema(others), [others]);
  const { register, control, handleSubmit, watch, setValue, getValues, formState } =
    useForm<PaymentTypeFormValues>({
      resolver: zodResolver(schema),
      mode: 'onTouched',
      defaultValues: initial,
    });
  const { errors } = formState;
  useUnsavedChanges(formState.isDirty);
  const type = watch('type');
  const customName = watch('customName') ?? '';
  const ob = isObPayments(canonicalPaymentTypeName(effectiveName({ type, customName })));

  const wasOb = useRef(ob);
  useEffect(() => {
    if (ob && !wasOb.current) {
      setValue('surchargeRate', '0');
      setValue('description', OB_PAYMENTS_DESCRIPTION);
    } else if (!ob && wasOb.current && getValues('description') === OB_PAYMENTS_DESCRIPTION) {
      setValue('description', '');
    }
    wasOb.current = ob;
  }, [ob, setValue, getValues]);

  return (
    <Card
      component="form"
      noValidate
      aria-label={t('form')}
      onSubmit={handleSubmit((values) => onSave(toPaymentTypeInput(values, paymentTypeId)))}
    >
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <TextField
                  select
                  label={t('type')}
                  fullWidth
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={!!errors.type}
                  helperText={errors.type?.message}
                >
                  <MenuItem value="">
                    <em>{t('noType')}</em>
                  </MenuItem>
                  {PAYMENT_TYPES_OFFERED.map((p) => (
                    <MenuItem key={p} value={p}>
                      {p}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('customName')}
              fullWidth
              error={!!errors.customName}
              helperText={errors.customName?.message ?? t('customNameHelp')}
              slotProps={{ htmlInput: { maxLength: PAYMENT_TYPE_NAME_MAX } }}
              {...muiRegister(register('customName'))}
            />
          </Grid>
          {ob ? (
            <Grid size={12}>
              <Alert severity="info">{t('obPaymentsNote')}</Alert>
            </Grid>
          ) : (
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label={t('surchargeRate')}
                fullWidth
                error={!!errors.surchargeRate}
                helperText={errors.surchargeRate?.message ?? t('surchargeRateHelp')}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                }}
                {...muiRegister(register('surchargeRate'))}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('sort')}
              fullWidth
              error={!!errors.sort}
              helperText={errors.sort?.message ?? t('sortHelp')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              {...muiRegister(register('sort'))}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label={t('description')}
              fullWidth
              disabled={ob}
              error={!!errors.description}
              helperText={errors.description?.message}
              slotProps={{ htmlInput: { maxLength: PAYMENT_TYPE_DESCRIPTION_MAX } }}
              {...muiRegister(register('description'))}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label={t('enabled')}
                />
              )}
            />
          </Grid>
        </Grid>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" disabled={saving} loading={saving} loadingPosition="start">
          {saving ? t('saving') : t('save')}
        </Button>
      </CardActions>
    </Card>
  );
}
