import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '../i18n/use-translation';

export interface ErrorFallbackProps {
  /** Defaults to the crash text of back-office.md §8. */
  message?: string;
  onReload?: () => void;
}

/** 'An error has occurred. Please try reloading the page.' with a Reload button. */
export function ErrorFallback({ message, onReload }: ErrorFallbackProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="error"
        sx={{ maxWidth: 560, width: '100%', alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onReload ?? (() => window.location.reload())}>
            {t('common.reload')}
          </Button>
        }
      >
        {message ?? t('common.crash')}
      </Alert>
    </Box>
  );
}
