import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  PROMOTION_NAME_MAX,
  type PromotionForm,
  type PromotionType,
  promotionDescriptionMax,
} from '@rpos/domain';
import { useState } from 'react';
import {
  type PromotionField,
  type PromotionFormValues,
  promotionFormError,
  toPromotionForm,
} from '../promotion-form-values';
import { usePromotionsT } from '../promotions-texts';

export interface PromotionFormViewProps {
  type: PromotionType;
  initial: PromotionFormValues;
  saving: boolean;
  currencySymbol: string;
  onSave: (form: PromotionForm) => void;
  onCancel: () => void;
}

type Flag = 'isEnabled' | 'isPercentage' | 'forOneItem' | 'isFreeItem';

/**
 * The fields of a promotion (back-office.md §3) with the §5 checks the server runs: name, description
 * (100, or 50 on birthday), maximum amount, expiry days, then percentage or amount.
 */
export function PromotionFormView({
  type,
  initial,
  saving,
  currencySymbol,
  onSave,
  onCancel,
}: PromotionFormViewProps) {
  const t = usePromotionsT();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<{ field: PromotionField; message: string } | null>(null);
  const descriptionMax = promotionDescriptionMax(type);

  const set = (field: PromotionField, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once an error shows, it follows what is typed.
    if (shown) setShown(promotionFormError(type, next));
  };
  const errorOf = (field: PromotionField) => (shown?.field === field ? shown.message : undefined);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = promotionFormError(type, values);
    setShown(error);
    if (!error) onSave(toPromotionForm(type, values));
  };

  const money = (field: 'maxAmount' | 'amount', label: string) => (
    <TextField
      label={label}
      fullWidth
      required
      value={values[field]}
      onChange={(e) => set(field, e.target.value)}
      error={!!errorOf(field)}
      helperText={errorOf(field)}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
  const flag = (field: Flag) => (
    <FormControlLabel
      control={<Switch checked={values[field]} onChange={(e) => set(field, e.target.checked)} />}
      label={t(field)}
    />
  );

  return (
    <Card component="form" noValidate aria-label={t('form')} onSubmit={submit}>
      <CardContent>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('name')}
              fullWidth
              required
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              error={!!errorOf('name')}
              helperText={
                errorOf('name') ?? t('counter', { count: values.name.length, max: PROMOTION_NAME_MAX })
              }
              slotProps={{ htmlInput: { maxLength: PROMOTION_NAME_MAX } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{flag('isEnabled')}</Grid>
          <Grid size={12}>
            <TextField
              label={t('description')}
              fullWidth
              required
              multiline
              minRows={2}
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              error={!!errorOf('description')}
              helperText={
                errorOf('description') ??
                t('counter', { count: values.description.length, max: descriptionMax })
              }
              slotProps={{ htmlInput: { maxLength: descriptionMax } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>{money('maxAmount', t('maxAmount'))}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('expiryDays')}
              fullWidth
              required
              value={values.expiryDays}
              onChange={(e) => set('expiryDays', e.target.value)}
              error={!!errorOf('expiryDays')}
              helperText={errorOf('expiryDays')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Grid>
          {type === 'buyNFree' && (
            <Grid size={{ xs: 12, md: 6 }}>
              <TextField
                label={t('buyCount')}
                fullWidth
                required
                value={values.buyCount}
                onChange={(e) => set('buyCount', e.target.value)}
                error={!!errorOf('buyCount')}
                helperText={errorOf('buyCount') ?? t('buyCountHelp')}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 4 }}>{flag('isPercentage')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{flag('forOneItem')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{flag('isFreeItem')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {values.isPercentage ? (
              <TextField
                label={t('percentage')}
                fullWidth
                required={!values.isFreeItem}
                value={values.percentage}
                onChange={(e) => set('percentage', e.target.value)}
                error={!!errorOf('percentage')}
                helperText={errorOf('percentage')}
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                  htmlInput: { inputMode: 'numeric' },
                }}
              />
            ) : (
              money('amount', t('amount'))
            )}
          </Grid>
        </Grid>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {t('save')}
        </Button>
      </CardActions>
    </Card>
  );
}
