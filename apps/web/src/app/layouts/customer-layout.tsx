import Box from '@mui/material/Box';
// @mui/system's ThemeProvider is what @mui/material's renders for a theme without CSS variables (ours):
// the material one also imports the CSS-variables provider, ~3 KB gzipped the app never runs.
import { ThemeProvider } from '@mui/system';
import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CustomerThemeColorContext, useThemeColorListener } from '../../shared/theme/customer-theme';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { SiteFooter } from '../../shared/ui/site-footer';
import { createCustomerTheme } from '../theme/themes';

/**
 * The diner pages: themed by the restaurant's themeColor (one of nine presets, pink when unmatched),
 * with the privacy and terms footer. The colour is what the page reports, else `themeColor` (what
 * the layouts of the later pages know before their page does: ./restaurant-themed-layout), else
 * the default indigo.
 */
export function CustomerLayout({ themeColor }: { themeColor?: string | null }) {
  const location = useLocation();
  const [reported, setReported] = useState<string | null | undefined>();
  const shown = reported !== undefined ? reported : themeColor;
  const theme = useMemo(() => createCustomerTheme(shown), [shown]);
  useThemeColorListener(setReported);
  return (
    <ThemeProvider theme={theme}>
      <CustomerThemeColorContext.Provider value={setReported}>
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
