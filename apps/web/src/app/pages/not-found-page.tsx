import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';

/** /not-found: where unknown paths land. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {t('notFound.text')}
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        {t('notFound.home')}
      </Button>
    </>
  );
}
