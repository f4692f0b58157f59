import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WEBSITE_STYLES } from '@rpos/domain';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { muiRegister } from '../../../shared/ui/mui-register';
import { AddressAutocompleteField } from '../../maps';
import { type RestaurantBasics, THEME_OPTIONS, timeZoneOptions } from '../my-restaurant-form';
import { useRestaurantsT } from '../restaurant-texts';

export interface RestaurantBasicsFieldsProps {
  form: UseFormReturn<RestaurantBasics>;
  /** The identifier is fixed once set (read-only). */
  identifierFixed: boolean;
  /** For the address autocomplete (the restaurant's identifier; '' for a new one). */
  urlIdentifier: string;
  /** Field errors to show (the domain's rules; the admin form's). */
  errors?: Partial<Record<'name' | 'urlIdentifier' | 'timezone', string | null>>;
  readOnly?: boolean;
}

/**
 * The restaurant fields My Restaurant and the admin's restaurant and group forms share
 * (restaurant-config.md §2.1, back-office.md §3): one component, so both edit them alike.
 */
export function RestaurantBasicsFields({
  form,
  identifierFixed,
  urlIdentifier,
  errors = {},
  readOnly = false,
}: RestaurantBasicsFieldsProps) {
  const t = useRestaurantsT();
  const { register, control, watch, setValue } = form;
  const timezone = watch('timezone');
  const zones = useMemo(() => timeZoneOptions(timezone || 'Australia/Sydney'), [timezone]);
  const ro = { htmlInput: { readOnly } };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={t('name')}
          required
          fullWidth
          error={Boolean(errors.name)}
          helperText={errors.name ?? undefined}
          slotProps={ro}
          {...muiRegister(register('name'))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t('altName')} fullWidth slotProps={ro} {...muiRegister(register('altName'))} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={t('urlIdentifier')}
          required
          fullWidth
          error={Boolean(errors.urlIdentifier)}
          helperText={errors.urlIdentifier ?? t('urlIdentifierHelp')}
          slotProps={{ htmlInput: { readOnly: identifierFixed || readOnly } }}
          {...muiRegister(register('urlIdentifier'))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t('phone')} fullWidth slotProps={ro} {...muiRegister(register('phone'))} />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="address"
          render={({ field }) => (
            <AddressAutocompleteField
              label={t('address')}
              name="address"
              value={field.value}
              restaurantId={urlIdentifier}
              onChange={(change) => {
                if (readOnly) return;
                field.onChange(change.address);
                if (change.addressObject) {
                  setValue('addressObject', change.addressObject);
                  setValue('latitude', change.addressObject.location?.lat ?? null);
                  setValue('longitude', change.addressObject.location?.lng ?? null);
                }
              }}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t('description')}
          fullWidth
          multiline
          minRows={2}
          slotProps={ro}
          {...muiRegister(register('restrauntDescription'))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t('abn')} fullWidth slotProps={ro} {...muiRegister(register('abn'))} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={t('notificationEmail')}
          type="email"
          fullWidth
          slotProps={ro}
          {...muiRegister(register('notificationEmail'))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Autocomplete
          options={zones}
          value={timezone}
          disableClearable
          readOnly={readOnly}
          onChange={(_e, zone) => setValue('timezone', zone, { shouldDirty: true })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('timezone')}
              required
              error={Boolean(errors.timezone)}
              helperText={errors.timezone ?? undefined}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          control={control}
          name="themeColor"
          render={({ field }) => (
            <TextField select label={t('themeColor')} fullWidth disabled={readOnly} {...field}>
              {THEME_OPTIONS.map(([preset, hex]) => (
                <MenuItem key={hex} value={hex}>
                  <Box
                    component="span"
                    sx={{
                      width: 16,
                      height: 16,
                      borderRadius: '50%',
                      bgcolor: hex,
                      mr: 1,
                      display: 'inline-block',
                    }}
                  />
                  {preset}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          control={control}
          name="websiteStyle"
          render={({ field }) => (
            <TextField select label={t('websiteStyle')} fullWidth disabled={readOnly} {...field}>
              {WEBSITE_STYLES.map((style) => (
                <MenuItem key={style} value={style}>
                  {t(`style_${style}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </Grid>
  );
}
