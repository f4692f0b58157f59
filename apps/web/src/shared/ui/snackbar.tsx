import type { AlertColor } from '@mui/material/Alert';
import {
  Component,
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { SnackbarNote } from './snackbar-view';

export interface SnackbarApi {
  show(message: string, severity?: AlertColor): void;
  success(message: string): void;
  error(message: string): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

// The MUI Snackbar, Alert and transitions stay out of the first download of every page: the view
// loads at the person's first tap or key press (messages answer what they do, so it is there by the
// time the first one comes, even if the connection drops later) or at the first message, whichever
// comes first; a page that is only looked at never downloads it.
const loadView = () => import('./snackbar-view');
const SnackbarView = lazy(async () => ({ default: (await loadView()).SnackbarView }));

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

function atFirstInteraction(run: () => void): () => void {
  const once = () => {
    stop();
    run();
  };
  const stop = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, once, true);
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}

/** Should the view fail to load (offline before it came), the message is lost, not the page. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

let nextKey = 1;

/** One snackbar for the whole app (success and error), hidden after 2 s; it survives navigation. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<SnackbarNote | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(
    () =>
      atFirstInteraction(() => {
        loadView().catch(() => {
          // Loaded again at the first message; a failure here must not surface.
        });
      }),
    [],
  );

  const show = useCallback((message: string, severity: AlertColor = 'info') => {
    setNote({ key: nextKey++, message, severity });
    setOpen(true);
  }, []);
  const api = useMemo<SnackbarApi>(
    () => ({ show, success: (m) => show(m, 'success'), error: (m) => show(m, 'error') }),
    [show],
  );
  const close = useCallback((_event?: unknown, reason?: string) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  }, []);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {note ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <SnackbarView note={note} open={open} onClose={close} />
          </Suspense>
        </QuietBoundary>
      ) : null}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider');
  return api;
}
