import { useEffect, useRef } from 'react';
import { API_BASE } from './api-client';

export type StreamHandlers = Record<string, (data: unknown) => void>;

function parse(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data);
  } catch {
    return undefined;
  }
}

/**
 * Follows a Server-Sent Events stream of the API (`path` under /api) while the component is mounted
 * and `path` is not null: each named event's JSON data goes to its handler, and `onReconnect` runs
 * when the stream opens again after a drop (to catch up). Handlers may change on every render
 * without reconnecting; EventSource reconnects by itself; the stream closes on unmount
 * or when the path changes. The diner menu, the queue's live view and the staff queue board use it.
 */
export function useEventStream(
  path: string | null,
  handlers: StreamHandlers,
  onReconnect?: () => void,
): void {
  const current = useRef({ handlers, onReconnect });
  current.current = { handlers, onReconnect };
  const names = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (!path || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}${path}`, { withCredentials: true });
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) current.current.onReconnect?.();
      opened = true;
    });
    for (const name of names.split(',').filter(Boolean)) {
      source.addEventListener(name, (event) => {
        const data = parse(event);
        if (data !== undefined) current.current.handlers[name]?.(data);
      });
    }
    return () => source.close();
  }, [path, names]);
}
