import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DISH_IMAGE_SIZE } from './dish-card';

/** The menu's shape while it loads: header, tabs and a few dish cards. */
export function MenuSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('diner.loadingMenu')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
        <Skeleton variant="circular" width={56} height={56} />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.5rem' }} />
          <Skeleton variant="text" width="40%" />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, px: 2, py: 1 }}>
        {[80, 110, 90, 70].map((w) => (
          <Skeleton key={w} variant="rounded" width={w} height={32} />
        ))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' },
          gap: 1.5,
          p: 2,
        }}
      >
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Card key={n} variant="outlined" sx={{ display: 'flex', gap: 1.5, p: 1.5 }}>
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="90%" />
              <Skeleton variant="text" width="25%" />
            </Box>
            <Skeleton variant="rounded" width={DISH_IMAGE_SIZE} height={DISH_IMAGE_SIZE} />
          </Card>
        ))}
      </Box>
    </Box>
  );
}
