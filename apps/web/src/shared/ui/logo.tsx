import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';

/** The product mark (the favicon's drawing) and, unless compact, its name. */
export function Logo({ compact = false, color = 'inherit' }: { compact?: boolean; color?: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <svg width="32" height="32" viewBox="0 0 64 64" role="img" aria-label={t('common.logoAlt')}>
        <rect width="64" height="64" rx="14" fill="currentColor" opacity="0.18" />
        <path
          d="M22 14v14a5 5 0 0 0 4 4.9V50h4V32.9a5 5 0 0 0 4-4.9V14h-3v12h-2V14h-2v12h-2V14z"
          fill="currentColor"
        />
        <path d="M44 14c-4 0-6 6-6 13v5h4v18h4V14z" fill="currentColor" />
      </svg>
      {compact ? null : (
        <Typography variant="h6" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {t('common.appName')}
        </Typography>
      )}
    </Box>
  );
}
