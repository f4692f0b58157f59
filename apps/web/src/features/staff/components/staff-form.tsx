import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { StaffPermission } from '@rpos/domain';
import { type StaffKey, useStaffT } from '../staff-texts';

export interface StaffFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  staffNumber: string;
  permissions: string[];
}

export interface StaffFormProps {
  values: StaffFormValues;
  offered: readonly StaffPermission[];
  errors: Partial<Record<keyof StaffFormValues, string>>;
  disabled: boolean;
  onChange: (next: StaffFormValues) => void;
}

const TEXT_FIELDS: { key: 'firstName' | 'lastName' | 'email'; label: StaffKey; type: string }[] = [
  { key: 'firstName', label: 'firstName', type: 'text' },
  { key: 'lastName', label: 'lastName', type: 'text' },
  { key: 'email', label: 'email', type: 'email' },
];

/** First name, Last name, Email, Phone Number (digits), the read-only Staff Number, the permissions. */
export function StaffForm({ values, offered, errors, disabled, onChange }: StaffFormProps) {
  const t = useStaffT();
  const set = (patch: Partial<StaffFormValues>) => onChange({ ...values, ...patch });
  const toggle = (code: string) =>
    set({
      permissions: values.permissions.includes(code)
        ? values.permissions.filter((c) => c !== code)
        : [...values.permissions, code],
    });
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      {TEXT_FIELDS.map((f) => (
        <TextField
          key={f.key}
          label={t(f.label)}
          type={f.type}
          required
          disabled={disabled}
          value={values[f.key]}
          error={!!errors[f.key]}
          helperText={errors[f.key]}
          onChange={(e) => set({ [f.key]: e.target.value })}
        />
      ))}
      <TextField
        label={t('phoneNumber')}
        required
        disabled={disabled}
        value={values.phoneNumber}
        error={!!errors.phoneNumber}
        helperText={errors.phoneNumber}
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        onChange={(e) => set({ phoneNumber: e.target.value.replace(/\D/g, '') })}
      />
      <TextField
        label={t('staffNumber')}
        required
        value={values.staffNumber}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{t('permissions')}</FormLabel>
        <FormHelperText sx={{ mx: 0 }}>{t('permissionsHint')}</FormHelperText>
        <FormGroup>
          {offered.map((p) => (
            <FormControlLabel
              key={p.code}
              control={
                <Checkbox
                  checked={values.permissions.includes(p.code)}
                  disabled={disabled}
                  onChange={() => toggle(p.code)}
                />
              }
              label={p.name}
            />
          ))}
        </FormGroup>
      </Box>
    </Box>
  );
}
