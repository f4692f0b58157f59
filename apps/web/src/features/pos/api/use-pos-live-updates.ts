import { TransactionChangedEvent } from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../shared/api/use-event-stream';
import { posKeys } from './pos-keys';

/**
 * Follows the staff event stream while a POS screen is open: a `transactionChanged` (a diner's QR
 * order, another till's payment…) reloads the floor and that bill; after a dropped stream everything
 * the POS shows reloads, since events may have been missed (decision 0149).
 */
export function usePosLiveUpdates(enabled: boolean): void {
  const client = useQueryClient();
  useEventStream(
    enabled ? '/staff/events' : null,
    {
      transactionChanged: (data) => {
        const event = TransactionChangedEvent.safeParse(data);
        void client.invalidateQueries({ queryKey: posKeys.floor() });
        if (event.success)
          void client.invalidateQueries({ queryKey: posKeys.bill(event.data.transactionId) });
      },
    },
    () => void client.invalidateQueries({ queryKey: posKeys.all }),
  );
}
