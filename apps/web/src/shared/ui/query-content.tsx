import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { PageLoader } from './page-loader';

export interface QueryContentProps {
  /** The query the content shows (TanStack Query's result, or the fields of it used here). */
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** The text of a failed load (the screen's, or the server's reason). */
  failedText: string;
  retryLabel: string;
  /** The accessible name of the bar shown while a loaded list refreshes. */
  refreshingLabel: string;
  children: ReactNode;
}

/**
 * A staff list's three states: the page loader at first, the failure with a Retry button, else the
 * content, with a thin progress bar across its top while it refreshes (paging, a live event).
 */
export function QueryContent({
  query,
  failedText,
  retryLabel,
  refreshingLabel,
  children,
}: QueryContentProps) {
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {retryLabel}
          </Button>
        }
      >
        {failedText}
      </Alert>
    );
  return (
    <Box sx={{ position: 'relative' }}>
      {query.isFetching ? (
        <LinearProgress
          aria-label={refreshingLabel}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
        />
      ) : null}
      {children}
    </Box>
  );
}
