import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEditorT } from './editor-t';

/** The confirm dialog before a delete (§2.3), with the spec's text. */
export function ConfirmDialog({
  open,
  text,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  text: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useEditorT();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="menu-editor-confirm-title">
      <DialogTitle id="menu-editor-confirm-title">{t('confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? t('saving') : t('delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
