import { useQuery } from '@tanstack/react-query';
import { onlineMenuQuery } from './online-queries';

/** GET /online?menuId&tableId: the published menu, the restaurant and the table of a diner URL. */
export function useOnlineMenu(menuId: string, tableId: string) {
  return useQuery(onlineMenuQuery(menuId, tableId));
}
