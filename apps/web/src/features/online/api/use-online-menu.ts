import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { rememberDinerQr } from '../diner-storage';
import { onlineMenuQuery } from './online-queries';

/** GET /online?menuId&tableId: the published menu, the restaurant and the table of a diner URL. */
export function useOnlineMenu(menuId: string, tableId: string) {
  // A menu URL from the Online Menu code (?qr=onlineMenu) is remembered before the menu is asked for.
  rememberDinerQr(menuId, tableId, useLocation().search);
  return useQuery(onlineMenuQuery(menuId, tableId));
}
