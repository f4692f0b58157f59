import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { VOUCHER_DESCRIPTION_MAX, VOUCHER_NAME_MAX } from '@rpos/domain';
import { type VoucherField, type VoucherFormValues, voucherExpiryText } from '../voucher-form-values';
import { useVouchersT } from '../vouchers-texts';

export interface VoucherFormFieldsProps {
  values: VoucherFormValues;
  error: { field: VoucherField; message: string } | null;
  currencySymbol: string;
  onChange: (field: VoucherField, value: string | boolean) => void;
}

type Flag = 'isPercentage' | 'forOneItem' | 'isFreeItem';

/** The voucher's fields (back-office.md §3 "Voucher (create)"); the expiry date follows (§5). */
export function VoucherFormFields({ values, error, currencySymbol, onChange }: VoucherFormFieldsProps) {
  const t = useVouchersT();
  const errorOf = (field: VoucherField) => (error?.field === field ? error.message : undefined);
  const text = (field: VoucherField, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={t(field)}
      fullWidth
      required
      value={values[field] as string}
      onChange={(e) => onChange(field, e.target.value)}
      error={!!errorOf(field)}
      helperText={errorOf(field)}
      {...extra}
    />
  );
  const money = (field: 'amount' | 'maxPrice') =>
    text(field, {
      slotProps: {
        input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      },
    });
  const flag = (field: Flag) => (
    <FormControlLabel
      control={<Switch checked={values[field]} onChange={(e) => onChange(field, e.target.checked)} />}
      label={t(field)}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        {text('name', {
          helperText: errorOf('name') ?? t('counter', { count: values.name.length, max: VOUCHER_NAME_MAX }),
          slotProps: { htmlInput: { maxLength: VOUCHER_NAME_MAX } },
        })}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {text('description', {
          helperText:
            errorOf('description') ??
            t('counter', { count: values.description.length, max: VOUCHER_DESCRIPTION_MAX }),
          slotProps: { htmlInput: { maxLength: VOUCHER_DESCRIPTION_MAX } },
        })}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>{flag('isPercentage')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{flag('forOneItem')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{flag('isFreeItem')}</Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {values.isPercentage
          ? text('percents', {
              required: !values.isFreeItem,
              slotProps: {
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                htmlInput: { inputMode: 'numeric' },
              },
            })
          : money('amount')}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>{money('maxPrice')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {text('effectiveFrom', { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {text('expiryDays', { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          label={t('expireDate')}
          fullWidth
          value={voucherExpiryText(values)}
          placeholder="DD/MM/YYYY"
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
        />
      </Grid>
    </Grid>
  );
}
