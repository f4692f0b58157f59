import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Discount } from '@rpos/domain';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { muiRegister } from '../../../shared/ui/mui-register';
import {
  DiscountsFormSchema,
  type DiscountsFormValues,
  discountsDefaults,
  listError,
  rowError,
} from '../pos-lists-form';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';
import { PosListCard } from './pos-list-card';
import { usePosListSave } from './use-pos-list-save';

type Output = z.output<typeof DiscountsFormSchema>;

/** Discounts: a name (unique, case-insensitive) and a percentage or an amount in dollars. */
export function DiscountsCard({ discounts }: { discounts: Discount[] }) {
  const t = useRestaurantSettingsT();
  const { run, saving } = usePosListSave();
  const { register, control, handleSubmit, reset, formState } = useForm<DiscountsFormValues, unknown, Output>(
    {
      resolver: zodResolver(DiscountsFormSchema),
      defaultValues: discountsDefaults(discounts),
    },
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'list' });
  const onSubmit = handleSubmit((values) =>
    run({ discounts: values.list }, () => reset(discountsDefaults(values.list))),
  );

  return (
    <PosListCard
      title={t('discountsTitle')}
      addLabel={t('addDiscount')}
      emptyText={t('noDiscounts')}
      isEmpty={fields.length === 0}
      listError={listError(formState.errors)}
      saving={saving}
      onAdd={() => append({ name: '', mode: 'percentage', value: '' })}
      onSubmit={onSubmit}
    >
      {fields.map((field, i) => {
        const nameError = rowError(formState.errors, i, 'name');
        const valueError = rowError(formState.errors, i, 'percentage', 'amount', 'value');
        return (
          <Stack
            key={field.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
          >
            <TextField
              label={t('discountName')}
              size="small"
              sx={{ flex: 1, minWidth: 160 }}
              error={!!nameError}
              helperText={nameError}
              {...muiRegister(register(`list.${i}.name`))}
            />
            <Controller
              control={control}
              name={`list.${i}.mode`}
              render={({ field: f }) => (
                <TextField
                  select
                  size="small"
                  label={t('discountMode')}
                  value={f.value}
                  onChange={(e) => f.onChange(e.target.value)}
                  sx={{ width: 170 }}
                >
                  <MenuItem value="percentage">{t('modePercentage')}</MenuItem>
                  <MenuItem value="amount">{t('modeAmount')}</MenuItem>
                </TextField>
              )}
            />
            <TextField
              label={t('discountValue')}
              size="small"
              inputMode="decimal"
              sx={{ width: 130 }}
              error={!!valueError}
              helperText={valueError}
              {...muiRegister(register(`list.${i}.value`))}
            />
            <IconButton
              aria-label={t('remove', { name: field.name || t('discountName') })}
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
