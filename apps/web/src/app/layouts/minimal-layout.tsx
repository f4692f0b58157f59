import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { Logo } from '../../shared/ui/logo';

/** A bar with the logo only, and the page. */
export function MinimalLayout() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey="minimal-layout">
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
        <AppBar position="static" elevation={0}>
          <Toolbar>
            <Logo />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flexGrow: 1 }}>
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Box>
    </ErrorBoundary>
  );
}
