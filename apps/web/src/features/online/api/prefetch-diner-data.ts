import type { ActivePromotionsResponse, OnlineResponse } from '@rpos/domain';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { takeFirstScreenBlock } from '../../../shared/api/first-screen-block';
import { dinerQrOf, readLandingChoice, rememberDinerQr } from '../diner-storage';
import {
  acceptOnlineMenu,
  activePromotionsQuery,
  keepCheckoutAnswerOfPage,
  onlineMenuQuery,
} from './online-queries';

type LandingModule = typeof import('../components/promotion-landing');
let landingModule: LandingModule | undefined;

/** The promotion landing's code; the menu page renders it lazily from the same chunk. */
export const loadPromotionLanding = (): Promise<LandingModule> =>
  import('../components/promotion-landing').then((module) => {
    landingModule = module;
    return module;
  });

/**
 * The landing's code once it has loaded: the page then renders it at once, without a Suspense
 * fallback in between (the server's first screen is replaced by the landing itself, decision 0590).
 */
export const loadedPromotionLanding = (): LandingModule | undefined => landingModule;

/** The menu data the server writes into a menu URL's page (decision 0590, online-first-screen.ts). */
interface FirstScreenData {
  menuId: string;
  tableId: string;
  qr: string | null;
  online: OnlineResponse;
  /** On the menu's page only. */
  promotions?: ActivePromotionsResponse;
}

/** The page's data block when it is a menu's; null otherwise. */
function menuDataOf(block: Record<string, unknown> | null): FirstScreenData | null {
  return block?.online && typeof block.menuId === 'string' ? (block as unknown as FirstScreenData) : null;
}

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
 * page's largest paint) too. The dish page gets its menu early the same way. When the server wrote
 * the answers into the page (decision 0590: the menu, the dish page, the cart), they go into the
 * cache and nothing is fetched; the checkout's answer without dishes (0612) is kept for its page.
 * Other paths: nothing.
 */
export function prefetchDinerData(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
  block: Record<string, unknown> | null = takeFirstScreenBlock(),
) {
  const first = menuDataOf(block);
  const menu = matchPath('/online/:menuId/:tableId/:orderId?', location.pathname);
  if (menu) {
    const { menuId = '', tableId = '' } = menu.params;
    rememberDinerQr(menuId, tableId, location.search);
    if (seedFromPage(queryClient, first, menuId, tableId) && first?.promotions) {
      // The landing's code now (its picture is already in the page).
      if (first.promotions.promotionCount > 0 && readLandingChoice(menuId) !== 'order')
        loadPromotionLanding().catch(() => {
          // The page loads it again when it renders the landing.
        });
      return;
    }
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
    if (menuId && tableId && !seedFromPage(queryClient, first, menuId, tableId))
      void queryClient.prefetchQuery(onlineMenuQuery(menuId, tableId));
    return;
  }
  const checkout = matchPath('/checkout/:menuId/:tableId', location.pathname);
  if (checkout) {
    checkoutAnswerFromPage(block, checkout.params.menuId ?? '', checkout.params.tableId ?? '');
    return;
  }
  // The cart and the till's checkout read the table's menu first: the page may carry it too.
  const order =
    matchPath('/cart/:menuId/:tableId', location.pathname) ??
    matchPath('/tillCheckout/:menuId/:tableId', location.pathname);
  if (order) seedFromPage(queryClient, first, order.params.menuId ?? '', order.params.tableId ?? '');
}

/** The checkout's page answer (decision 0612), when the block is this URL's: kept for the checkout. */
function checkoutAnswerFromPage(
  block: Record<string, unknown> | null,
  menuId: string,
  tableId: string,
): void {
  const online = block?.checkout as OnlineResponse | undefined;
  if (online?.restaurant && block && isBlockOf(block, menuId, tableId))
    keepCheckoutAnswerOfPage(menuId, tableId, online);
}

/** The data block was written for this URL: the same restaurant, table and QR code. */
function isBlockOf(
  block: { menuId?: unknown; tableId?: unknown; qr?: unknown },
  menuId: string,
  tableId: string,
): boolean {
  return (
    block.menuId === menuId &&
    block.tableId === tableId &&
    ((block.qr as string | null) ?? undefined) === dinerQrOf(menuId, tableId)
  );
}

/**
 * The server's answers from the page's data block into the query cache, as if fetched, when the
 * block is this URL's (the same restaurant, table and QR code); false when it is not.
 */
function seedFromPage(
  queryClient: QueryClient,
  first: FirstScreenData | null,
  menuId: string,
  tableId: string,
): boolean {
  if (!first || !isBlockOf(first, menuId, tableId)) return false;
  queryClient.setQueryData(
    onlineMenuQuery(menuId, tableId).queryKey,
    acceptOnlineMenu(menuId, tableId, first.online),
  );
  if (first.promotions) queryClient.setQueryData(activePromotionsQuery(menuId).queryKey, first.promotions);
  return true;
}
