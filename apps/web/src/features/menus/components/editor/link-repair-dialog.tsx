import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MENU_MESSAGES, type RefreshLinksResponse } from '@rpos/domain';
import { useState } from 'react';
import { useRefreshOptionLinks } from '../../api/menu-editor-refresh-links';
import { useEditorT } from './editor-t';

/** The broken-link repair dialog (§2.3): POST /refreshOptionLinks/:menuId. */
export function LinkRepairDialog({
  menuId,
  brokenNames,
  onClose,
}: {
  menuId: string;
  brokenNames: string[];
  onClose: () => void;
}) {
  const t = useEditorT();
  const refresh = useRefreshOptionLinks(menuId);
  const [result, setResult] = useState<RefreshLinksResponse | null>(null);
  return (
    <Dialog open onClose={refresh.isPending ? undefined : onClose} aria-labelledby="menu-editor-repair-title">
      <DialogTitle id="menu-editor-repair-title">{t('repairTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('repairText')}</DialogContentText>
        {brokenNames.length > 0 ? (
          <ul>
            {brokenNames.map((n, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: names may repeat
              <li key={`${n}-${i}`}>{n}</li>
            ))}
          </ul>
        ) : null}
        {result ? (
          <Alert
            severity={result.message === MENU_MESSAGES.noBrokenLinks ? 'info' : 'success'}
            sx={{ mt: 1 }}
          >
            {result.message}
            {result.message === MENU_MESSAGES.noBrokenLinks
              ? null
              : ` ${t('repairResult', { refreshed: result.refreshed, repaired: result.repaired, broken: result.broken })}`}
          </Alert>
        ) : null}
        {refresh.isError ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {refresh.error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={refresh.isPending}>
          {t('close')}
        </Button>
        <Button
          variant="contained"
          disabled={refresh.isPending}
          onClick={() => refresh.mutate(undefined, { onSuccess: setResult })}
        >
          {refresh.isPending ? t('saving') : t('repair')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
