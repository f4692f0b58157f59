import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DINER_NICKNAME_MAX } from '@rpos/domain';
import { type FormEvent, useState } from 'react';
import { readNickname, saveNickname } from '../diner-identity';
import { useTableCartT } from '../table-cart-texts';

/** Asks the name the table sees beside this phone's dishes; saved on the phone for next time. */
export function NicknameDialog({
  open,
  onDone,
  onCancel,
}: {
  open: boolean;
  onDone: (nickname: string) => void;
  onCancel: () => void;
}) {
  const t = useTableCartT();
  const [name, setName] = useState(readNickname);
  const valid = name.trim().length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    saveNickname(name);
    onDone(name.trim());
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="nickname-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="nickname-title">{t('nameTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('nameText')}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            required
            label={t('yourName')}
            helperText={t('yourNameHelp')}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, DINER_NICKNAME_MAX))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} sx={{ minHeight: 48 }}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!valid} sx={{ minHeight: 48 }}>
            {t('saveName')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
