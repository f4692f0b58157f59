import Box from '@mui/material/Box';
// @mui/system's ThemeProvider is what @mui/material's renders for a theme without CSS variables (ours):
// the material one also imports the CSS-variables provider, ~3 KB gzipped the app never runs.
import { ThemeProvider } from '@mui/system';
import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CustomerThemeColorContext } from '../../shared/theme/customer-theme';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { SiteFooter } from '../../shared/ui/site-footer';
import { createCustomerTheme } from '../theme/themes';

/**
 * The diner pages: themed by the restaurant's themeColor (one of nine presets, pink when unmatched,
 * indigo until the page knows the restaurant), with the privacy and terms footer.
 */
export function CustomerLayout() {
  const location = useLocation();
  const [themeColor, setThemeColor] = useState<string | null | undefined>(null);
  const theme = useMemo(() => createCustomerTheme(themeColor), [themeColor]);
  return (
    <ThemeProvider theme={theme}>
      <CustomerThemeColorContext.Provider value={setThemeColor}>
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
