import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type NavigateOptions, useBlocker, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

type Report = (id: string, dirty: boolean) => void;
interface UnsavedApi {
  report: Report;
  /** Every form of the scope counts as saved (before navigating away after a successful save). */
  clearAll(): void;
}
const UnsavedContext = createContext<UnsavedApi | null>(null);

/**
 * A page with several forms, each with its own Save (decision 0461): while any of them holds edits
 * not saved, leaving the page asks first ('You have unsaved changes') — a link, the back button, or
 * closing or reloading the tab (the browser's own question). Forms report with useUnsavedChanges.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  // Read by the blocker at the moment of navigating: a form that saved and then navigates in the same
  // tick (useUnsavedChanges' return) is already clean there, before React renders again.
  const dirtyNow = useRef(new Set<string>());
  const report = useCallback<Report>((id, isDirty) => {
    if (isDirty) dirtyNow.current.add(id);
    else dirtyNow.current.delete(id);
    setDirty((now) => {
      if (now.has(id) === isDirty) return now;
      const next = new Set(now);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const clearAll = useCallback(() => {
    dirtyNow.current.clear();
    setDirty(new Set());
  }, []);
  const api = useMemo(() => ({ report, clearAll }), [report, clearAll]);
  const anyDirty = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyNow.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!anyDirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyDirty]);
  const titleId = useId();
  return (
    <UnsavedContext.Provider value={api}>
      {children}
      <Dialog open={blocker.state === 'blocked'} aria-labelledby={titleId} onClose={() => blocker.reset?.()}>
        <DialogTitle id={titleId}>{t('unsavedChanges.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('unsavedChanges.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()}>{t('unsavedChanges.stay')}</Button>
          <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
            {t('unsavedChanges.leave')}
          </Button>
        </DialogActions>
      </Dialog>
    </UnsavedContext.Provider>
  );
}

/** Tells the page's UnsavedChangesScope whether this form holds edits not saved (no scope: nothing). */
export function useUnsavedChanges(isDirty: boolean): void {
  const report = useContext(UnsavedContext)?.report;
  const id = useId();
  useEffect(() => {
    report?.(id, isDirty);
  }, [report, id, isDirty]);
  useEffect(() => () => report?.(id, false), [report, id]);
}

/**
 * Navigates away after a successful save without asking: the page's forms count as saved at once
 * (their own isDirty turns false only on a later render, or never once the page is left).
 */
export function useLeaveAfterSave(): (to: string, options?: NavigateOptions) => void {
  const clearAll = useContext(UnsavedContext)?.clearAll;
  const navigate = useNavigate();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      clearAll?.();
      void navigate(to, options);
    },
    [clearAll, navigate],
  );
}

/** The page `Page` inside its own UnsavedChangesScope (a page whose hooks leave after saving). */
export function withUnsavedChanges<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Guarded = (props: P) => (
    <UnsavedChangesScope>
      <Page {...props} />
    </UnsavedChangesScope>
  );
  Guarded.displayName = `WithUnsavedChanges(${Page.displayName ?? Page.name})`;
  return Guarded;
}
