import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  checkKiosk,
  KIOSK_MESSAGE_MAX,
  KIOSK_TIMEOUT_DEFAULT,
  type Kiosk,
  type KioskInput,
  type QrTypeOption,
} from '@rpos/domain';
import { useState } from 'react';
import { useDevicesT } from '../devices-texts';

export interface KioskFormProps {
  kiosk: Kiosk | null;
  newCode: string;
  qrTypes: readonly QrTypeOption[];
  tableNumbers: readonly string[];
  terminals: readonly string[];
  saving: boolean;
  onSave: (kiosk: KioskInput) => void;
}

/** The kiosk's fields (restaurant-config.md §3, §5): code, tables, types, terminal, required fields, payment, timeout, message. */
export function KioskForm(props: KioskFormProps) {
  const t = useDevicesT();
  const k = props.kiosk;
  const [code, setCode] = useState(k?.code ?? props.newCode);
  const [tables, setTables] = useState<string[]>(k?.tables.map((x) => x.tableNumber) ?? []);
  const [types, setTypes] = useState<string[]>(k?.qrTypes.map((q) => q.code) ?? []);
  const [terminal, setTerminal] = useState(k?.terminalNumber ?? '');
  const [phone, setPhone] = useState(k?.isMobilePhoneNumberRequired ?? false);
  const [name, setName] = useState(k?.isNameRequired ?? false);
  const [payment, setPayment] = useState(k?.isPaymentRequired ?? false);
  const [timeout, setTimeoutText] = useState(String(k?.timeoutSeconds ?? KIOSK_TIMEOUT_DEFAULT));
  const [message, setMessage] = useState(k?.message ?? '');
  const [error, setError] = useState<string | null>(null);

  const input = (): KioskInput => ({
    code,
    tables: tables.map((n, i) => {
      const before = k?.tables.find((x) => x.tableNumber === n);
      return before ?? { id: n, tableNumber: n, tableId: n, realTableNumber: n, sort: i };
    }),
    qrTypes: props.qrTypes.filter((q) => types.includes(q.code)),
    terminalNumber: terminal,
    isMobilePhoneNumberRequired: phone,
    isNameRequired: name,
    isPaymentRequired: payment,
    timeoutSeconds: timeout,
    message,
  });
  const submit = () => {
    const checked = checkKiosk(input());
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    props.onSave({ ...checked.value });
  };
  const toggleType = (c: string, on: boolean) =>
    setTypes((ts) => (on ? [...ts, c] : ts.filter((x) => x !== c)));

  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 640 }}>
      <TextField label={t('kioskCode')} value={code} onChange={(e) => setCode(e.target.value)} required />
      <Autocomplete
        multiple
        options={[...props.tableNumbers]}
        value={tables}
        onChange={(_e, v) => setTables(v)}
        renderInput={(params) => <TextField {...params} label={t('tables')} required />}
      />
      <Box>
        <FormLabel>{t('qrTypes')}</FormLabel>
        <FormGroup row>
          {props.qrTypes.map((q) => (
            <FormControlLabel
              key={q.code}
              control={
                <Checkbox
                  checked={types.includes(q.code)}
                  onChange={(e) => toggleType(q.code, e.target.checked)}
                />
              }
              label={q.name}
            />
          ))}
        </FormGroup>
      </Box>
      <TextField
        select
        label={t('terminalNumber')}
        value={terminal}
        onChange={(e) => setTerminal(e.target.value)}
      >
        <MenuItem value="">{t('noTerminal')}</MenuItem>
        {[...new Set([...props.terminals, ...(terminal ? [terminal] : [])])].map((id) => (
          <MenuItem key={id} value={id}>
            {id}
          </MenuItem>
        ))}
      </TextField>
      <FormGroup>
        <FormControlLabel
          control={<Switch checked={phone} onChange={(e) => setPhone(e.target.checked)} />}
          label={t('isMobilePhoneNumberRequired')}
        />
        <FormControlLabel
          control={<Switch checked={name} onChange={(e) => setName(e.target.checked)} />}
          label={t('isNameRequired')}
        />
        <FormControlLabel
          control={<Switch checked={payment} onChange={(e) => setPayment(e.target.checked)} />}
          label={t('isPaymentRequired')}
        />
      </FormGroup>
      <TextField
        label={t('timeoutSeconds')}
        value={timeout}
        onChange={(e) => setTimeoutText(e.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label={t('message')}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        helperText={`${message.length}/${KIOSK_MESSAGE_MAX}`}
        error={message.length > KIOSK_MESSAGE_MAX}
      />
      {error ? (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {error}
        </Box>
      ) : null}
      <Box>
        <Button variant="contained" onClick={submit} disabled={props.saving}>
          {props.saving ? t('saving') : t('save')}
        </Button>
      </Box>
    </Paper>
  );
}
