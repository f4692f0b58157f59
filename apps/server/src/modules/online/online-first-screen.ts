import { type ActivePromotionsResponse, firstPicturesOf, type OnlineResponse } from '@rpos/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CachedJson } from '../../platform/raw-json';
import type { WebRenderer } from '../../platform/web-renderer';
import { scriptSafeJson } from '../../platform/web-static';
import { getActivePromotions } from '../promotions/promotions.service';
import { getOnlineMenu } from './online.service';
import { type TablePage, tablePageRoot } from './table-first-screens';

/**
 * What the server writes into index.html for a diner menu URL (decision 0590), so a phone paints the
 * first screen from the HTML instead of after the app's code and two API answers:
 * - `data`: the GET /online and GET /activePromotions answers the page would ask for, as they would
 *   come (the same services and texts), in a `<script type="application/json">` block the app reads
 *   into its query cache at start-up instead of fetching them;
 * - `root`: when the promotion landing shows, its first screen (title, picture, line) in plain HTML
 *   with inline styles, the picture in an <img> the browser fetches as soon as it reads it. The app
 *   replaces it with its own landing on its first render (same place, same size: nothing shifts).
 *   On a dish's page, the checkout and a menu without the landing, the app's own page rendered from
 *   the same answer (decisions 0606, 0608, 0609).
 * Everything that comes from the restaurant (names, picture URL) is escaped for HTML; the JSON for a
 * script block (`<` written as \u003c, so no `</script>` or `<!--` can appear in it).
 */
export interface FirstScreen {
  /** The JSON text of the data block (already safe inside <script>). */
  data: string;
  /** HTML for inside <div id="root">, or '' when the app's own first render is the first screen. */
  root: string;
  /** The first screen is the landing's picture: the app's code loads after it (decision 0591). */
  deferApp: boolean;
  /** The menu's first pictures, preloaded from <head> (decision 0607). */
  head?: string;
}

/** The landing's texts as the web app has them (apps/web/src/shared/i18n/locales, diner.promo*). */
export const LANDING_TEXTS = {
  en: { title: 'Special offers at {{name}}', line: 'Get the app for member offers, or order now.' },
  zh: { title: '{{name}} 优惠活动', line: '下载应用享受会员优惠，或立即点餐。' },
} as const;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value, safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The landing's language as the app picks it (navigator.language contains zh), from Accept-Language. */
export function landingLanguageOf(acceptLanguage: string | undefined): 'zh' | 'en' {
  const first = (acceptLanguage ?? '').split(',')[0] ?? '';
  return first.toLowerCase().includes('zh') ? 'zh' : 'en';
}

const MENU_PATH = /^\/online\/([^/]+)\/([^/]+)(?:\/[^/]+)?\/?$/;
/** The pages that read the table's menu first (decision 0592): cart and checkout (the till's too). */
const ORDER_PATH = /^\/(cart|checkout|tillCheckout)\/([^/]+)\/([^/]+)\/?$/i;

/**
 * A diner path's menuId and tableId and whether it is the menu itself (the app's routes
 * online/:menuId/:tableId/:orderId?, cart|checkout|tillCheckout/:menuId/:tableId, and
 * dishDetail?menuId&tableId&dishId, with its dishId).
 */
export function menuPathParams(
  path: string,
  search = '',
): { menuId: string; tableId: string; isMenu: boolean; dishId?: string; isCheckout?: boolean } | null {
  try {
    const menu = MENU_PATH.exec(path);
    if (menu)
      return { menuId: decodeURIComponent(menu[1]!), tableId: decodeURIComponent(menu[2]!), isMenu: true };
    const order = ORDER_PATH.exec(path);
    if (order)
      return {
        menuId: decodeURIComponent(order[2]!),
        tableId: decodeURIComponent(order[3]!),
        isMenu: false,
        isCheckout: order[1]!.toLowerCase() === 'checkout',
      };
    if (/^\/dishDetail\/?$/i.test(path)) {
      const query = new URLSearchParams(search);
      const menuId = query.get('menuId');
      const tableId = query.get('tableId');
      return menuId && tableId ? { menuId, tableId, isMenu: false, dishId: query.get('dishId') ?? '' } : null;
    }
  } catch {
    // A malformed escape in the path: the page as built.
  }
  return null;
}

/** The landing's first screen, styled like the app's (promotion-landing.tsx on the customer theme). */
function landingHtml(promotions: ActivePromotionsResponse, lng: 'zh' | 'en'): string {
  const texts = LANDING_TEXTS[lng];
  const name =
    lng === 'zh' && promotions.restaurantAltName ? promotions.restaurantAltName : promotions.restaurantName;
  const title = texts.title.replace('{{name}}', name);
  const picture = promotions.promotionImage
    ? `<img src="${escapeHtml(promotions.promotionImage)}" alt="" width="800" height="600" fetchpriority="high" style="width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:16px;background-color:rgba(0,0,0,.04)">`
    : '';
  return (
    // The app's CssBaseline and theme, before they load: no body margin, the theme's font.
    '<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;-webkit-font-smoothing:antialiased;color:rgba(0,0,0,.87);background:#fff}' +
    // A diner who already chose (order or promotions, index.html's first script marks it) sees the
    // app's own screen: the landing stays hidden.
    '[data-rpos-landing-chosen] #rpos-first-screen{display:none}</style>' +
    `<section id="rpos-first-screen" lang="${lng}" style="max-width:560px;margin:0 auto;padding:16px;display:flex;flex-direction:column;gap:16px;text-align:center">` +
    `<h1 style="margin:0;font-size:1.5rem;font-weight:700;line-height:1.334">${escapeHtml(title)}</h1>` +
    picture +
    `<p style="margin:0;font-size:1rem;line-height:1.5;color:rgba(0,0,0,.6)">${escapeHtml(texts.line)}</p>` +
    '</section>'
  );
}

