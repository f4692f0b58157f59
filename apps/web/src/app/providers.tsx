import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's ThemeProvider is what @mui/material's renders for a theme without CSS variables (ours):
// the material one also imports the CSS-variables provider, ~3 KB gzipped the app never runs.
import { ThemeProvider } from '@mui/system';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../shared/ui/snackbar';
import { backOfficeTheme } from './theme/themes';

/** Query cache, the base theme and the one snackbar. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={backOfficeTheme}>
        <CssBaseline />
        <SnackbarProvider>{children}</SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
