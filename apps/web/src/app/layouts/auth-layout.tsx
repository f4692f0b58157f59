import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { RenderAfterPage } from '../../shared/ui/first-screen-handover';
import { Logo } from '../../shared/ui/logo';
import { SiteFooter } from '../../shared/ui/site-footer';

/** Sign-in, forgotten and reset password, not found: a card in the middle of the page. */
export function AuthLayout() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey="auth-layout">
      <Box
        sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <Box
          component="header"
          sx={{
            display: 'flex',
            justifyContent: 'center',
            pt: { xs: 3, sm: 6 },
            pb: 2,
            color: 'primary.main',
          }}
        >
          <Logo />
        </Box>
        <Container component="main" maxWidth="sm" sx={{ flexGrow: 1, pb: 4 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            <ErrorBoundary resetKey={location.pathname}>
              <Outlet />
            </ErrorBoundary>
          </Paper>
        </Container>
        {/* Taking over from the sign-in page's prerendered copy, the footer renders after the page
            (decision 0610). */}
        <RenderAfterPage step={3}>
          <SiteFooter />
        </RenderAfterPage>
      </Box>
    </ErrorBoundary>
  );
}
