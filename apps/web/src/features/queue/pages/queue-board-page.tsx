import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { QueueEntry } from '@rpos/domain';
import { useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useQueueAction } from '../api/use-queue-action';
import { useQueueBoard } from '../api/use-queue-board';
import { useQueueSettings } from '../api/use-queue-settings';
import { QueueBoardTable } from '../components/queue-board-table';
import { QueueSettingsForm } from '../components/queue-settings-form';
import { activeCount, boardRows, type QueueAction } from '../queue-board-rules';
import { type QueueBoardTextKey, useQueueBoardT } from '../queue-board-texts';
import { useNow } from '../use-now';

const DONE: Record<QueueAction, QueueBoardTextKey> = {
  call: 'calledOk',
  seat: 'seatedOk',
  remove: 'removedOk',
};

/** The server's refusal (400, 403, 404 carry their texts), otherwise the board's failure text. */
function failure(error: unknown, fallback: string): string {
  if (isApiError(error) && [400, 403, 404].includes(error.status) && error.message) return error.message;
  return fallback;
}

/**
 * /queueBoard (ours, issue 6): today's walk-in queue of the acting restaurant in order, live; staff
 * call a party (an SMS), seat it or remove it (after confirming), and set the average minutes per
 * party the diners' waiting minutes are estimated with.
 */
export function QueueBoardPage() {
  const t = useQueueBoardT();
  const snackbar = useSnackbar();
  const board = useQueueBoard();
  const settings = useQueueSettings();
  const act = useQueueAction();
  const now = useNow(30_000);
  const [showFinished, setShowFinished] = useState(false);
  const [pending, setPending] = useState<{ id: string; action: QueueAction } | null>(null);
  const [removing, setRemoving] = useState<QueueEntry | null>(null);

  const run = (entry: QueueEntry, action: QueueAction) => {
    if (pending) return;
    setPending({ id: entry.id, action });
    act.mutate(
      { id: entry.id, action },
      {
        onSuccess: () => {
          snackbar.success(t(DONE[action], { reference: entry.reference }));
          setRemoving(null);
        },
        onError: (e) => snackbar.error(failure(e, t('actionFailed'))),
        onSettled: () => setPending(null),
      },
    );
  };
  const onAction = (entry: QueueEntry, action: QueueAction) => {
    if (action === 'remove') setRemoving(entry);
    else run(entry, action);
  };

  const entries = board.data?.entries ?? [];
  const rows = boardRows(entries, showFinished);
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <FormControlLabel
            control={<Switch checked={showFinished} onChange={(e) => setShowFinished(e.target.checked)} />}
            label={t('showFinished')}
          />
        }
      />
      <Stack spacing={3}>
        <QueryContent
          query={board}
          failedText={failure(board.error, t('loadFailed'))}
          retryLabel={t('retry')}
          refreshingLabel={t('working')}
        >
          <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
            {t('activeCount', { count: activeCount(entries) })}
          </Typography>
          <QueueBoardTable
            entries={rows}
            now={now}
            emptyText={entries.length === 0 ? t('emptyAll') : t('empty')}
            pending={pending}
            onAction={onAction}
          />
        </QueryContent>
        {settings.data ? (
          <QueueSettingsForm averageMinutesPerParty={settings.data.averageMinutesPerParty} />
        ) : null}
      </Stack>
      <ConfirmDialog
        open={!!removing}
        title={removing ? t('removeTitle', { reference: removing.reference }) : ''}
        text={removing ? t('removeText', { name: removing.name, guests: removing.guestNum }) : ''}
        danger
        confirmLabel={t('remove')}
        busy={pending?.action === 'remove'}
        onConfirm={() => removing && run(removing, 'remove')}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
