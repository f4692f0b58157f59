import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { errorText } from '../error-text';
import { FLOOR_PATH } from '../model/paths';
import { usePosT } from '../pos-texts';

/**
 * A full-height POS screen's first load: the spinner, the failure (the server's text) with Retry and
 * the way back to the floor, else the screen itself (which fills the height and scrolls inside).
 */
export function LoadState({
  queries,
  children,
}: {
  queries: readonly {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: unknown;
    refetch: () => unknown;
  }[];
  children: () => ReactNode;
}) {
  const t = usePosT();
  // Data already loaded stays on screen when a refresh gets no answer (offline, issue 31).
  const failed = queries.find((q) => q.isError && q.data === undefined);
  if (failed)
    return (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  for (const q of queries) if (q.isError) void q.refetch();
                }}
              >
                {t('retry')}
              </Button>
              <Button color="inherit" size="small" component={RouterLink} to={FLOOR_PATH}>
                {t('backToFloor')}
              </Button>
            </>
          }
        >
          {errorText(failed.error, t('loadFailed'))}
        </Alert>
      </Box>
    );
  if (queries.some((q) => q.isPending)) return <PageLoader />;
  return <>{children()}</>;
}
