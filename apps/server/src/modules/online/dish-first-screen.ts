import { createHash } from 'node:crypto';
import type { OnlineResponse } from '@rpos/domain';
import type { FastifyBaseLogger } from 'fastify';
import { keptRenders, type WebRenderer } from '../../platform/web-renderer';
import { prerenderedRoot } from '../../platform/web-static';

/**
 * Rendered dish pages kept by restaurant, table, dish, answer and minute: the page is the same for
 * every diner of a table, and what it shows moves with the clock only by the minute (a dish's time
 * window, the restaurant's opening hours).
 */
const rendered = keptRenders(200);

export interface DishPage {
  menuId: string;
  tableId: string;
  dishId: string;
}

/**
 * The first screen of a dish's page (decision 0606): the app's dish page rendered by the web build's
 * server renderer from the table's GET /online answer — the one the page carries in its data block —
 * inert in the root (`prerenderedRoot`). '' — the app renders the page itself — for a dish the page
 * would not show (unknown, or not visible now: the app goes back to the menu), a build without the
 * renderer, or a render that fails.
 */
export async function dishPageRoot(
  webRenderer: (() => Promise<WebRenderer | null>) | undefined,
  page: DishPage,
  onlineText: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<string> {
  const renderDishPage = (webRenderer ? await webRenderer() : null)?.renderDishPage;
  if (!renderDishPage || !page.dishId) return '';
  const answer = createHash('sha1').update(onlineText).digest('base64');
  const minute = now.toISOString().slice(0, 16);
  const key = `${page.menuId}\n${page.tableId}\n${page.dishId}\n${minute}\n${answer}`;
  const html = rendered(key, log, () =>
    renderDishPage(page.menuId, page.tableId, page.dishId, JSON.parse(onlineText) as OnlineResponse, now),
  );
  return html ? prerenderedRoot(html) : '';
}
