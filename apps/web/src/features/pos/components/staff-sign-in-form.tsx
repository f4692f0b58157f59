import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { STAFF_PIN_LENGTH } from '@rpos/domain';
import { useState } from 'react';
import { useStaffSignIn } from '../api/pos-staff-api';
import { errorText } from '../error-text';
import { usePosStaffT } from '../pos-staff-texts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back'] as const;

/**
 * Staff number and PIN, typed or tapped on the keypad (into the field last focused); Sign in. The
 * server's refusal (wrong number or PIN, too many tries) shows as it words it.
 */
export function StaffSignInForm({
  onSignedIn,
  approve,
}: {
  onSignedIn?: () => void;
  /** A manager's approval (decision 0513): the form hands the number and PIN over instead of signing in. */
  approve?: { label: string; error: string | null; onApprove: (staffNumber: string, pin: string) => void };
}) {
  const t = usePosStaffT();
  const signIn = useStaffSignIn();
  const [staffNumber, setStaffNumber] = useState('');
  const [pin, setPin] = useState('');
  const [field, setField] = useState<'number' | 'pin'>('number');
  const [error, setError] = useState<string | null>(null);
  const ready = staffNumber !== '' && pin.length === STAFF_PIN_LENGTH && !signIn.isPending;

  const type = (key: (typeof KEYS)[number]) => {
    const [value, set, max] =
      field === 'number' ? [staffNumber, setStaffNumber, 8] : [pin, setPin, STAFF_PIN_LENGTH];
    if (key === 'clear') set('');
    else if (key === 'back') set(value.slice(0, -1));
    else if (value.length < max) set(value + key);
  };

  const submit = () => {
    if (!ready) return;
    if (approve) {
      approve.onApprove(staffNumber, pin);
      return;
    }
    setError(null);
    signIn.mutate(
      { staffNumber, pin },
      {
        onSuccess: () => {
          setPin('');
          onSignedIn?.();
        },
        onError: (e) => {
          setPin('');
          setError(errorText(e, t('failed')));
        },
      },
    );
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 2, width: 320, maxWidth: '100%' }}
    >
      {(approve?.error ?? error) ? <Alert severity="error">{approve?.error ?? error}</Alert> : null}
      <TextField
        label={t('staffNumber')}
        value={staffNumber}
        autoFocus
        autoComplete="off"
        onFocus={() => setField('number')}
        onChange={(e) => setStaffNumber(e.target.value.replace(/\D/g, '').slice(0, 8))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label={t('pin')}
        type="password"
        value={pin}
        autoComplete="off"
        onFocus={() => setField('pin')}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, STAFF_PIN_LENGTH))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Box
        role="group"
        aria-label={t('keypad')}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1 }}
      >
        {KEYS.map((key) => (
          <Button
            key={key}
            variant="outlined"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => type(key)}
            aria-label={key === 'clear' ? t('clear') : key === 'back' ? t('backspace') : key}
            sx={{ minHeight: 56, fontSize: '1.25rem' }}
          >
            {key === 'clear' ? 'C' : key === 'back' ? '⌫' : key}
          </Button>
        ))}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={!ready} sx={{ minHeight: 56 }}>
        {approve?.label ?? t('signIn')}
      </Button>
    </Box>
  );
}