/**
 * `<link rel="preload">` for the pictures of the first dishes the menu shows now (the ones it fetches
 * at high priority, its largest paints): they download beside the app's code instead of after it.
 */
function firstPicturesHead(online: CachedJson, now: Date): string {
  // The answer object is kept while the menu and its live state are unchanged: parsed once a minute
  // (what shows moves with the clock by the minute), not on every page load.
  const minute = now.toISOString().slice(0, 16);
  const known = firstPicturesKept.get(online);
  if (known?.minute === minute) return known.head;
  const head = firstPicturesOf(JSON.parse(online.text) as OnlineResponse, now)
    .map((href) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`)
    .join('');
  firstPicturesKept.set(online, { minute, head });
  return head;
}
const firstPicturesKept = new WeakMap<CachedJson, { minute: string; head: string }>();

/**
 * The table's GET /online answer without the menu's dishes (`menu.categories` empty): what the
 * checkout shows comes from the restaurant, the table, the surcharges and the menu's allergens. The
 * dishes are most of the answer (about 9 of its 10 KB, brotli, for the demo's menu): without them the
 * checkout's page fits the connection's first round trip (decision 0612). Made once per kept answer.
 */
function answerWithoutDishes(online: CachedJson): string {
  const known = withoutDishesKept.get(online);
  if (known !== undefined) return known;
  const answer = JSON.parse(online.text) as OnlineResponse;
  const text = JSON.stringify(answer.menu ? { ...answer, menu: { ...answer.menu, categories: [] } } : answer);
  withoutDishesKept.set(online, text);
  return text;
}
const withoutDishesKept = new WeakMap<CachedJson, string>();

/**
 * The first screen of a diner menu URL, or null when there is none to give (not a menu path, an
 * unknown restaurant or table, an unpublished menu: the app asks and shows the error itself).
 * `webRenderer` renders the menu without a landing, the dish page and the checkout (without it, they
 * carry the data only).
 */
export async function dinerMenuFirstScreen(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  webRenderer?: () => Promise<WebRenderer | null>,
): Promise<FirstScreen | null> {
  const search = request.url.split('?')[1] ?? '';
  const params = menuPathParams(path, search);
  if (!params) return null;
  const query = new URLSearchParams(search);
  const qr = query.get('qr') === 'onlineMenu' ? 'onlineMenu' : undefined;
  const now = app.deps.now();
  try {
    const ctx = await app.dinerContexts.get(params.menuId, now);
    const db = app.deps.database.db;
    const online = await getOnlineMenu(db, ctx, { tableId: params.tableId, qr, cached: {}, now });
    // The promotions only where the landing may show: the menu.
    const promotions = params.isMenu ? await getActivePromotions(db, params.menuId, now) : null;
    // The checkout's page carries the answer without its dishes (decision 0612), as `checkout`.
    const answers = params.isCheckout
      ? `,"checkout":${answerWithoutDishes(online)}`
      : `,"online":${online.text}${promotions ? `,"promotions":${JSON.stringify(promotions)}` : ''}`;
    const data = scriptSafeJson(
      `{"menuId":${JSON.stringify(params.menuId)},"tableId":${JSON.stringify(params.tableId)},"qr":${JSON.stringify(qr ?? null)}${answers}}`,
    );
    const failedPayment = query.get('type') === 'cancel' || query.get('type') === 'error';
    const landing = promotions !== null && promotions.promotionCount > 0 && !failedPayment;
    const { menuId, tableId, dishId } = params;
    const page: TablePage | null =
      dishId !== undefined
        ? { kind: 'dish', menuId, tableId, dishId }
        : params.isCheckout
          ? { kind: 'checkout', menuId, tableId }
          : // A menu with no promotions, unless the diner is back from a failed payment (the page
            // then says so above the menu).
            promotions !== null && promotions.promotionCount === 0 && !failedPayment
            ? { kind: 'menu', menuId, tableId, promotions }
            : null;
    const root = page
      ? await tablePageRoot(webRenderer, page, online.text, now, request.log)
      : landing
        ? landingHtml(promotions, landingLanguageOf(request.headers['accept-language']))
        : '';
    return {
      data,
      root,
      // A first screen that is a picture first, then the app's code: the landing's (decision 0591),
      // the menu's first dishes' (0609), the dish's (0611).
      deferApp:
        (landing && promotions.promotionImage !== null) ||
        ((page?.kind === 'menu' || page?.kind === 'dish') && root !== ''),
      // The menu itself first: its first dishes' pictures load beside the app's code (decision 0607).
      ...(params.isMenu && !landing ? { head: firstPicturesHead(online, now) } : {}),
    };
  } catch (error) {
    request.log.debug({ err: error, path }, 'no first screen for this menu URL');
    return null;
  }
}
