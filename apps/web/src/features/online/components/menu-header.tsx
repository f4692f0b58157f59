import NotificationsActive from '@mui/icons-material/NotificationsActive';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { DinerRestaurant, OnlineTable } from '@rpos/domain';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** 'Table 5' for a dine-in table; the type's own name (Takeaway, Pickup...) otherwise. */
export function useTableLabel(table: OnlineTable): string {
  const { t } = useTranslation();
  if (table.type !== 'dinein' || /table/i.test(table.name)) return table.name;
  return t('diner.table', { name: table.name });
}

const ServiceBellMenu = lazy(() => import('./service-bell-menu'));

/** The service bell button; its menu of service types loads on the first tap. */
function ServiceBell({
  serviceTypes,
  busy,
  onSend,
}: {
  serviceTypes: readonly string[];
  busy: boolean;
  onSend: (serviceType: string) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('diner.serviceBell')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-busy={busy}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={busy}
        sx={{ width: 48, height: 48 }}
      >
        {busy ? (
          <CircularProgress size={22} color="inherit" aria-label={t('diner.sending')} />
        ) : (
          <NotificationsActive />
        )}
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <ServiceBellMenu
            anchor={anchor}
            serviceTypes={serviceTypes}
            onClose={() => setAnchor(null)}
            onSend={(type) => {
              setAnchor(null);
              onSend(type);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export interface MenuHeaderProps {
  restaurant: DinerRestaurant;
  table: OnlineTable;
  cartHref: string;
  cartCount: number;
  myOrdersHref: string;
  bell?: { busy: boolean; onSend: (serviceType: string) => void } | null;
}

/** Logo, restaurant name, table, My Orders, the service bell and the cart badge, in the theme colour. */
export function MenuHeader({ restaurant, table, cartHref, cartCount, myOrdersHref, bell }: MenuHeaderProps) {
  const { t } = useTranslation();
  const tableLabel = useTableLabel(table);
  return (
    <Box
      component="header"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, pt: 2, pb: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar
          src={restaurant.logo ?? undefined}
          alt={t('diner.logoAlt', { name: restaurant.name })}
          sx={{ width: 56, height: 56, bgcolor: 'background.paper', color: 'primary.main', flexShrink: 0 }}
          slotProps={{ img: { width: 56, height: 56, loading: 'eager' } }}
        >
          {restaurant.name.slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 700, lineHeight: 1.2, wordBreak: 'break-word' }}
          >
            {restaurant.name}
          </Typography>
          {restaurant.altName ? (
            <Typography variant="subtitle1" component="p" sx={{ opacity: 0.9, lineHeight: 1.3 }}>
              {restaurant.altName}
            </Typography>
          ) : null}
        </Box>
        <IconButton
          component={RouterLink}
          to={cartHref}
          color="inherit"
          aria-label={t('diner.cartLabel', { count: cartCount })}
          sx={{ width: 48, height: 48, flexShrink: 0 }}
        >
          <Badge badgeContent={cartCount} color="secondary" max={99}>
            <ShoppingCart />
          </Badge>
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, minHeight: 48 }}>
        <Chip
          icon={<TableRestaurant />}
          label={tableLabel}
          sx={{
            bgcolor: 'background.paper',
            color: 'primary.main',
            fontWeight: 600,
            '& .MuiChip-icon': { color: 'primary.main' },
          }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          component={RouterLink}
          to={myOrdersHref}
          color="inherit"
          startIcon={<ReceiptLong />}
          sx={{ minHeight: 44 }}
        >
          {t('diner.myOrders')}
        </Button>
        {bell ? (
          <ServiceBell serviceTypes={restaurant.serviceTypes} busy={bell.busy} onSend={bell.onSend} />
        ) : null}
      </Box>
    </Box>
  );
}
