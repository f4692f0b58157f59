import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { PosPartner } from '@rpos/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { muiRegister } from '../../../shared/ui/mui-register';
import {
  listError,
  PaymentPartnersFormSchema,
  type PaymentPartnersFormValues,
  paymentPartnersDefaults,
  rowError,
} from '../pos-lists-form';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';
import { PosListCard } from './pos-list-card';
import { usePosListSave } from './use-pos-list-save';

type Output = z.output<typeof PaymentPartnersFormSchema>;

/** Payment partners of the POS: name (unique, case-insensitive) and whether it is prepaid. */
export function PaymentPartnersCard({ partners }: { partners: PosPartner[] }) {
  const t = useRestaurantSettingsT();
  const { run, saving } = usePosListSave();
  const { register, control, handleSubmit, reset, formState } = useForm<
    PaymentPartnersFormValues,
    unknown,
    Output
  >({
    resolver: zodResolver(PaymentPartnersFormSchema),
    defaultValues: paymentPartnersDefaults(partners),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'list' });
  const onSubmit = handleSubmit((values) =>
    run({ posPartners: values.list }, () =>
      reset({ list: values.list.map(({ name, isPrepaid }) => ({ name, isPrepaid })) }),
    ),
  );

  return (
    <PosListCard
      title={t('paymentPartnersTitle')}
      addLabel={t('addPaymentPartner')}
      emptyText={t('noPaymentPartners')}
      isEmpty={fields.length === 0}
      listError={listError(formState.errors)}
      saving={saving}
      onAdd={() => append({ name: '', isPrepaid: false })}
      onSubmit={onSubmit}
    >
      {fields.map((field, i) => {
        const error = rowError(formState.errors, i, 'name');
        return (
          <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('paymentPartner')}
              size="small"
              sx={{ flex: 1 }}
              error={!!error}
              helperText={error}
              {...muiRegister(register(`list.${i}.name`))}
            />
            <Controller
              control={control}
              name={`list.${i}.isPrepaid`}
              render={({ field: f }) => (
                <FormControlLabel
                  control={<Switch checked={f.value} onChange={(e) => f.onChange(e.target.checked)} />}
                  label={t('isPrepaid')}
                />
              )}
            />
            <IconButton
              aria-label={t('remove', { name: field.name || t('paymentPartner') })}
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
