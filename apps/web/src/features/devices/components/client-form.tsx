import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  CLIENT_MESSAGES,
  type DisplayClientBody,
  POS_CLIENT_TYPES,
  type PosClient,
  type PosClientBody,
} from '@rpos/domain';
import { useState } from 'react';
import { useDevicesT } from '../devices-texts';

type Props =
  | { kind: 'pos'; saving: boolean; onSave: (body: PosClientBody) => void }
  | {
      kind: 'display';
      saving: boolean;
      posClients: readonly PosClient[];
      onSave: (body: DisplayClientBody) => void;
    };

/**
 * The create form of a POS client (Client Name, Type counter/client, Login Username, printer zones) or
 * a display client (Client Name, Login Username, at least one POS client) — restaurant-config.md §5.
 */
export function ClientForm(props: Props) {
  const t = useDevicesT();
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [username, setUsername] = useState('');
  const [zones, setZones] = useState('');
  const [posIds, setPosIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!name.trim()) return setError(CLIENT_MESSAGES.nameRequired);
    if (props.kind === 'pos' && !type) return setError(CLIENT_MESSAGES.typeRequired);
    if (!username.trim()) return setError(CLIENT_MESSAGES.usernameRequired);
    setError(null);
    if (props.kind === 'pos') {
      const names = zones
        .split(',')
        .map((z) => z.trim())
        .filter(Boolean);
      props.onSave({
        posClientName: name,
        posClientType: type,
        username,
        userEmail: '',
        printerZones: names.map((zoneName) => ({ id: zoneName, zoneName })),
      });
      return;
    }
    if (posIds.length === 0) return setError(CLIENT_MESSAGES.posClientsRequired);
    props.onSave({
      displayClientName: name,
      username,
      posIds,
      posClientNames: props.posClients.filter((p) => posIds.includes(p.id)).map((p) => p.posClientName),
    });
  };

  return (
    <Paper sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 560 }}>
      <TextField label={t('clientName')} value={name} onChange={(e) => setName(e.target.value)} required />
      {props.kind === 'pos' ? (
        <TextField select label={t('type')} value={type} onChange={(e) => setType(e.target.value)} required>
          {POS_CLIENT_TYPES.map((v) => (
            <MenuItem key={v} value={v}>
              {v === 'counter' ? t('typeCounter') : t('typeClient')}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        label={t('loginUsername')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      {props.kind === 'pos' ? (
        <TextField label={t('printerZones')} value={zones} onChange={(e) => setZones(e.target.value)} />
      ) : (
        <Box>
          <FormLabel>{t('posClientsField')}</FormLabel>
          <FormGroup>
            {props.posClients.map((p) => (
              <FormControlLabel
                key={p.id}
                label={p.posClientName}
                control={
                  <Checkbox
                    checked={posIds.includes(p.id)}
                    onChange={(e) =>
                      setPosIds((ids) => (e.target.checked ? [...ids, p.id] : ids.filter((x) => x !== p.id)))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </Box>
      )}
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
