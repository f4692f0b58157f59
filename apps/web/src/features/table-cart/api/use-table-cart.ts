import type { TableCartResponse, TableCartView } from '@rpos/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/api-client';
import { useEventStream } from '../../../shared/api/use-event-stream';
import { dinerId } from '../diner-identity';

/**
 * The table's shared cart (issue 32): GET /tableCart, kept live by GET /tableCart/events (each event
 * carries the whole cart, priced by the server). Small on purpose: the menu screen uses it for its
 * cart badge when group ordering is on.
 */
export const tableCartKey = (menuId: string, tableId: string) =>
  ['tableCart', menuId.toLowerCase(), tableId] as const;

/** Puts a newer cart in the cache (an older one, arriving late, is ignored); keeps this phone's tag. */
export function storeTableCart(
  client: QueryClient,
  menuId: string,
  tableId: string,
  cart: TableCartView & { you?: string },
): void {
  client.setQueryData<TableCartResponse>(tableCartKey(menuId, tableId), (was) => {
    const you = cart.you ?? was?.you;
    if (you === undefined) return was;
    if (was && was.version > cart.version) return was;
    return { ...cart, you };
  });
}

export function useTableCart(menuId: string, tableId: string, enabled: boolean) {
  const client = useQueryClient();
  const key = tableCartKey(menuId, tableId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<TableCartResponse>('/tableCart', {
        query: { menuId, tableId, dinerId: dinerId() },
        signal,
        allowForbidden: true,
      }),
    enabled,
  });
  useEventStream(
    enabled ? `/tableCart/events?${new URLSearchParams({ menuId, tableId })}` : null,
    {
      tableCart: (data) => {
        if (client.getQueryData(key)) storeTableCart(client, menuId, tableId, data as TableCartView);
        else void client.invalidateQueries({ queryKey: key });
      },
    },
    () => void client.invalidateQueries({ queryKey: key }),
  );
  return query;
}
