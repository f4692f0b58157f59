import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DELIVERY_PARTNER_NAMES, type PosDeliveryPartner } from '@rpos/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { muiRegister } from '../../../shared/ui/mui-register';
import {
  DeliveryPartnersFormSchema,
  type DeliveryPartnersFormValues,
  deliveryPartnersDefaults,
  listError,
  rowError,
} from '../pos-lists-form';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';
import { PosListCard } from './pos-list-card';
import { usePosListSave } from './use-pos-list-save';

type Output = z.output<typeof DeliveryPartnersFormSchema>;

/** Delivery partners: a name from the §9 list or typed, and the partner's commission (0–100 %). */
export function DeliveryPartnersCard({ partners }: { partners: PosDeliveryPartner[] }) {
  const t = useRestaurantSettingsT();
  const { run, saving } = usePosListSave();
  const { register, control, handleSubmit, reset, formState } = useForm<
    DeliveryPartnersFormValues,
    unknown,
    Output
  >({
    resolver: zodResolver(DeliveryPartnersFormSchema),
    defaultValues: deliveryPartnersDefaults(partners),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'list' });
  const onSubmit = handleSubmit((values) =>
    run({ posDeliveryPartners: values.list }, () => reset(deliveryPartnersDefaults(values.list))),
  );

  return (
    <PosListCard
      title={t('deliveryPartnersTitle')}
      addLabel={t('addDeliveryPartner')}
      emptyText={t('noDeliveryPartners')}
      isEmpty={fields.length === 0}
      listError={listError(formState.errors)}
      saving={saving}
      onAdd={() => append({ name: '', commission: '0' })}
      onSubmit={onSubmit}
    >
      {fields.map((field, i) => {
        const nameError = rowError(formState.errors, i, 'name');
        const commissionError = rowError(formState.errors, i, 'commissionPercentage', 'commission');
        return (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Controller
              control={control}
              name={`list.${i}.name`}
              render={({ field: f }) => (
                <Autocomplete
                  freeSolo
                  options={DELIVERY_PARTNER_NAMES}
                  value={f.value}
                  onInputChange={(_, value) => f.onChange(value)}
                  sx={{ flex: 1 }}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={t('deliveryPartner')}
                      size="small"
                      error={!!nameError}
                      helperText={nameError}
                      onBlur={f.onBlur}
                    />
                  )}
                />
              )}
            />
            <TextField
              label={t('commission')}
              size="small"
              inputMode="decimal"
              sx={{ width: 140 }}
              error={!!commissionError}
              helperText={commissionError}
              {...muiRegister(register(`list.${i}.commission`))}
            />
            <IconButton
              aria-label={t('remove', { name: field.name || t('deliveryPartner') })}
              onClick={() => remove(i)}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        );
      })}
    </PosListCard>
  );
}
