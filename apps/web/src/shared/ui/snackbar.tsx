import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_MS } from '@rpos/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

interface Note {
  key: number;
  message: string;
  severity: AlertColor;
}

export interface SnackbarApi {
  show(message: string, severity?: AlertColor): void;
  success(message: string): void;
  error(message: string): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

let nextKey = 1;

/** One snackbar for the whole app (success and error), hidden after 2 s; it survives navigation. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<Note | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((message: string, severity: AlertColor = 'info') => {
    setNote({ key: nextKey++, message, severity });
    setOpen(true);
  }, []);
  const api = useMemo<SnackbarApi>(
    () => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }),
    [show],
  );
  const close = (_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Snackbar
        key={note?.key}
        open={open && note !== null}
        autoHideDuration={SNACKBAR_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          onClose={() => close()}
          severity={note?.severity ?? 'info'}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {note?.message}
        </Alert>
      </Snackbar>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider');
  return api;
}
