import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  ActivePromotionsResponse,
  InvoiceResponse,
  OnlineResponse,
  OrderSummaryResponse,
  RestaurantInfoResponse,
} from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';

/** The pages the web build's server renderer makes per restaurant (apps/web/src/first-screen). */
export type RestaurantPageKind = 'booking' | 'queue';

/** What apps/web/dist-ssr/prerender-entry.js exports for the server (decisions 0604, 0605). */
export interface WebRenderer {
  renderRestaurantPage(kind: RestaurantPageKind, restaurantId: string, info: RestaurantInfoResponse): string;
  /** An order's summary and invoice pages (decision 0605); absent from an older build's renderer. */
  renderOrderSummaryPage?(
    menuId: string,
    tableId: string,
    reference: string,
    summary: OrderSummaryResponse,
    themeColor: string | null | undefined,
  ): string;
  renderInvoicePage?(
    restaurantId: string,
    orderId: string,
    invoice: InvoiceResponse,
    themeColor: string | null | undefined,
  ): string;
  /**
   * A dish's page from the table's GET /online answer (decision 0606); null when the page would not
   * show that dish (unknown, or not visible at `now`). Absent from a build before it.
   */
  renderDishPage?(
    menuId: string,
    tableId: string,
    dishId: string,
    online: OnlineResponse,
    now?: Date,
  ): string | null;
  /**
   * A table's menu when no promotion landing comes first, its first screen only (decision 0609); null
   * when the landing shows or there is no menu. Absent from a build before it.
   */
  renderMenuPage?(
    menuId: string,
    tableId: string,
    online: OnlineResponse,
    promotions: ActivePromotionsResponse,
    now?: Date,
  ): string | null;
  /** A table's checkout, without the diner's cart (decision 0608). Absent from a build before it. */
  renderCheckoutPage?(menuId: string, tableId: string, online: OnlineResponse): string;
}

/**
 * The web app's server renderer, built beside its dist (`vite build --ssr` into dist-ssr): loaded
 * once, at the first page that asks for it (its ~3 MB of React and MUI stay out of a server that
 * serves no such page). Null when the build has none (an API-only or older build) or it cannot be
 * loaded: the pages then go out as built and the app renders them.
 */
export function webRendererLoader(
  webDist: string,
  log: FastifyBaseLogger,
): () => Promise<WebRenderer | null> {
  const file = join(webDist, '..', 'dist-ssr', 'prerender-entry.js');
  let loading: Promise<WebRenderer | null> | null = null;
  return () => {
    loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then(
          (module: Partial<WebRenderer>) =>
            typeof module.renderRestaurantPage === 'function' ? (module as WebRenderer) : null,
          (error: unknown) => {
            log.warn({ err: error, file }, 'web renderer could not be loaded: pages go out as built');
            return null;
          },
        )
      : Promise.resolve(null);
    return loading;
  };
}

/**
 * Rendered first screens kept by key (a page is the same for every diner until the answers it is
 * made from, or the moment it depends on, change; the key says which), the oldest going past `limit`.
 * The render runs on a miss only; one that throws is logged, not kept, and answers null — as does a
 * render that has nothing to show — so the page goes out as built.
 */
export function keptRenders(
  limit: number,
): (key: string, log: FastifyBaseLogger, render: () => string | null) => string | null {
  const kept = new Map<string, string | null>();
  return (key, log, render) => {
    const known = kept.get(key);
    if (known !== undefined) return known;
    let html: string | null;
    try {
      html = render();
    } catch (error) {
      log.warn({ err: error }, 'first screen could not be rendered: the page goes out as built');
      return null;
    }
    kept.set(key, html);
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    return html;
  };
}
