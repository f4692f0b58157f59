import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  canSaveMerchant,
  MERCHANT_TYPES,
  type Merchant,
  RESTAURANT_CATEGORIES,
  RESTAURANT_TYPES,
} from '@rpos/domain';
import { useEffect, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { type RestaurantOption, useRestaurantIds } from '../api/use-restaurant-ids';
import {
  MERCHANT_SWITCHES,
  type MerchantFieldErrors,
  type MerchantFormValues,
  type MerchantKind,
  merchantDefaults,
  merchantFieldErrors,
} from '../merchant-form-values';
import type { RestaurantBasics } from '../my-restaurant-form';
import { useRestaurantsT } from '../restaurant-texts';
import { RestaurantBasicsFields } from './restaurant-basics-fields';

type TextKey =
  | 'taxName'
  | 'taxPercentage'
  | 'restaurantAdmin'
  | 'paymentPartnerCode'
  | 'paymentPartnerCredential'
  | 'serviceMonthlyPrice'
  | 'applicationFee'
  | 'onlinePaymentSurchargeRate'
  | 'inPersonPaymentSurchargeRate'
  | 'chinaPaymentsMerchantCode'
  | 'merchantId'
  | 'fantuanStoreId'
  | 'hungryPandaStoreId';

/**
 * The admin's restaurant form and group form (back-office.md §3, §5): the fields My Restaurant has
 * (RestaurantBasicsFields), then the merchant's own. Errors show with the texts of §5; Save is
 * disabled without name, identifier or timezone, and shown to admin only (readOnly otherwise).
 */
export function MerchantForm({
  kind,
  merchant,
  saving,
  readOnly,
  onSave,
}: {
  kind: MerchantKind;
  merchant: Merchant | null;
  saving: boolean;
  readOnly: boolean;
  onSave: (values: MerchantFormValues) => void;
}) {
  const t = useRestaurantsT();
  const form = useForm<MerchantFormValues>({ defaultValues: merchantDefaults(merchant) });
  const { register, control, handleSubmit, watch, reset, formState } = form;
  const { touchedFields, dirtyFields } = formState;
  const [tried, setTried] = useState(false);
  useEffect(() => reset(merchantDefaults(merchant)), [merchant, reset]);
  const values = watch();
  const all = merchantFieldErrors(values);
  // An empty field is an error once it was visited or emptied (Save is disabled while the name is
  // empty, so a save attempt alone would never show 'Restaurant name is required'), or after a save.
  const visited = (key: keyof MerchantFormValues) =>
    Boolean(touchedFields[key as keyof typeof touchedFields] || dirtyFields[key as keyof typeof dirtyFields]);
  const errors: MerchantFieldErrors = Object.fromEntries(
    Object.entries(all).filter(([key]) => {
      const k = key as keyof MerchantFormValues;
      return tried || visited(k) || String(values[k] ?? '') !== '';
    }),
  );
  const options = useRestaurantIds().data ?? [];
  const groups = options.filter((o) => o.type === 'restaurantGroup' && o.restaurantId !== merchant?.id);
  const restaurants = options.filter((o) => o.type === 'restaurant');

  const submit = handleSubmit((v) => {
    setTried(true);
    if (Object.keys(merchantFieldErrors(v)).length === 0) onSave(v);
  });

  const field = (key: TextKey, props: { type?: string; helperText?: string } = {}) => (
    <Grid size={{ xs: 12, md: 6 }} key={key}>
      <TextField
        label={t(key)}
        fullWidth
        type={props.type}
        error={Boolean(errors[key])}
        helperText={errors[key] ?? props.helperText}
        slotProps={{ htmlInput: { readOnly } }}
        {...muiRegister(register(key))}
      />
    </Grid>
  );
  const select = (key: 'restaurantType' | 'restaurantCategory' | 'merchantType', list: readonly string[]) => (
    <Grid size={{ xs: 12, md: 4 }} key={key}>
      <Controller
        control={control}
        name={key}
        render={({ field: f }) => (
          <TextField select label={t(key)} fullWidth disabled={readOnly} {...f}>
            <MenuItem value="">{t('none')}</MenuItem>
            {list.map((v) => (
              <MenuItem key={v} value={v}>
                {v}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
  const title = merchant
    ? merchant.name
    : kind === 'restaurantGroup'
      ? t('newGroupTitle')
      : t('newRestaurantTitle');

  return (
    <Card component="form" noValidate aria-label={title} onSubmit={submit}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <RestaurantBasicsFields
          form={form as unknown as UseFormReturn<RestaurantBasics>}
          identifierFixed={merchant !== null}
          urlIdentifier={merchant?.urlIdentifier ?? ''}
          errors={{ name: errors.name, urlIdentifier: errors.urlIdentifier, timezone: errors.timezone }}
          readOnly={readOnly}
        />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('merchantSection')}
        </Typography>
        <Grid container spacing={2}>
          {field('restaurantAdmin')}
          {field('taxName')}
          {field('taxPercentage', { type: 'number' })}
          {kind === 'restaurant' ? (
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="groupId"
                render={({ field: f }) => (
                  <TextField select label={t('group')} fullWidth disabled={readOnly} {...f}>
                    <MenuItem value="">{t('noGroup')}</MenuItem>
                    {groups.map((g) => (
                      <MenuItem key={g.restaurantId} value={g.restaurantId}>
                        {g.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
          ) : (
            <Grid size={12}>
              <Controller
                control={control}
                name="restaurants"
                render={({ field: f }) => (
                  <Autocomplete<RestaurantOption, true>
                    multiple
                    readOnly={readOnly}
                    options={restaurants}
                    getOptionLabel={(o) => o.name}
                    isOptionEqualToValue={(a, b) => a.restaurantId === b.restaurantId}
                    value={restaurants.filter((r) => f.value.includes(r.restaurantId))}
                    onChange={(_e, chosen) => f.onChange(chosen.map((c) => c.restaurantId))}
                    renderInput={(params) => <TextField {...params} label={t('groupRestaurants')} />}
                  />
                )}
              />
            </Grid>
          )}
          {select('restaurantType', RESTAURANT_TYPES)}
          {select('restaurantCategory', RESTAURANT_CATEGORIES)}
          {select('merchantType', MERCHANT_TYPES)}
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('paymentsSection')}
        </Typography>
        <Grid container spacing={2}>
          {field('serviceMonthlyPrice')}
          {field('applicationFee')}
          {field('onlinePaymentSurchargeRate')}
          {field('inPersonPaymentSurchargeRate')}
          {field('paymentPartnerCode')}
          {field('paymentPartnerCredential', {
            type: 'password',
            helperText: merchant?.hasPaymentPartnerCredential ? t('paymentPartnerCredentialKept') : undefined,
          })}
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('stripeAccount')}
              fullWidth
              value={merchant?.stripeAccountId ?? t('none')}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
          {t('partnersSection')}
        </Typography>
        <Grid container spacing={2}>
          {field('chinaPaymentsMerchantCode')}
          {field('merchantId')}
          {field('fantuanStoreId')}
          {field('hungryPandaStoreId')}
        </Grid>
        <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
          {t('switchesSection')}
        </Typography>
        <Grid container spacing={0}>
          {[
            ...MERCHANT_SWITCHES,
            ...(kind === 'restaurantGroup' ? (['isApplicationFeeDisabled'] as const) : []),
          ].map((flag) => (
            <Grid key={flag} size={{ xs: 12, sm: 6, md: 4 }}>
              <Controller
                control={control}
                name={flag}
                render={({ field: f }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={f.value}
                        disabled={readOnly}
                        onChange={(e) => f.onChange(e.target.checked)}
                      />
                    }
                    label={t(flag)}
                  />
                )}
              />
            </Grid>
          ))}
        </Grid>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        {readOnly ? (
          <Typography variant="body2" color="text.secondary">
            {t('readOnlyNote')}
          </Typography>
        ) : (
          <Button
            type="submit"
            variant="contained"
            disabled={saving || !canSaveMerchant(values)}
            loading={saving}
            loadingPosition="start"
          >
            {saving ? t('saving') : t('save')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
