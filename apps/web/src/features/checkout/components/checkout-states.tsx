import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useTranslation } from '../../../shared/i18n/use-translation';

/**
 * The checkout while its menu or the member panel's code loads. A screen high: the footer below it
 * starts out of view, so the form replacing it does not push the footer off the screen (a layout
 * shift of 0.058 on Lighthouse's phone, decision 0593).
 */
export function CheckoutLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: 8, minHeight: '100dvh' }}
    >
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** The checkout when the restaurant could not be read: try again. */
export function CheckoutLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Alert severity="error" action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
        {t('common.somethingWentWrong')}
      </Alert>
    </Container>
  );
}
