import type { AnnouncementEvent, AvailabilityEvent, OnlineResponse, QrSettingsEvent } from '@rpos/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../shared/api/api-client';
import { onlineKeys } from './online-keys';

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * The live menu state (decision 20): one EventSource on /api/online/events?menuId&tableId while the
 * menu screen is open. availability, announcement and qrSettings patch the cached GET /online answer
 * (so a dish disappears or comes back at once); menuPublished refetches the menu. EventSource
 * reconnects by itself; the stream is closed on unmount or when the diner URL changes.
 */
export function useLiveUpdates(menuId: string, tableId: string, enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const key = onlineKeys.menu(menuId, tableId);
    const patch = (change: (data: OnlineResponse) => OnlineResponse) =>
      client.setQueryData<OnlineResponse>(key, (data) => (data ? change(data) : data));
    const params = new URLSearchParams({ menuId, tableId });
    const source = new EventSource(`${API_BASE}/online/events?${params}`, { withCredentials: true });
    source.addEventListener('availability', (event) => {
      const data = parse<AvailabilityEvent>(event);
      if (!data) return;
      patch((d) =>
        d.menu && data.menuId !== d.menu.menuId
          ? d
          : { ...d, inactiveDishIds: data.inactiveDishIds, unavailable: data.unavailable },
      );
    });
    source.addEventListener('announcement', (event) => {
      const data = parse<AnnouncementEvent>(event);
      if (data) patch((d) => ({ ...d, announcement: data }));
    });
    source.addEventListener('qrSettings', (event) => {
      const data = parse<QrSettingsEvent>(event);
      if (data)
        patch((d) => ({
          ...d,
          qrSettings: { isOrderingDisabled: data.isOrderingDisabled, disabledDate: data.disabledDate },
        }));
    });
    source.addEventListener('menuPublished', () => {
      void client.invalidateQueries({ queryKey: key });
    });
    return () => source.close();
  }, [client, menuId, tableId, enabled]);
}
