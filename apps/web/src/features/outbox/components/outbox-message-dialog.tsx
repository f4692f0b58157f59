import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OutboxMessage } from '@rpos/domain';
import { formatRestaurantDateTime, timezoneLabel } from '../../../shared/format/date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LinkifiedText } from '../../../shared/ui/linkified-text';
import { useRestaurantTimezone } from '../../restaurants/api/use-restaurant-timezone';
import { useOutboxMessage } from '../api/use-outbox-message';

/** One outbox message: subject, recipient, time and the body with clickable links. */
export function OutboxMessageDialog({
  message,
  open,
  onClose,
}: {
  message: OutboxMessage | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const timezone = useRestaurantTimezone();
  const detail = useOutboxMessage(message?.id ?? null, message ?? undefined);
  const shown = detail.data ?? message;

  return (
    <Dialog
      open={open && message !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="outbox-dialog-title"
    >
      <DialogTitle id="outbox-dialog-title">
        {shown?.subject || (shown?.channel === 'sms' ? t('outbox.sms') : t('outbox.messageTitle'))}
      </DialogTitle>
      {shown ? (
        <DialogContent dividers>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
            <Chip size="small" label={shown.channel === 'sms' ? t('outbox.sms') : t('outbox.email')} />
            <Chip size="small" variant="outlined" label={shown.status} />
            <Typography variant="body2" color="text.secondary">
              {t('outbox.sentAtIn', {
                time: formatRestaurantDateTime(shown.createdAt, timezone),
                zone: timezoneLabel(timezone),
                recipient: shown.recipient,
              })}
            </Typography>
          </Box>
          {shown.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t('outbox.error', { error: shown.error })}
            </Alert>
          ) : null}
          <Typography
            component="div"
            variant="body1"
            sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
          >
            <LinkifiedText text={shown.body} />
          </Typography>
          {shown.attachments.length > 0 ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="h3">
                {t('outbox.attachments')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }}>
                {shown.attachments.map((a) => (
                  <li key={a.filename}>
                    <Typography variant="body2">
                      {a.filename} ({a.contentType})
                    </Typography>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
            {t('outbox.transport', { transport: shown.transport })}
          </Typography>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
