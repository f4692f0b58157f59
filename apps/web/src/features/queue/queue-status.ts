import type { QueuePositionView, QueueStatus } from '@rpos/domain';
import type { QueueTextKey } from './queue-texts';

/** Seated and removed parties have left the queue: their live view no longer changes. */
export const isFinalStatus = (status: QueueStatus): boolean => status === 'seated' || status === 'removed';

export interface QueueStatusText {
  key: QueueTextKey;
  params?: Record<string, number>;
}

/** What the live view says about the party now: a title and the lines under it. */
export function queueStatusTexts(view: QueuePositionView): { title: QueueTextKey; lines: QueueStatusText[] } {
  switch (view.status) {
    case 'called':
      return { title: 'calledTitle', lines: [{ key: 'called' }] };
    case 'seated':
      return { title: 'seatedTitle', lines: [{ key: 'seated' }] };
    case 'removed':
      return { title: 'removedTitle', lines: [{ key: 'removed' }] };
    default: {
      const lines: QueueStatusText[] = [];
      if (view.position !== null) lines.push({ key: 'position', params: { position: view.position } });
      lines.push(
        view.partiesAhead > 0
          ? { key: 'partiesAhead', params: { count: view.partiesAhead } }
          : { key: 'next' },
      );
      lines.push(
        view.waitingMinutes > 0
          ? { key: 'waitingMinutes', params: { minutes: view.waitingMinutes } }
          : { key: 'waitingNone' },
      );
      return { title: 'joinedTitle', lines };
    }
  }
}
