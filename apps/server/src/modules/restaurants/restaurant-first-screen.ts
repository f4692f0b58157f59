import { RestaurantInfoResponse } from '@rpos/domain';
import type { FastifyInstance } from 'fastify';
import { keptRenders, type RestaurantPageKind, type WebRenderer } from '../../platform/web-renderer';
import { type FirstScreenHtml, prerenderedRoot, scriptSafeJson } from '../../platform/web-static';
import { getRestaurantInfo } from './restaurants.service';

/** The booking and queue pages, as the app's router matches them (case-insensitively). */
const RESTAURANT_PAGE = /^\/(restaurantBooking|queue)\/([^/]+)\/?$/i;

/** Rendered screens kept by restaurant, answer and day (a restaurant's page is the same for every diner). */
const rendered = keptRenders(200);

/**
 * A restaurant's booking or queue page with its first screen (decision 0604): the page as the app
 * first shows it to a new diner, rendered by the web build's server renderer from the GET
 * /restaurantInfo answer, which the page also carries for the app's query cache (the page renders
 * without asking for it). Null — the page goes out as built and the app renders it — for other
 * paths, an unknown restaurant (the app shows its error), a build without the renderer, or a render
 * that fails.
 */
export async function restaurantPageFirstScreen(
  app: FastifyInstance,
  webRenderer: () => Promise<WebRenderer | null>,
  path: string,
): Promise<FirstScreenHtml | null> {
  const match = RESTAURANT_PAGE.exec(path);
  if (!match) return null;
  const kind: RestaurantPageKind = match[1]!.toLowerCase() === 'queue' ? 'queue' : 'booking';
  let restaurantId: string;
  try {
    restaurantId = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  const renderer = await webRenderer();
  if (!renderer) return null;
  let info: RestaurantInfoResponse;
  try {
    // As GET /restaurantInfo answers it (its response schema).
    info = RestaurantInfoResponse.parse(await getRestaurantInfo(app.deps, restaurantId));
  } catch {
    return null;
  }
  const answer = JSON.stringify(info);
  const key = `${kind}\n${restaurantId}\n${app.deps.now().toISOString().slice(0, 10)}\n${answer}`;
  const html = rendered(key, app.log, () => renderer.renderRestaurantPage(kind, restaurantId, info));
  if (html === null) return null;
  return {
    root: prerenderedRoot(html),
    data: scriptSafeJson(`{"restaurantId":${JSON.stringify(restaurantId)},"restaurantInfo":${answer}}`),
  };
}
