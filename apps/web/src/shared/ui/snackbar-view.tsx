import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_MS } from '@rpos/domain';

export interface SnackbarNote {
  key: number;
  message: string;
  severity: AlertColor;
}

/** The snackbar itself, loaded apart from the provider: no page needs it for its first render. */
export function SnackbarView({
  note,
  open,
  onClose,
}: {
  note: SnackbarNote;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
}) {
  return (
    <Snackbar
      key={note.key}
      open={open}
      autoHideDuration={SNACKBAR_MS}
      onClose={onClose}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert onClose={() => onClose()} severity={note.severity} variant="filled" sx={{ width: '100%' }}>
        {note.message}
      </Alert>
    </Snackbar>
  );
}
