import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_MS } from '@rpos/domain';
import { useEffect } from 'react';

export interface SnackbarNote {
  key: number;
  message: string;
  severity: AlertColor;
}

/**
 * The snackbar itself, loaded apart from the provider: no page needs it for its first render. It sits
 * at the bottom, clear of the diner pages' header (the cart button) and above the safe area, and
 * hides after 2 s by its own timer: MUI's autoHideDuration pauses while a pointer rests on the
 * snackbar, and on a phone the emulated pointer of the last tap stays there, so it never went away.
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new note while one shows restarts the 2 s.
  useEffect(() => {
    if (!open) return;
    const id = window.setTimeout(() => onClose(), SNACKBAR_MS);
    return () => window.clearTimeout(id);
  }, [open, note.key, onClose]);
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
