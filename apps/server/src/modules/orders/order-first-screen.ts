import {
  InvoiceQuery,
  InvoiceResponse,
  OrderSummaryQuery,
  OrderSummaryResponse,
  RestaurantInfoQuery,
  RestaurantInfoResponse,
} from '@rpos/domain';
import type { FastifyInstance } from 'fastify';
import { keptRenders, type WebRenderer } from '../../platform/web-renderer';
import { type FirstScreenHtml, prerenderedRoot, scriptSafeJson } from '../../platform/web-static';
import { getRestaurantInfo } from '../restaurants/restaurants.service';
import { getInvoice, getOrderSummary } from './order-documents.service';

/** The order summary with an order's reference, and the invoice, as the app's router matches them. */
const SUMMARY_PAGE = /^\/orderSuccessDetail\/([^/]+)\/([^/]+)\/([^/]+)\/?$/i;
const INVOICE_PAGE = /^\/invoice\/([^/]+)\/([^/]+)\/?$/i;

/** Rendered screens kept by page and answers (an order's pages change when the order does). */
const rendered = keptRenders(100);

function decoded(parts: readonly (string | undefined)[]): string[] | null {
  try {
    return parts.map((p) => decodeURIComponent(p ?? ''));
  } catch {
    return null;
  }
}

/**
 * The restaurant's colour as the order pages' layout asks for it (GET /restaurantInfo's themeColor);
 * undefined when that call would fail (the layout then shows the default colour).
 */
async function themeColorOf(app: FastifyInstance, restaurantId: string): Promise<string | null | undefined> {
  const query = RestaurantInfoQuery.safeParse({ restaurantId });
  if (!query.success) return undefined;
  try {
    const info = RestaurantInfoResponse.parse(await getRestaurantInfo(app.deps, query.data.restaurantId));
    return info.restaurant.themeColor;
  } catch {
    return undefined;
  }
}

/** The page's answers, read with the routes' own schemas and services; null when the API would refuse. */
type PageAnswers =
  | { kind: 'summary'; menuId: string; tableId: string; reference: string; answer: OrderSummaryResponse }
  | { kind: 'invoice'; restaurantId: string; orderId: string; answer: InvoiceResponse };

async function answersFor(app: FastifyInstance, path: string): Promise<PageAnswers | null> {
  const db = app.deps.database.db;
  const summary = SUMMARY_PAGE.exec(path);
  if (summary) {
    const params = decoded(summary.slice(1));
    if (!params) return null;
    const [menuId = '', tableId = '', reference = ''] = params;
    // As the page asks for it with no other recent order: GET /orderSummary?orderIds=<reference>.
    const query = OrderSummaryQuery.safeParse({ restaurantId: menuId, orderIds: reference });
    if (!query.success || query.data.orderIds.length !== 1 || query.data.orderIds[0] !== reference)
      return null;
    const answer = OrderSummaryResponse.parse(
      await getOrderSummary(db, query.data.restaurantId, query.data.orderIds),
    );
    // An unknown order: the page's empty state is the app's to show.
    if (answer.orders.length === 0) return null;
    return { kind: 'summary', menuId, tableId, reference, answer };
  }
  const invoice = INVOICE_PAGE.exec(path);
  if (invoice) {
    const params = decoded(invoice.slice(1));
    if (!params) return null;
    const [restaurantId = '', orderId = ''] = params;
    const query = InvoiceQuery.safeParse({ restaurantId, orderId });
    if (!query.success) return null;
    const answer = InvoiceResponse.parse(await getInvoice(db, query.data.restaurantId, query.data.orderId));
    return { kind: 'invoice', restaurantId, orderId, answer };
  }
  return null;
}

/**
 * An order's summary or invoice page with its first screen (decision 0605): rendered by the web
 * build's server renderer from the answers GET /orderSummary (for the URL's order alone) and GET
 * /invoice give for the URL — the same schemas and services, so the same access: whoever has the
 * link — in the restaurant's colour (GET /restaurantInfo), all of which the page also carries for
 * the app's query cache. Null — the page goes out as built — for other paths, a summary without a
 * reference, an unknown restaurant or order, a build without the renderer, or a failing render.
 */
export async function orderPageFirstScreen(
  app: FastifyInstance,
  webRenderer: () => Promise<WebRenderer | null>,
  path: string,
): Promise<FirstScreenHtml | null> {
  if (!SUMMARY_PAGE.test(path) && !INVOICE_PAGE.test(path)) return null;
  const renderer = await webRenderer();
  if (!renderer?.renderOrderSummaryPage || !renderer.renderInvoicePage) return null;
  let page: PageAnswers | null;
  try {
    page = await answersFor(app, path);
  } catch {
    return null;
  }
  if (!page) return null;
  const restaurantId = page.kind === 'summary' ? page.menuId : page.restaurantId;
  const themeColor = await themeColorOf(app, restaurantId);
  const data =
    page.kind === 'summary'
      ? { menuId: page.menuId, reference: page.reference, themeColor, orderSummary: page.answer }
      : { restaurantId: page.restaurantId, orderId: page.orderId, themeColor, invoice: page.answer };
  const json = JSON.stringify(data);
  const key = page.kind === 'summary' ? `${json}\n${page.tableId}` : json;
  const { renderOrderSummaryPage, renderInvoicePage } = renderer;
  const html = rendered(key, app.log, () =>
    page.kind === 'summary'
      ? renderOrderSummaryPage(page.menuId, page.tableId, page.reference, page.answer, themeColor)
      : renderInvoicePage(page.restaurantId, page.orderId, page.answer, themeColor),
  );
  if (html === null) return null;
  return { root: prerenderedRoot(html), data: scriptSafeJson(json) };
}
