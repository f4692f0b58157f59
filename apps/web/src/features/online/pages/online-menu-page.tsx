import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type DietFilter,
  isGroupOrderingAt,
  isOrderingClosed,
  isRestaurantOpen,
  type MenuItem,
  ONLINE_MESSAGES,
  type OnlineResponse,
  visibleCategories,
} from '@rpos/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { reportError } from '../../../shared/api/log-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCustomerThemeColor } from '../../../shared/theme/customer-theme';
import { ErrorFallback } from '../../../shared/ui/error-fallback';
import { usePrerenderedPageReady } from '../../../shared/ui/first-screen-handover';
import { useCart } from '../../cart/cart-store';
import { JoinMemberBanner, rememberMemberId } from '../../members';
import { readOrderHistory } from '../../orders/order-history';
import { useTableCart } from '../../table-cart';
import { loadedPromotionLanding, loadPromotionLanding } from '../api/prefetch-diner-data';
import { useLiveUpdates } from '../api/use-live-updates';
import { useOnlineMenu } from '../api/use-online-menu';
import { useActivePromotions, useObPromotions } from '../api/use-promotions';
import { useServiceBell } from '../api/use-service-bell';
import { MenuAllergensContext } from '../components/allergen-badges';
import { AnnouncementDialog } from '../components/announcement-dialog';
import { CategoryMenu } from '../components/category-menu';
import { DietFilterButton } from '../components/diet-filter-button';
import { MenuHeader } from '../components/menu-header';
import { MenuSkeleton } from '../components/menu-skeleton';
import { SearchBox } from '../components/search-box';
import { filterByDiet, readDietFilter, rememberDietFilter } from '../diet-filter';
import { type LandingChoice, readLandingChoice, rememberLandingChoice } from '../diner-storage';
import { searchCategories } from '../search';

// Only diners of restaurants running promotions download the landing (prefetch-diner-data starts it
// as soon as the promotions answer).
const LazyPromotionLanding = lazy(async () => ({ default: (await loadPromotionLanding()).PromotionLanding }));
const PromotionList = lazy(async () => ({ default: (await loadPromotionLanding()).PromotionList }));

type OnlineMessageKey = keyof typeof ONLINE_MESSAGES;

/** The server's known diner messages (restaurant or table not found, no menu...), to translate. */
function knownMessageKey(error: unknown): OnlineMessageKey | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const entry = Object.entries(ONLINE_MESSAGES).find(([, text]) => text === error.message);
  return entry ? (entry[0] as OnlineMessageKey) : null;
}

/** The dish detail URL: the dish goes in navigation state, menuId/tableId/dishId in the query for a reload. */
export function dishDetailHref(menuId: string, tableId: string, dishId: string, orderId?: string): string {
  const params = new URLSearchParams({ menuId, tableId, dishId });
  if (orderId) params.set('orderId', orderId);
  return `/dishDetail?${params}`;
}

/**
 * ?type=cancel|error after a failed payment: tell a framing parent (the page says 'Payment failed' for
 * error). True then: the diner came back to order, the promotion landing steps aside.
 */
function usePaymentFailure(type: string | null): boolean {
  const failed = type === 'cancel' || type === 'error';
  useEffect(() => {
    if (failed && window.parent && window.parent !== window)
      window.parent.postMessage({ type: 'payment_failure' }, '*');
  }, [failed]);
  return failed;
}

/** The loaded menu screen: header, search, tabs and dishes in the restaurant's website style. */
function MenuScreen({
  data,
  menuId,
  tableId,
  orderId,
}: {
  data: OnlineResponse;
  menuId: string;
  tableId: string;
  orderId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const { restaurant, table, qrSettings } = data;
  const [diet, setDiet] = useState(() => readDietFilter(restaurant.restaurantId));
  const changeDiet = (next: DietFilter) => {
    setDiet(next);
    rememberDietFilter(restaurant.restaurantId, next);
  };
  const cart = useCart(restaurant.restaurantId);
  // Ordering together (issue 32): the badge counts the table's one cart on the server.
  const group = isGroupOrderingAt(restaurant.onlineSettings, table);
  const tableCart = useTableCart(menuId, tableId, group);
  const bell = useServiceBell(restaurant.restaurantId, tableId);
  const [now, setNow] = useState(() => new Date());
  // Time windows open and close while the page stays open: re-evaluate every minute.
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(id);
  }, []);
  const categories = useMemo(() => visibleCategories(data, now), [data, now]);
  const shown = useMemo(
    () => filterByDiet(searchCategories(categories, search), diet),
    [categories, search, diet],
  );
  // A restaurant that has not gone live yet (decision 0480) takes no orders, as the server says.
  const closed = !restaurant.isOnline || isOrderingClosed(qrSettings, now, restaurant.timezone);
  const merchantClosed = !isRestaurantOpen(restaurant, now);
  const lastOrder = readOrderHistory(restaurant.restaurantId)[0];
  // Always in the header (diner.md §2); without history the summary says there is nothing yet.
  const myOrdersHref = `/orderSuccessDetail/${menuId}/${tableId}${
    lastOrder ? `/${encodeURIComponent(lastOrder.reference)}` : ''
  }`;
  const open = (item: MenuItem) =>
    navigate(dishDetailHref(menuId, tableId, item.id, orderId), { state: { dish: item } });
  const reload = () => window.location.reload();
  // The server's copy of the menu's first screen (decision 0609) gives way once the menu shows.
  usePrerenderedPageReady();

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', bgcolor: 'background.paper', minHeight: '100%' }}>
      <MenuHeader
        restaurant={restaurant}
        table={table}
        cartHref={`/${group ? 'tableCart' : 'cart'}/${menuId}/${tableId}`}
        cartCount={group ? (tableCart.data?.count ?? 0) : cart.count}
        myOrdersHref={myOrdersHref}
        bell={restaurant.serviceBell ? { busy: bell.isPending, onSend: (type) => bell.mutate(type) } : null}
      />
      <Box sx={{ px: 1.5, py: 1, bgcolor: 'primary.main' }}>
        <SearchBox value={search} onChange={setSearch} />
        <DietFilterButton value={diet} custom={data.menu?.allergens} onChange={changeDiet} />
      </Box>
      {closed ? (
        <Alert severity="warning" sx={{ borderRadius: 0 }} role="status">
          {t('diner.orderingClosed')}
        </Alert>
      ) : merchantClosed ? (
        // Outside the open hours (they come with the answer, refetched on restaurantChanged).
        <Alert severity="warning" sx={{ borderRadius: 0 }} role="status">
          {t('diner.merchantClosed')}
        </Alert>
      ) : null}
      <AnnouncementDialog menuId={menuId} announcement={data.announcement} />
      {categories.length === 0 ? (
        <Box sx={{ p: 2 }}>
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={reload}>
                {t('common.reload')}
              </Button>
            }
          >
            {t('diner.emptyMenu')}
          </Alert>
        </Box>
      ) : shown.length === 0 ? (
        <Typography role="status" sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
          {search.trim() ? t('diner.noResults') : t('diner.noDietResults')}
        </Typography>
      ) : (
        <MenuAllergensContext.Provider value={data.menu?.allergens}>
          <CategoryMenu
            key={search ? 'search' : 'all'}
            categories={shown}
            currencySymbol={restaurant.currencySymbol}
            variant={restaurant.websiteStyle}
            bigImage={restaurant.isBigMenuImageUsed}
            onOpen={open}
          />
        </MenuAllergensContext.Provider>
      )}
    </Box>
  );
}

