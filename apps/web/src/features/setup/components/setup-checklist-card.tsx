import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { setupStepPath } from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { QueryContent } from '../../../shared/ui/query-content';
import { useGoLive, useSetupChecklist } from '../api/setup-api';
import { useSetupT } from '../setup-texts';

/**
 * The setup checklist (decision 0373): each step, done or not, linking to its page; "Go live" once the
 * required steps are done, with the server's explanation of what is missing otherwise. Hidden once the
 * restaurant is live and every step is done.
 */
export function SetupChecklistCard() {
  const t = useSetupT();
  const checklist = useSetupChecklist();
  const goLive = useGoLive();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const c = checklist.data;
  if (c?.isOnline && c.complete && !message) return null;
  const doneCount = c?.steps.filter((s) => s.done).length ?? 0;

  const press = () =>
    goLive.mutate(undefined, {
      onSuccess: (answer) => setMessage({ ok: true, text: answer.message }),
      onError: (e) =>
        setMessage({ ok: false, text: isApiError(e) && e.message ? e.message : t('loadFailed') }),
    });

  return (
    <Paper component="section" aria-labelledby="setup-title" variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography id="setup-title" variant="h6" component="h2">
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('subtitle')}
      </Typography>
      <QueryContent
        query={checklist}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('refreshing')}
      >
        {c ? (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <LinearProgress
                variant="determinate"
                value={(doneCount / c.steps.length) * 100}
                sx={{ flex: 1 }}
                aria-label={t('progress', { done: doneCount, total: c.steps.length })}
              />
              <Typography variant="body2">
                {t('progress', { done: doneCount, total: c.steps.length })}
              </Typography>
            </Box>
            <List dense aria-label={t('title')}>
              {c.steps.map((s) => (
                <ListItem key={s.step} disablePadding>
                  <ListItemButton component={RouterLink} to={setupStepPath(s.step, c.urlIdentifier)}>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      {s.done ? (
                        <CheckCircle color="success" titleAccess={t('done')} />
                      ) : (
                        <RadioButtonUnchecked color="action" titleAccess={t('todo')} />
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={t(`step_${s.step}`)}
                      secondary={s.required && !s.done ? t('required') : undefined}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {message ? (
              <Alert severity={message.ok ? 'success' : 'warning'} sx={{ mb: 1 }}>
                {message.text}
              </Alert>
            ) : c.isOnline ? (
              <Alert severity="info" sx={{ mb: 1 }}>
                {t('liveIncomplete')}
              </Alert>
            ) : null}
            {c.isOnline ? null : (
              <Button variant="contained" onClick={press} disabled={goLive.isPending}>
                {goLive.isPending ? t('goingLive') : t('goLive')}
              </Button>
            )}
          </>
        ) : null}
      </QueryContent>
    </Paper>
  );
}
