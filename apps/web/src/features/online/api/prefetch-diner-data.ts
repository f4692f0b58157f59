import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { readLandingChoice, rememberDinerQr } from '../diner-storage';
import { activePromotionsQuery, onlineMenuQuery } from './online-queries';

/** The promotion landing's code; the menu page renders it lazily from the same chunk. */
export const loadPromotionLanding = () => import('../components/promotion-landing');

/** Fetches a picture now, at high priority; the <img> showing it later takes it from the memory cache. */
function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = href;
  document.head.append(link);
}

/**
 * A diner who opens a menu (a scanned QR code) would otherwise wait for the app's code, then the
 * page's code, then the menu and promotions, then the landing's code, then its picture, one after
 * another. Called once at start-up, this starts the menu and promotions calls beside the page's code
 * download (the same query keys and options as the page's hooks, so the page finds them running), and
 * when the promotions answer and the landing will show, the landing's code and its picture (the
 * page's largest paint) too. The dish page gets its menu early the same way. Other paths: nothing.
 */
export function prefetchDinerData(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  const menu = matchPath('/online/:menuId/:tableId/:orderId?', location.pathname);
  if (menu) {
    const { menuId = '', tableId = '' } = menu.params;
    rememberDinerQr(menuId, tableId, location.search);
    void queryClient.prefetchQuery(onlineMenuQuery(menuId, tableId));
    queryClient.fetchQuery(activePromotionsQuery(menuId)).then(
      (promotions) => {
        if (promotions.promotionCount <= 0 || readLandingChoice(menuId) === 'order') return;
        loadPromotionLanding().catch(() => {
          // The page loads it again when it renders the landing.
        });
        if (promotions.promotionImage) preloadImage(promotions.promotionImage);
      },
      () => {
        // The page's own query shows the error and offers to try again.
      },
    );
    return;
  }
  if (matchPath('/dishDetail', location.pathname)) {
    const params = new URLSearchParams(location.search);
    const menuId = params.get('menuId');
    const tableId = params.get('tableId');
    if (menuId && tableId) void queryClient.prefetchQuery(onlineMenuQuery(menuId, tableId));
  }
}
