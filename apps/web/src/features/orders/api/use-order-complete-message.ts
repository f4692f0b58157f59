import { orderCompleteMessageFor, orderKind } from '@rpos/domain';
import { useQuery } from '@tanstack/react-query';
import { onlineMenuQuery } from '../../online/api/online-queries';

/**
 * The restaurant's order completion message for the order type of a diner URL (its online settings,
 * in the GET /online answer the menu already holds), or null. A failed load shows none: the
 * thank-you page stands without it.
 */
export function useOrderCompleteMessage(menuId: string, tableId: string): string | null {
  const menu = useQuery({ ...onlineMenuQuery(menuId, tableId), enabled: menuId !== '' });
  const messages = menu.data?.restaurant.onlineSettings.orderCompleteMessages;
  return messages ? orderCompleteMessageFor(messages, orderKind(tableId)) : null;
}
