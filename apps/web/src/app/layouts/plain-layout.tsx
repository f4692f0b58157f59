import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { SiteFooter } from '../../shared/ui/site-footer';

/** The page and a footer with the privacy policy and terms. */
export function PlainLayout() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey="plain-layout">
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <Box component="main" sx={{ flexGrow: 1 }}>
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
        <SiteFooter />
      </Box>
    </ErrorBoundary>
  );
}
