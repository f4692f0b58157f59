import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUEUE_MESSAGES } from '@rpos/domain';
import { useEffect } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useQueuePosition } from '../api/use-queue-position';
import { isFinalStatus, queueStatusTexts } from '../queue-status';
import { queueMessage, useQueueT } from '../queue-texts';

/**
 * The success view, live (decision 0073): the reference, the approximate waiting minutes and the
 * party's place, following the queue's stream; called, seated and removed show their own message.
 * `onGone` runs when the server no longer knows the token; `onRestart` lets the diner join again.
 */
export function QueueLiveView({
  token,
  onGone,
  onRestart,
}: {
  token: string;
  onGone: () => void;
  onRestart: () => void;
}) {
  const t = useQueueT();
  const position = useQueuePosition(token);
  const gone = position.isError && isApiError(position.error) && position.error.status === 404;

  useEffect(() => {
    if (gone) onGone();
  }, [gone, onGone]);

  if (position.isPending || gone)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  if (position.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void position.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {queueMessage(t, QUEUE_MESSAGES.failed)}
      </Alert>
    );

  const view = position.data;
  const { title, lines } = queueStatusTexts(view);
  const final = isFinalStatus(view.status);
  return (
    <Stack spacing={2} sx={{ textAlign: 'center' }} data-status={view.status}>
      <Typography variant="h5" component="h2">
        {t(title)}
      </Typography>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('reference')}
        </Typography>
        <Typography
          variant="h2"
          component="p"
          aria-label={`${t('reference')} ${view.reference}`}
          sx={{ fontWeight: 700, letterSpacing: 2 }}
        >
          {view.reference}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('party', { name: view.name, guests: view.guestNum })}
        </Typography>
      </Box>
      <Alert
        severity={view.status === 'called' ? 'success' : view.status === 'removed' ? 'warning' : 'info'}
        icon={false}
        role="status"
        aria-live="polite"
        sx={{ justifyContent: 'center' }}
      >
        {lines.map((line) => (
          <Typography key={line.key} variant={line.key === 'called' ? 'h6' : 'body1'} component="p">
            {t(line.key, line.params)}
          </Typography>
        ))}
      </Alert>
      {final ? null : (
        <Typography variant="caption" color="text.secondary">
          {t('live')}
        </Typography>
      )}
      <Box>
        <Button variant={final ? 'contained' : 'text'} onClick={onRestart}>
          {final ? t('joinAgain') : t('newEntry')}
        </Button>
      </Box>
    </Stack>
  );
}
