import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Announcement } from '@rpos/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LinkifiedText } from '../../../shared/ui/linkified-text';

/** The announcement dialog itself, loaded only when there is one to show. */
export default function AnnouncementDialogView({
  announcement,
  onClose,
}: {
  announcement: Announcement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} aria-labelledby="announcement-title" fullWidth maxWidth="xs">
      <DialogTitle id="announcement-title">{announcement.dialogTitle}</DialogTitle>
      <DialogContent>
        <LinkifiedText text={announcement.dialogText} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" size="large" autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
