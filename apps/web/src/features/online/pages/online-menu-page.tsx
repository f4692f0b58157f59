import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isOrderingClosed, ONLINE_MESSAGES } from '@rpos/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useCustomerThemeColor } from '../../../shared/theme/customer-theme';
import { ErrorFallback } from '../../../shared/ui/error-fallback';
import { useOnlineMenu } from '../api/use-online-menu';
import { CategoryMenu } from '../components/category-menu';
import { MenuHeader } from '../components/menu-header';
import { MenuSkeleton } from '../components/menu-skeleton';
import { visibleCategories } from '../visible-menu';

type OnlineMessageKey = keyof typeof ONLINE_MESSAGES;

/** The server's known diner messages (restaurant or table not found, no menu...), to translate. */
function knownMessageKey(error: unknown): OnlineMessageKey | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  const entry = Object.entries(ONLINE_MESSAGES).find(([, text]) => text === error.message);
  return entry ? (entry[0] as OnlineMessageKey) : null;
}

/**
 * /online/:menuId/:tableId(/:orderId): the public menu of a table or order type, read-only for now
 * (diner.md §2 "Public menu screen"). Themed by the restaurant's colour.
 */
export function OnlineMenuPage() {
  const { t } = useTranslation();
  const { menuId = '', tableId = '' } = useParams();
  const query = useOnlineMenu(menuId, tableId);
  useCustomerThemeColor(query.data?.restaurant.themeColor);
  const categories = useMemo(
    () => (query.data ? visibleCategories(query.data, new Date()) : []),
    [query.data],
  );
  const reload = () => window.location.reload();

  if (query.isPending) return <MenuSkeleton />;
  if (query.isError) {
    const key = knownMessageKey(query.error);
    return <ErrorFallback message={key ? t(`diner.${key}`) : t('diner.loadFailed')} onReload={reload} />;
  }

  const { restaurant, table, qrSettings } = query.data;
  const closed = isOrderingClosed(qrSettings, new Date(), restaurant.timezone);
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', bgcolor: 'background.paper', minHeight: '100%' }}>
      <MenuHeader restaurant={restaurant} table={table} />
      {closed ? (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {t('diner.orderingClosed')}
        </Alert>
      ) : null}
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
      ) : (
        <CategoryMenu categories={categories} currencySymbol={restaurant.currencySymbol} />
      )}
    </Box>
  );
}
