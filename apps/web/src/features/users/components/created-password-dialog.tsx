import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUsersT } from '../users-texts';

/**
 * After a create: the server's generated password, read-only with a Copy button, shown this once
 * (decision 0207). Done leaves the form.
 */
export function CreatedPasswordDialog({
  username,
  password,
  onDone,
}: {
  username: string;
  password: string;
  onDone: () => void;
}) {
  const t = useUsersT();
  const snackbar = useSnackbar();
  const titleId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      snackbar.success(t('copied'));
    } catch {
      snackbar.error(t('copyFailed'));
    }
  };
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('createdTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('createdText', { username })}</DialogContentText>
        <TextField
          label={t('password')}
          value={password}
          fullWidth
          slotProps={{
            htmlInput: {
              readOnly: true,
              'data-testid': 'generated-password',
              style: { fontFamily: 'monospace' },
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                    {t('copy')}
                  </Button>
                </InputAdornment>
              ),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
