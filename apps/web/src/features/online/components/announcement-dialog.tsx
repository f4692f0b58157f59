import type { Announcement } from '@rpos/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { markAnnouncementShown, wasAnnouncementShown } from '../diner-storage';

const AnnouncementDialogView = lazy(() => import('./announcement-dialog-view'));

/**
 * The menu's announcement (diner.md §4): shown when showDialog is on, unless the same dialogVersion
 * was shown within 5 minutes in this browser session; a new version (live event) shows it again.
 * The dialog's code loads only when it opens.
 */
export function AnnouncementDialog({ menuId, announcement }: { menuId: string; announcement: Announcement }) {
  const { showDialog, dialogVersion } = announcement;
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!showDialog) {
      setOpen(false);
      return;
    }
    if (wasAnnouncementShown(menuId, dialogVersion)) return;
    markAnnouncementShown(menuId, dialogVersion);
    setOpen(true);
  }, [menuId, showDialog, dialogVersion]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialogView announcement={announcement} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
