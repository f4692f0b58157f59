import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';

/** Footer with the privacy policy and terms (static pages served beside the app). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        py: 2,
        px: 2,
        mt: 'auto',
        display: 'flex',
        flexWrap: 'wrap',
        gap: { xs: 1, sm: 3 },
        justifyContent: 'center',
        alignItems: 'center',
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{t('common.copyright', { year: new Date().getFullYear() })}</Typography>
      <Link href="/privacypolicy.html" variant="body2" color="inherit">
        {t('common.privacyPolicy')}
      </Link>
      <Link href="/terms.html" variant="body2" color="inherit">
        {t('common.terms')}
      </Link>
    </Box>
  );
}
