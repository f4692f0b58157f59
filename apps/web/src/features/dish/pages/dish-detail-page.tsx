import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  type CartItem,
  isGroupOrderingAt,
  isOrderingClosed,
  type MenuItem,
  visibleCategories,
} from '@rpos/domain';
import { Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCustomerThemeColor } from '../../../shared/theme/customer-theme';
import { usePrerenderedPageReady } from '../../../shared/ui/first-screen-handover';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useCart } from '../../cart/cart-store';
import { useLiveUpdates } from '../../online/api/use-live-updates';
import { useOnlineMenu } from '../../online/api/use-online-menu';
import { MenuAllergensContext } from '../../online/components/allergen-badges';
import { TableCartAdder } from '../../table-cart';
import { DishDetail } from '../components/dish-detail';

/**
 * /dishDetail?menuId&tableId&dishId: the dish comes in navigation state; after a reload it is found
 * again in the (cached) menu. When it cannot be found (or is no longer visible) the diner goes back
 * to the menu.
 */
export function DishDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const location = useLocation();
  const [params] = useSearchParams();
  const menuId = params.get('menuId') ?? '';
  const tableId = params.get('tableId') ?? '';
  const dishId = params.get('dishId') ?? '';
  const orderId = params.get('orderId');
  const menuHref = `/online/${menuId}/${tableId}${orderId ? `/${orderId}` : ''}`;
  const query = useOnlineMenu(menuId, tableId);
  useLiveUpdates(menuId, tableId, query.isSuccess && !!menuId && !!tableId);
  const restaurant = query.data?.restaurant;
  useCustomerThemeColor(restaurant?.themeColor);
  const cart = useCart(restaurant?.restaurantId ?? menuId);
  // Ordering together (issue 32): the line goes to the table's cart on the server.
  const group = query.data
    ? isGroupOrderingAt(query.data.restaurant.onlineSettings, query.data.table)
    : false;
  // The table cart's add loads with the page only when the table orders together; a tap before it
  // arrived is kept and sent once it has.
  const tableAdd = useRef<((line: CartItem) => void) | null>(null);
  const tableAddPending = useRef<CartItem | null>(null);
  const registerTableAdd = useCallback((add: ((line: CartItem) => void) | null) => {
    tableAdd.current = add;
    const pending = tableAddPending.current;
    if (add && pending) {
      tableAddPending.current = null;
      add(pending);
    }
  }, []);

  const stateDish = (location.state as { dish?: MenuItem } | null)?.dish;
  const visible = useMemo(
    () => (query.data ? visibleCategories(query.data, new Date()).flatMap((c) => c.items) : null),
    [query.data],
  );
  const fromMenu = visible?.find((i) => i.id === (stateDish?.id ?? dishId));
  const item = fromMenu ?? (visible ? undefined : stateDish);
  const missing = !menuId || !tableId || (visible !== null && !fromMenu) || query.isError;

  // The server's copy of this page (decision 0606) gives way once the dish shows, or at once when the
  // diner goes back to the menu.
  usePrerenderedPageReady(missing || (!!item && !!query.data));

  useEffect(() => {
    if (missing && visible !== null && menuId && tableId) snackbar.show(t('diner.dish.notFound'));
  }, [missing, visible, menuId, tableId, snackbar, t]);

  if (!menuId || !tableId) return <Navigate to="/not-found" replace />;
  if (missing) return <Navigate to={menuHref} replace />;
  if (!item || !query.data) return <PageLoader />;

  const { table, qrSettings } = query.data;
  const back = () => navigate(menuHref);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', bgcolor: 'background.paper', minHeight: '100%' }}>
      <Box
        component="nav"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 0.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <IconButton
          color="inherit"
          aria-label={t('diner.dish.back')}
          onClick={back}
          sx={{ width: 48, height: 48 }}
        >
          <ArrowBack />
        </IconButton>
        <Typography component="p" sx={{ fontWeight: 600 }} noWrap>
          {query.data.restaurant.name}
        </Typography>
      </Box>
      <MenuAllergensContext.Provider value={query.data.menu?.allergens}>
        <DishDetail
          key={item.id}
          item={item}
          restaurant={query.data.restaurant}
          table={table}
          orderingClosed={
            !query.data.restaurant.isOnline ||
            isOrderingClosed(qrSettings, new Date(), query.data.restaurant.timezone)
          }
          onAdd={(line) => {
            if (group) {
              if (tableAdd.current) tableAdd.current(line);
              else tableAddPending.current = line;
              return;
            }
            cart.addItem(line);
            snackbar.success(t('diner.dish.added'));
            navigate(menuHref);
          }}
        />
      </MenuAllergensContext.Provider>
      {group && (
        <Suspense fallback={null}>
          <TableCartAdder
            menuId={menuId}
            tableId={tableId}
            onAdded={() => navigate(menuHref)}
            register={registerTableAdd}
          />
        </Suspense>
      )}
    </Box>
  );
}
