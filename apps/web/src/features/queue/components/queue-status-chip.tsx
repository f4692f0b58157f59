import Chip from '@mui/material/Chip';
import type { QueueStatus } from '@rpos/domain';
import { type QueueBoardTextKey, useQueueBoardT } from '../queue-board-texts';

const LOOK: Record<
  QueueStatus,
  { key: QueueBoardTextKey; color: 'default' | 'primary' | 'success' | 'warning' }
> = {
  waiting: { key: 'statusWaiting', color: 'primary' },
  called: { key: 'statusCalled', color: 'warning' },
  seated: { key: 'statusSeated', color: 'success' },
  removed: { key: 'statusRemoved', color: 'default' },
};

/** A queue entry's status on the staff board. */
export function QueueStatusChip({ status }: { status: QueueStatus }) {
  const t = useQueueBoardT();
  const look = LOOK[status];
  return <Chip size="small" label={t(look.key)} color={look.color} variant="outlined" />;
}
