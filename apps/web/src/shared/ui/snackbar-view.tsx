import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export interface SnackbarNote {
  key: number;
  message: string;
  severity: AlertColor;
}

/**
 * The snackbar itself, loaded apart from the provider: no page needs it for its first render. It sits
 * at the bottom, clear of the diner pages' header (the cart button) and above the safe area; the
 * provider hides it after 2 s.
 */
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
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{
        bottom: {
          xs: 'calc(16px + env(safe-area-inset-bottom))',
          sm: 'calc(24px + env(safe-area-inset-bottom))',
        },
      }}
    >
      <Alert onClose={() => onClose()} severity={note.severity} variant="filled" sx={{ width: '100%' }}>
        {note.message}
      </Alert>
    </Snackbar>
  );
}
