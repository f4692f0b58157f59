import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { muiRegister } from '../../../../shared/ui/mui-register';
import type { SessionFormValues } from '../../admin-session-form';
import { useTableInfo } from '../../api/booking-admin-api';
import { useBookingAdminT } from '../../booking-admin-texts';

export interface SessionTablesFieldProps {
  control: Control<SessionFormValues>;
  register: UseFormRegister<SessionFormValues>;
  errors: FieldErrors<SessionFormValues>['tables'];
}

/**
 * The session's tables: chosen from the restaurant's tables (GET /tableInfo, by area) with their
 * seats as max and min guests, which staff may change for this session.
 */
export function SessionTablesField({ control, register, errors }: SessionTablesFieldProps) {
  const t = useBookingAdminT();
  const info = useTableInfo();
  const { fields, append, remove } = useFieldArray({ control, name: 'tables' });
  const taken = new Set(fields.map((f) => f.tableNumber.toLowerCase()));
  const areas = (info.data ?? [])
    .map((area) => ({
      ...area,
      tables: area.tables.filter((tb) => !taken.has(tb.tableNumber.toLowerCase())),
    }))
    .filter((area) => area.tables.length > 0);
  const remaining = areas.flatMap((area) => area.tables);

  const add = (tableNumber: string) => {
    const table = remaining.find((tb) => tb.tableNumber === tableNumber);
    if (!table) return;
    append({
      tableNumber: table.tableNumber,
      guestNumber: String(table.numberOfGuests),
      minNumOfGuests: String(table.minNumOfGuests),
    });
  };

  const options: ReactNode[] = areas.flatMap((area) => [
    areas.length > 1 ? <ListSubheader key={`area-${area.name}`}>{area.name}</ListSubheader> : null,
    ...area.tables.map((tb) => (
      <MenuItem key={tb.tableNumber} value={tb.tableNumber}>
        {t('tableSeats', { number: tb.tableNumber, max: tb.numberOfGuests })}
      </MenuItem>
    )),
  ]);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby="session-tables-title">
      <Typography variant="subtitle1" component="h2" id="session-tables-title">
        {t('tablesTitle')}
      </Typography>
      <FormHelperText sx={{ mt: 0, mb: 1.5 }}>{t('tablesHelp')}</FormHelperText>

      {info.isError ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void info.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('tablesLoadFailed')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('addTable')}
            value=""
            disabled={info.isPending || remaining.length === 0}
            helperText={!info.isPending && remaining.length === 0 ? t('noTablesLeft') : undefined}
            onChange={(e) => add(e.target.value)}
            sx={{ minWidth: 240 }}
          >
            {options}
          </TextField>
          <Button
            startIcon={<AddIcon />}
            disabled={info.isPending || remaining.length === 0}
            onClick={() =>
              append(
                remaining.map((tb) => ({
                  tableNumber: tb.tableNumber,
                  guestNumber: String(tb.numberOfGuests),
                  minNumOfGuests: String(tb.minNumOfGuests),
                })),
              )
            }
          >
            {t('addAllTables')}
          </Button>
        </Box>
      )}

      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('noTables')}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {fields.map((field, i) => {
            const rowErrors = errors?.[i];
            const message =
              rowErrors?.tableNumber?.message ??
              rowErrors?.guestNumber?.message ??
              rowErrors?.minNumOfGuests?.message;
            return (
              <Box
                key={field.id}
                data-table-number={field.tableNumber}
                role="group"
                aria-label={t('tableLabel', { number: field.tableNumber })}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
                  <Typography sx={{ minWidth: 88, fontWeight: 500 }}>
                    {t('tableLabel', { number: field.tableNumber })}
                  </Typography>
                  <TextField
                    size="small"
                    type="number"
                    label={t('maxGuests')}
                    error={!!(rowErrors?.guestNumber || rowErrors?.tableNumber)}
                    sx={{ width: 120 }}
                    slotProps={{
                      htmlInput: {
                        min: 1,
                        step: 1,
                        'aria-label': t('tableMax', { number: field.tableNumber }),
                      },
                    }}
                    {...muiRegister(register(`tables.${i}.guestNumber`))}
                  />
                  <TextField
                    size="small"
                    type="number"
                    label={t('minGuests')}
                    error={!!rowErrors?.minNumOfGuests}
                    sx={{ width: 120 }}
                    slotProps={{
                      htmlInput: {
                        min: 0,
                        step: 1,
                        'aria-label': t('tableMin', { number: field.tableNumber }),
                      },
                    }}
                    {...muiRegister(register(`tables.${i}.minNumOfGuests`))}
                  />
                  <IconButton
                    aria-label={t('removeTable', { number: field.tableNumber })}
                    onClick={() => remove(i)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
                {message ? <FormHelperText error>{message}</FormHelperText> : null}
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