/**
 * /online/:menuId/:tableId(/:orderId): the public menu of a table or order type (diner.md §2 "Public
 * menu screen"): the promotion landing first when promotions run, then the menu, kept live over SSE.
 */
export function OnlineMenuPage() {
  const { t } = useTranslation();
  const { menuId = '', tableId = '', orderId } = useParams();
  const [searchParams] = useSearchParams();
  const type = searchParams.get('type');
  const backFromPayment = usePaymentFailure(type);
  const query = useOnlineMenu(menuId, tableId);
  const promotions = useActivePromotions(menuId);
  const [remembered, setChoice] = useState<LandingChoice | null>(() => readLandingChoice(menuId));
  const choice: LandingChoice | null = backFromPayment ? 'order' : remembered;
  const list = useObPromotions(menuId, tableId, choice === 'promotions');
  useLiveUpdates(menuId, tableId, query.isSuccess);
  useCustomerThemeColor(query.data?.restaurant.themeColor);
  const reported = useRef(false);
  // /online?memberId=...: the member this link is for (diner.md §2); their vouchers need the phone check.
  const memberId = searchParams.get('memberId');
  useEffect(() => {
    if (memberId) rememberMemberId(menuId, memberId);
  }, [menuId, memberId]);

  useEffect(() => {
    if (!query.isError || reported.current || knownMessageKey(query.error)) return;
    reported.current = true;
    const error = query.error;
    void reportError({
      title: 'Menu load failed',
      message: error instanceof Error ? error.message : String(error),
      path: window.location.pathname,
    });
  }, [query.isError, query.error]);

  const choose = (next: LandingChoice) => {
    rememberLandingChoice(menuId, next);
    setChoice(next);
  };
  const reload = () => window.location.reload();
  const paymentAlert =
    type === 'error' ? (
      <Alert severity="error" sx={{ borderRadius: 0 }}>
        {t('diner.paymentFailed')}
      </Alert>
    ) : null;

  if (choice !== 'order' && promotions.isError) {
    return (
      <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
        <Alert
          severity="error"
          sx={{ maxWidth: 560, width: '100%', alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" onClick={() => void promotions.refetch()}>
              {t('diner.tryAgain')}
            </Button>
          }
        >
          {t('diner.unableToLoadMenu')}
        </Alert>
      </Box>
    );
  }
  if (query.isPending || (choice !== 'order' && promotions.isPending)) return <MenuSkeleton />;
  if (query.isError) {
    const key = knownMessageKey(query.error);
    return <ErrorFallback message={key ? t(`diner.${key}`) : t('diner.loadFailed')} onReload={reload} />;
  }
  if (choice !== 'order' && (promotions.data?.promotionCount ?? 0) > 0 && promotions.data) {
    // Already loaded (it started with the page's data, decision 0590): rendered at once, so the
    // server's first screen gives way to the landing itself, not to a skeleton.
    const PromotionLanding = loadedPromotionLanding()?.PromotionLanding ?? LazyPromotionLanding;
    return (
      <Suspense fallback={<MenuSkeleton />}>
        {choice === 'promotions' ? (
          <PromotionList
            promotions={list.data?.promotionDetails}
            loading={list.isPending}
            onOrderNow={() => choose('order')}
          />
        ) : (
          <PromotionLanding
            promotion={promotions.data}
            onOrderNow={() => choose('order')}
            onPromotions={() => choose('promotions')}
          />
        )}
      </Suspense>
    );
  }
  return (
    <>
      {paymentAlert}
      <JoinMemberBanner restaurantId={menuId} />
      <MenuScreen data={query.data} menuId={menuId} tableId={tableId} orderId={orderId} />
    </>
  );
}
