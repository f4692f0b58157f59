import type { AnnouncementEvent, AvailabilityEvent, OnlineResponse, QrSettingsEvent } from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../shared/api/use-event-stream';
import { dinerQrOf } from '../diner-storage';
import { onlineKeys } from './online-keys';

/**
 * The live menu state (decision 20): one stream on /api/online/events?menuId&tableId while the menu
 * screen is open. availability, announcement and qrSettings patch the cached GET /online answer (so a
 * dish disappears or comes back at once); menuPublished and restaurantChanged (hours, surcharges, QR
 * switches, settings, profile) refetch the menu answer, which carries the restaurant.
 */
export function useLiveUpdates(menuId: string, tableId: string, enabled: boolean) {
  const client = useQueryClient();
  const key = onlineKeys.menu(menuId, tableId);
  const patch = (change: (data: OnlineResponse) => OnlineResponse) =>
    client.setQueryData<OnlineResponse>(key, (data) => (data ? change(data) : data));
  const qr = dinerQrOf(menuId, tableId);
  const query = new URLSearchParams(qr ? { menuId, tableId, qr } : { menuId, tableId });
  useEventStream(enabled ? `/online/events?${query}` : null, {
    availability: (event) => {
      const data = event as AvailabilityEvent;
      patch((d) =>
        d.menu && data.menuId !== d.menu.menuId
          ? d
          : { ...d, inactiveDishIds: data.inactiveDishIds, unavailable: data.unavailable },
      );
    },
    announcement: (event) => patch((d) => ({ ...d, announcement: event as AnnouncementEvent })),
    qrSettings: (event) => {
      const data = event as QrSettingsEvent;
      patch((d) => ({
        ...d,
        qrSettings: { isOrderingDisabled: data.isOrderingDisabled, disabledDate: data.disabledDate },
      }));
    },
    menuPublished: () => void client.invalidateQueries({ queryKey: key }),
    restaurantChanged: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: ['customerThemeColor', menuId.toLowerCase()] });
    },
  });
}
