/**
 * The first screens the server writes into a page before the app's code (decision 0604): the app's
 * own components rendered to HTML with React's server renderer (emotion writes each component's
 * styles beside it). Built by `vite build --ssr` into dist-ssr:
 * - `prerenderPages`: pages that depend on no data (sign-in), rendered once at build time by
 *   scripts/prerender.mjs into dist/first-screens.json;
 * - `renderRestaurantPage`: the booking and queue pages of one restaurant, rendered by the server
 *   (apps/server/src/platform/web-renderer.ts) from the GET /restaurantInfo answer it also writes
 *   into the page for the app's query cache;
 * - `renderOrderSummaryPage`, `renderInvoicePage`: an order's summary and invoice pages, likewise
 *   from the GET /orderSummary and GET /invoice answers (decision 0605);
 * - `renderDishPage`: a dish's page, from the table's GET /online answer (decision 0606);
 * - `renderMenuPage`: a table's menu without the promotion landing, its first screen only (decision
 *   0609);
 * - `renderCheckoutPage`: a table's checkout, from the same answer, without the diner's cart (it lives
 *   in their browser; decision 0608).
 * main.tsx hands over to the app once its page has rendered (shared/ui/first-screen-handover.ts).
 */
import type {
  ActivePromotionsResponse,
  InvoiceResponse,
  OnlineResponse,
  OrderSummaryResponse,
  RestaurantInfoResponse,
} from '@rpos/domain';
import { visibleCategories } from '@rpos/domain';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthLayout } from '../app/layouts/auth-layout';
import { CustomerLayout } from '../app/layouts/customer-layout';
import { AppProviders } from '../app/providers';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { bookingDinerKeys } from '../features/bookings/api/booking-diner-api';
import { BookingWizardPage } from '../features/bookings/pages/booking-wizard-page';
import { CheckoutPage } from '../features/checkout/pages/checkout-page';
import { DishDetailPage } from '../features/dish/pages/dish-detail-page';
import { preloadMemberCheckoutPanel } from '../features/members';
import { onlineKeys } from '../features/online/api/online-keys';
import { activePromotionsQuery, onlineMenuQuery } from '../features/online/api/online-queries';
import { OnlineMenuPage } from '../features/online/pages/online-menu-page';
import { invoiceKey, orderSummaryKey } from '../features/orders/api/order-page-queries';
import { InvoicePage } from '../features/orders/pages/invoice-page';
import { OrderSummaryPage } from '../features/orders/pages/order-summary-page';
import { queueKeys } from '../features/queue/api/queue-keys';
import { QueuePage } from '../features/queue/pages/queue-page';
// The sign-in page's texts, as app/back-office-routes.tsx adds them before its pages render.
import '../shared/i18n/back-office';
// The order pages' texts, as app/routes.tsx adds them with their layout.
import '../shared/i18n/order';

// The checkout's member panel is lazy in the app; loaded here first, a render draws it at once.
await preloadMemberCheckoutPanel();

export interface PrerenderedPage {
  /** The page's path, a regular expression as the server matches it (case-insensitive). */
  path: string;
  html: string;
}

/**
 * The copy shows until the app's page replaces it, beside it in the document: it keeps no ids nor the
 * references to them (labels' `for`, aria-*) nor test ids, so a page never has two elements of one id
 * and a label (or a test) names one element only — the app's.
 */
const ID_ATTRIBUTES =
  /\s(?:id|for|aria-labelledby|aria-describedby|aria-controls|aria-owns|data-testid)="[^"]*"/g;

/**
 * MUI's growing text areas (multiline fields) size themselves in the browser, after a render: the
 * server's has no height, and a text area is two rows high by default. One row, as the app first
 * lays them out empty, so the copy has the app's layout (the form below does not move down).
 */
const AUTOSIZE_TEXTAREA = /<textarea(?=[^>]*class="MuiInputBase-input)(?![^>]*(?:\srows=|aria-hidden))/g;

function renderAt(
  url: string,
  routePath: string,
  layout: ReactNode,
  page: ReactNode,
  queryClient = new QueryClient(),
): string {
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route element={layout}>
            <Route path={routePath} element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return html.replace(ID_ATTRIBUTES, '').replace(AUTOSIZE_TEXTAREA, '<textarea rows="1"');
}

export function prerenderPages(): PrerenderedPage[] {
  return [{ path: '^/sign-in/?$', html: renderAt('/sign-in', '/sign-in', <AuthLayout />, <SignInPage />) }];
}

/** The diner pages the server renders per restaurant. */
export type RestaurantPageKind = 'booking' | 'queue';

/**
 * A restaurant's booking or queue page as the app first shows it to a new diner (no draft, no queue
 * ticket), in the restaurant's colour, the query cache holding the restaurant as the page's hook asks
 * for it.
 */
export function renderRestaurantPage(
  kind: RestaurantPageKind,
  restaurantId: string,
  info: RestaurantInfoResponse,
): string {
  const queryClient = new QueryClient();
  const layout = <CustomerLayout themeColor={info.restaurant.themeColor} />;
  if (kind === 'booking') {
    queryClient.setQueryData(bookingDinerKeys.restaurantInfo(restaurantId), info);
    const url = `/restaurantBooking/${encodeURIComponent(restaurantId)}`;
    return renderAt(url, '/restaurantBooking/:restaurantId', layout, <BookingWizardPage />, queryClient);
  }
  queryClient.setQueryData(queueKeys.restaurant(restaurantId), info);
  const url = `/queue/${encodeURIComponent(restaurantId)}`;
  return renderAt(url, '/queue/:restaurantId', layout, <QueuePage />, queryClient);
}

/**
 * An order's summary page (/orderSuccessDetail/:menuId/:tableId/:reference) as a diner without other
 * recent orders sees it (the page asks for the URL's order alone), in the restaurant's colour, the
 * cache holding the GET /orderSummary answer under the page's key (decision 0605).
 */
export function renderOrderSummaryPage(
  menuId: string,
  tableId: string,
  reference: string,
  summary: OrderSummaryResponse,
  themeColor: string | null | undefined,
): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(orderSummaryKey(menuId, [reference]), summary);
  const url = `/orderSuccessDetail/${[menuId, tableId, reference].map(encodeURIComponent).join('/')}`;
  return renderAt(
    url,
    '/orderSuccessDetail/:menuId/:tableId/:reference?',
    <CustomerLayout themeColor={themeColor} />,
    <OrderSummaryPage />,
    queryClient,
  );
}

