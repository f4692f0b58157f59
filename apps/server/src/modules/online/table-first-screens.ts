import { createHash } from 'node:crypto';
import type { ActivePromotionsResponse, OnlineResponse } from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';
import { keptRenders, type WebRenderer } from '../../platform/web-renderer';
import { prerenderedRoot } from '../../platform/web-static';

/**
 * Rendered table pages kept by page, restaurant, table, dish, answer and minute: a page is the same
 * for every diner of a table, and what it shows moves with the clock only by the minute (a dish's time
 * window, the restaurant's opening hours, the day's surcharges).
 */
const rendered = keptRenders(200);

/** A page of one table that the server renders from the table's GET /online answer. */
export type TablePage =
  | { kind: 'menu'; menuId: string; tableId: string; promotions: ActivePromotionsResponse }
  | { kind: 'dish'; menuId: string; tableId: string; dishId: string }
  | { kind: 'checkout'; menuId: string; tableId: string };

/**
 * The first screen of a table's menu (decision 0609), dish page (0606) or checkout (0608): the app's page
 * rendered by the web build's server renderer from the table's GET /online answer — the one the page
 * carries in its data block — inert in the root (`prerenderedRoot`). '' — the app renders the page
 * itself — for a dish the page would not show (unknown, or not visible now: the app goes back to the
 * menu), a build without the renderer (or without that page's), or a render that fails.
 */
export async function tablePageRoot(
  webRenderer: (() => Promise<WebRenderer | null>) | undefined,
  page: TablePage,
  onlineText: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<string> {
  const renderer = webRenderer ? await webRenderer() : null;
  const render = pageRender(renderer, page, now);
  if (!render) return '';
  const answer = createHash('sha1')
    .update(onlineText)
    .update(page.kind === 'menu' ? JSON.stringify(page.promotions) : '')
    .digest('base64');
  const minute = now.toISOString().slice(0, 16);
  const dishId = page.kind === 'dish' ? page.dishId : '';
  const key = `${page.kind}\n${page.menuId}\n${page.tableId}\n${dishId}\n${minute}\n${answer}`;
  const html = rendered(key, log, () => render(JSON.parse(onlineText) as OnlineResponse));
  return html ? prerenderedRoot(html) : '';
}

function pageRender(
  renderer: WebRenderer | null,
  page: TablePage,
  now: Date,
): ((online: OnlineResponse) => string | null) | null {
  if (page.kind === 'menu') {
    const renderMenuPage = renderer?.renderMenuPage;
    if (!renderMenuPage) return null;
    return (online) => renderMenuPage(page.menuId, page.tableId, online, page.promotions, now);
  }
  if (page.kind === 'dish') {
    const renderDishPage = renderer?.renderDishPage;
    if (!renderDishPage || !page.dishId) return null;
    return (online) => renderDishPage(page.menuId, page.tableId, page.dishId, online, now);
  }
  const renderCheckoutPage = renderer?.renderCheckoutPage;
  if (!renderCheckoutPage) return null;
  return (online) => renderCheckoutPage(page.menuId, page.tableId, online);
}
