import Box from '@mui/material/Box';
// @mui/system's ThemeProvider is what @mui/material's renders for a theme without CSS variables (ours):
// the material one also imports the CSS-variables provider, ~3 KB gzipped the app never runs.
import { ThemeProvider } from '@mui/system';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CustomerThemeColorContext } from '../../shared/theme/customer-theme';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { SiteFooter } from '../../shared/ui/site-footer';
import { createCustomerTheme } from '../theme/themes';
import { useRestaurantThemeColor } from './use-restaurant-theme-color';

/**
 * The diner pages: every one themed by the restaurant's themeColor (one of nine presets, pink when
 * unmatched; indigo only while nothing is known of the restaurant), with the privacy and terms footer.
 * The colour comes from the page, the cached menu or the colour remembered for the restaurant (see
 * useRestaurantThemeColor); `fetchThemeColor` asks the server when none of them knows it, for the
 * pages that never load the restaurant themselves.
 */
export function CustomerLayout({ fetchThemeColor = false }: { fetchThemeColor?: boolean }) {
  const location = useLocation();
  const { themeColor, report } = useRestaurantThemeColor(fetchThemeColor);
  const theme = useMemo(() => createCustomerTheme(themeColor), [themeColor]);
  return (
    <ThemeProvider theme={theme}>
      <CustomerThemeColorContext.Provider value={report}>
        <ErrorBoundary resetKey="customer-layout">
          <Box
            sx={{
              minHeight: '100dvh',
              display: 'flex',
              flexDirection: 'column',
              bgcolor: 'background.default',
            }}
          >
            <Box component="main" sx={{ flexGrow: 1 }}>
              <ErrorBoundary resetKey={location.pathname}>
                <Outlet />
              </ErrorBoundary>
            </Box>
            <SiteFooter />
          </Box>
        </ErrorBoundary>
      </CustomerThemeColorContext.Provider>
    </ThemeProvider>
  );
}

/** The layout of the cart, checkout, order and payment pages: most never load the restaurant. */
export function OrderPagesLayout() {
  return <CustomerLayout fetchThemeColor />;
}
