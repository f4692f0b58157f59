import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigation } from 'react-router';
import { useUser } from '../../features/auth/api/use-user';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { RestaurantPicker } from '../../features/restaurants/components/restaurant-picker';
import { useTranslation } from '../../shared/i18n/use-translation';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { Logo } from '../../shared/ui/logo';
import { SiteFooter } from '../../shared/ui/site-footer';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

export const DRAWER_WIDTH = 260;

function MainShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const location = useLocation();
  const navigation = useNavigation();
  const user = useUser().data;
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  if (!user) return null;

  const drawerOpen = desktop ? desktopOpen : mobileOpen;
  const toggle = () => (desktop ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o));
  const sidebar = <Sidebar user={user} onNavigate={desktop ? undefined : () => setMobileOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <AppBar position="fixed" sx={{ zIndex: (th) => th.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={drawerOpen ? t('layout.closeNavigation') : t('layout.openNavigation')}
            aria-expanded={drawerOpen}
            onClick={toggle}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to="/dashboard"
            color="inherit"
            underline="none"
            sx={{ display: 'flex' }}
          >
            <Logo compact={!desktop} />
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <RestaurantPicker role={user.role} restaurantId={user.restaurantId} />
          <UserMenu user={user} />
        </Toolbar>
        {navigation.state === 'loading' ? (
          <LinearProgress color="secondary" sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }} />
        ) : null}
      </AppBar>
      {desktop ? (
        <Drawer
          variant="persistent"
          open={desktopOpen}
          sx={{
            width: desktopOpen ? DRAWER_WIDTH : 0,
            flexShrink: 0,
            transition: theme.transitions.create('width'),
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Toolbar />
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          <Toolbar />
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          sx={{ flexGrow: 1, p: { xs: 2, sm: 3 }, maxWidth: 1400, width: '100%', mx: 'auto' }}
        >
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
        <SiteFooter />
      </Box>
    </Box>
  );
}

/** The back-office: top bar, sidebar (persistent from md up, temporary below), page, footer. */
export function MainLayout() {
  return (
    <ErrorBoundary resetKey="main-layout">
      <RequireAuth>
        <MainShell />
      </RequireAuth>
    </ErrorBoundary>
  );
}