/** An order's invoice page (/invoice/:restaurantId/:orderId) from its GET /invoice answer (decision 0605). */
export function renderInvoicePage(
  restaurantId: string,
  orderId: string,
  invoice: InvoiceResponse,
  themeColor: string | null | undefined,
): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(invoiceKey(restaurantId, orderId), invoice);
  const url = `/invoice/${encodeURIComponent(restaurantId)}/${encodeURIComponent(orderId)}`;
  return renderAt(
    url,
    '/invoice/:restaurantId/:orderId',
    <CustomerLayout themeColor={themeColor} />,
    <InvoicePage />,
    queryClient,
  );
}

/**
 * A dish's page (/dishDetail?menuId&tableId&dishId) as the app first shows it, in the restaurant's
 * colour, the query cache holding the table's GET /online answer as the page's hook asks for it
 * (decision 0606). Null when the page would not show that dish (unknown or not visible now: the app
 * goes back to the menu).
 */
export function renderDishPage(
  menuId: string,
  tableId: string,
  dishId: string,
  online: OnlineResponse,
  now: Date = new Date(),
): string | null {
  const shown = visibleCategories(online, now).some((c) => c.items.some((i) => i.id === dishId));
  if (!shown) return null;
  const queryClient = new QueryClient();
  queryClient.setQueryData(onlineKeys.menu(menuId, tableId), online);
  const layout = <CustomerLayout themeColor={online.restaurant.themeColor} />;
  const url = `/dishDetail?${new URLSearchParams({ menuId, tableId, dishId })}`;
  return renderAt(url, '/dishDetail', layout, <DishDetailPage />, queryClient);
}

/**
 * A table's checkout (/checkout/:menuId/:tableId) as the app first shows it, the query cache holding
 * the table's GET /online answer as the page's hook asks for it, the cart not read (decision 0608:
 * no "cart is empty" notice, the amounts blank until the app reads the diner's cart).
 */
export function renderCheckoutPage(menuId: string, tableId: string, online: OnlineResponse): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(onlineKeys.menu(menuId, tableId), online);
  const layout = <CustomerLayout themeColor={online.restaurant.themeColor} />;
  const url = `/checkout/${encodeURIComponent(menuId)}/${encodeURIComponent(tableId)}`;
  return renderAt(url, '/checkout/:menuId/:tableId', layout, <CheckoutPage />, queryClient);
}

/** Dishes enough to fill a phone's first screen and more: the menu's copy stops after them. */
const FIRST_SCREEN_DISHES = 8;

/**
 * The table's answer cut to the menu's first screen: its categories in order, whole, until they hold
 * FIRST_SCREEN_DISHES dishes that show now. What the copy would show below them, the app shows.
 */
function firstScreenOfMenu(online: OnlineResponse, now: Date): OnlineResponse {
  const menu = online.menu;
  if (!menu) return online;
  const shownIn = new Map(visibleCategories(online, now).map((c) => [c.id, c.items.length]));
  const kept: typeof menu.categories = [];
  let dishes = 0;
  for (const category of menu.categories) {
    if (dishes >= FIRST_SCREEN_DISHES) break;
    kept.push(category);
    dishes += shownIn.get(category.id) ?? 0;
  }
  return { ...online, menu: { ...menu, categories: kept } };
}

/**
 * A table's menu (/online/:menuId/:tableId) as a new diner first sees it when no promotion landing
 * comes first, its first screen only (the first categories, FIRST_SCREEN_DISHES dishes and more),
 * the cache holding the answers as the page asks for them (decision 0609). Null for a menu that
 * would show the landing, or no menu at all (the app shows what it has to say itself).
 */
export function renderMenuPage(
  menuId: string,
  tableId: string,
  online: OnlineResponse,
  promotions: ActivePromotionsResponse,
  now: Date = new Date(),
): string | null {
  if (!online.menu || promotions.promotionCount > 0) return null;
  const queryClient = new QueryClient();
  queryClient.setQueryData(onlineMenuQuery(menuId, tableId).queryKey, firstScreenOfMenu(online, now));
  queryClient.setQueryData(activePromotionsQuery(menuId).queryKey, promotions);
  const layout = <CustomerLayout themeColor={online.restaurant.themeColor} />;
  const url = `/online/${encodeURIComponent(menuId)}/${encodeURIComponent(tableId)}`;
  return renderAt(url, '/online/:menuId/:tableId/:orderId?', layout, <OnlineMenuPage />, queryClient);
}
