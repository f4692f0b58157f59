import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useStaffT } from '../staff-texts';

export interface PinDialogProps {
  /** The PIN to show; null: closed. */
  pin: string | null;
  name: string;
  staffNumber: string;
  onDone: () => void;
}

/** A new PIN, shown this once with a Copy button (decision 0236). */
export function PinDialog({ pin, name, staffNumber, onDone }: PinDialogProps) {
  const t = useStaffT();
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!pin) return;
    try {
      await navigator.clipboard.writeText(pin);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open={pin !== null} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('pinTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('pinText', { name, number: staffNumber })}</DialogContentText>
        <Typography
          component="output"
          aria-label={t('pinTitle')}
          sx={{ display: 'block', fontFamily: 'monospace', fontSize: '2rem', letterSpacing: '0.3em', my: 2 }}
        >
          {pin}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {copied ? t('copied') : t('copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
