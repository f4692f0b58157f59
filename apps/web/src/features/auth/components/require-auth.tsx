import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../api/use-user';

/**
 * Renders its children only for a signed-in user (GET /user). A 401/403 goes to /sign-in; other
 * failures say 'Error in retrieving the data' with a Retry (back-office.md §8).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) {
    if (isApiError(user.error) && (user.error.status === 401 || user.error.status === 403)) {
      return <Navigate to="/sign-in" replace />;
    }
    return (
      <Box sx={{ p: 3, display: 'flex', justifyContent: 'center' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void user.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('common.retrieveFailed')}
        </Alert>
      </Box>
    );
  }
  // A generated password must be replaced before anything else opens (decision 0207).
  if (user.data.mustChangePassword) return <Navigate to="/change-password" replace />;
  return <>{children}</>;
}
