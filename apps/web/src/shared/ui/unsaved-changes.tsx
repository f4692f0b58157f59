import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../i18n/use-translation';

type Report = (id: string, dirty: boolean) => void;
const UnsavedContext = createContext<Report | null>(null);

/**
 * A page with several forms, each with its own Save (decision 0461): while any of them holds edits
 * not saved, leaving the page asks first ('You have unsaved changes') — a link, the back button, or
 * closing or reloading the tab (the browser's own question). Forms report with useUnsavedChanges.
 */
export function UnsavedChangesScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((id, isDirty) => {
    setDirty((now) => {
      if (now.has(id) === isDirty) return now;
      const next = new Set(now);
      if (isDirty) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const anyDirty = dirty.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => anyDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!anyDirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyDirty]);
  const titleId = useId();
  return (
    <UnsavedContext.Provider value={report}>
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
  const report = useContext(UnsavedContext);
  const id = useId();
  useEffect(() => {
    report?.(id, isDirty);
  }, [report, id, isDirty]);
  useEffect(() => () => report?.(id, false), [report, id]);
}
