import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type BookingMessageKey, messageText, useBookingT } from '../../booking-texts';
import type { ContactFields } from '../../wizard-state';

/** Which field each contact message belongs to. */
const FIELD_OF: Partial<Record<BookingMessageKey, keyof ContactFields>> = {
  name: 'name',
  validName: 'name',
  email: 'email',
  validEmail: 'email',
  mobile: 'mobilePhone',
};

interface ContactStepProps {
  values: ContactFields;
  /** The message to show under its field. */
  error: BookingMessageKey | null;
  onChange(field: keyof ContactFields, value: string): void;
}

/** Step Contact: name, email, mobile phone and optional special requirements. */
export function ContactStep({ values, error, onChange }: ContactStepProps) {
  const t = useBookingT();
  const errorFor = (field: keyof ContactFields) =>
    error && FIELD_OF[error] === field ? messageText(t, error) : undefined;
  const field = (
    name: keyof ContactFields,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]>,
  ) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => onChange(name, e.target.value)}
      error={errorFor(name) !== undefined}
      helperText={errorFor(name)}
      fullWidth
      {...extra}
    />
  );
  return (
    <Stack spacing={2}>
      {field('name', t('name'), {
        required: true,
        autoComplete: 'name',
        slotProps: { htmlInput: { maxLength: 100 } },
      })}
      {field('email', t('email'), {
        required: true,
        type: 'email',
        autoComplete: 'email',
        slotProps: { htmlInput: { maxLength: 100, inputMode: 'email' } },
      })}
      {field('mobilePhone', t('mobilePhone'), {
        required: true,
        type: 'tel',
        autoComplete: 'tel',
        slotProps: { htmlInput: { maxLength: 30, inputMode: 'tel' } },
      })}
      {field('specialRequirement', t('specialRequirement'), {
        multiline: true,
        minRows: 2,
        slotProps: { htmlInput: { maxLength: 500 } },
      })}
    </Stack>
  );
}
