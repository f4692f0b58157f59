import CloudOff from '@mui/icons-material/CloudOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Link as RouterLink } from 'react-router';
import { formatRestaurantDateTime } from '../../../shared/format/date-time';
import { SYNC_REVIEW_PATH } from '../model/paths';
import { useOfflineT } from './offline-texts';
import { type OfflineCounts, useIsOffline, useOfflineSync } from './use-offline';

/**
 * The POS's network line (issue 31): 'Offline — N changes waiting' with the age of the menu in use;
 * back online, the changes being sent; and the changes to review, with the way to them. Nothing when
 * the POS is online with nothing waiting.
 */
export function OfflineBanner({ counts, timezone }: { counts: OfflineCounts; timezone: string }) {
  const t = useOfflineT();
  const offline = useIsOffline();
  const sync = useOfflineSync(counts.waiting);
  const menu = counts.menuSavedAt
    ? t('menuAge', { time: formatRestaurantDateTime(counts.menuSavedAt, timezone, { seconds: false }) })
    : t('menuUnknown');
  const review =
    counts.held > 0 ? (
      <Button color="inherit" size="small" component={RouterLink} to={SYNC_REVIEW_PATH}>
        {t('toReview', { count: counts.held })}
      </Button>
    ) : null;
  if (offline)
    return (
      <Alert severity="warning" icon={<CloudOff />} role="status" action={review} sx={{ borderRadius: 0 }}>
        {t('offlineBanner', { count: counts.waiting })} · {menu}
      </Alert>
    );
  if (counts.waiting > 0)
    return (
      <Alert
        severity={sync.error ? 'error' : 'info'}
        role="status"
        icon={sync.syncing ? <CircularProgress size={20} aria-label={t('syncNow')} /> : undefined}
        action={review}
        sx={{ borderRadius: 0 }}
      >
        {sync.error ? t('syncFailed') : t('onlineWaiting', { count: counts.waiting })}
      </Alert>
    );
  if (review)
    return (
      <Alert severity="info" role="status" action={review} sx={{ borderRadius: 0 }}>
        {t('review')}
      </Alert>
    );
  return null;
}
