import Apple from '@mui/icons-material/Apple';
import Shop from '@mui/icons-material/Shop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ActivePromotionsResponse, PromotionDetail } from '@rpos/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

export type Device = 'ios' | 'android' | 'other';

/** iOS (iPhone, iPad, iPod, or an iPad asking for the desktop site), Android, or anything else. */
export function detectDevice(
  ua: string = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints ?? 0,
): Device {
  if (/iPad|iPhone|iPod/i.test(ua) || (/Macintosh/.test(ua) && touchPoints > 1)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'other';
}

/** diner.md §1: Chinese when the browser language contains zh, English otherwise. */
export function landingLanguage(language: string = navigator.language ?? ''): 'zh' | 'en' {
  return language.toLowerCase().includes('zh') ? 'zh' : 'en';
}

const APP_STORE_URL = 'https://apps.apple.com/';
const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps';

/** The app-store badges for the device: Apple on iOS, Google Play on Android, both elsewhere. */
export function StoreBadges({ device, lng }: { device: Device; lng: 'zh' | 'en' }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT(lng);
  const badge = {
    bgcolor: 'common.black',
    color: 'common.white',
    minHeight: 48,
    px: 2,
    '&:hover': { bgcolor: 'grey.800' },
  };
  return (
    <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {device !== 'android' ? (
        <Button href={APP_STORE_URL} target="_blank" rel="noopener" startIcon={<Apple />} sx={badge}>
          {t('diner.appStore')}
        </Button>
      ) : null}
      {device !== 'ios' ? (
        <Button href={GOOGLE_PLAY_URL} target="_blank" rel="noopener" startIcon={<Shop />} sx={badge}>
          {t('diner.googlePlay')}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * False for a component's first render, true one task later: what is below the fold renders in a task
 * of its own, so a slow phone's first render of the landing is shorter (Lighthouse's blocking time).
 */
function useSecondTask(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setReady(true));
    return () => clearTimeout(id);
  }, []);
  return ready;
}

/** The promotion landing (diner.md §2): the first promotion's image, Order Now or Promotions. */
export function PromotionLanding({
  promotion,
  onOrderNow,
  onPromotions,
}: {
  promotion: ActivePromotionsResponse;
  onOrderNow: () => void;
  onPromotions: () => void;
}) {
  const { i18n } = useTranslation();
  const lng = landingLanguage();
  const t = i18n.getFixedT(lng);
  const device = useMemo(() => detectDevice(), []);
  const badges = useSecondTask();
  const name =
    lng === 'zh' && promotion.restaurantAltName ? promotion.restaurantAltName : promotion.restaurantName;
  return (
    <Box
      component="section"
      aria-labelledby="promo-title"
      lang={lng}
      sx={{
        maxWidth: 560,
        mx: 'auto',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        textAlign: 'center',
      }}
    >
      <Typography id="promo-title" variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t('diner.promoTitle', { name })}
      </Typography>
      {promotion.promotionImage ? (
        <Box
          component="img"
          src={promotion.promotionImage}
          alt=""
          width={800}
          height={600}
          // The landing's largest paint: fetched first (prefetch-diner-data preloads it too).
          fetchPriority="high"
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 2,
            bgcolor: 'action.hover',
          }}
        />
      ) : null}
      <Typography color="text.secondary">{t('diner.promoText')}</Typography>
      <Stack spacing={1.5}>
        <Button variant="contained" size="large" onClick={onOrderNow} sx={{ minHeight: 52 }}>
          {t('diner.orderNow')}
        </Button>
        <Button variant="outlined" size="large" onClick={onPromotions} sx={{ minHeight: 52 }}>
          {t('diner.promotions')}
        </Button>
      </Stack>
      {/* The badges' row keeps its height while they render, so nothing moves. */}
      <Box sx={{ minHeight: 48 }}>{badges ? <StoreBadges device={device} lng={lng} /> : null}</Box>
    </Box>
  );
}

/** GET /obPromotions: the current promotions, with Order Now to go on to the menu. */
export function PromotionList({
  promotions,
  loading,
  onOrderNow,
}: {
  promotions: PromotionDetail[] | undefined;
  loading: boolean;
  onOrderNow: () => void;
}) {
  const { i18n } = useTranslation();
  const lng = landingLanguage();
  const t = i18n.getFixedT(lng);
  return (
    <Box
      component="section"
      aria-labelledby="promo-list-title"
      lang={lng}
      sx={{ maxWidth: 560, mx: 'auto', p: 2 }}
    >
      <Typography id="promo-list-title" variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {t('diner.promoList')}
      </Typography>
      {loading ? (
        <Box
          role="status"
          aria-label={t('diner.loadingPromotions')}
          sx={{ display: 'flex', justifyContent: 'center', py: 4 }}
        >
          <CircularProgress />
        </Box>
      ) : promotions && promotions.length > 0 ? (
        <Stack spacing={1.5}>
          {promotions.map((p) => (
            <Card key={p.id} variant="outlined" component="article" sx={{ p: 2 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {p.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {p.description}
              </Typography>
            </Card>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{t('diner.noPromotions')}</Typography>
      )}
      <Button variant="contained" size="large" fullWidth onClick={onOrderNow} sx={{ mt: 3, minHeight: 52 }}>
        {t('diner.orderNow')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <StoreBadges device={detectDevice()} lng={lng} />
      </Box>
    </Box>
  );
}
