import CakeIcon from '@mui/icons-material/Cake';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RedeemIcon from '@mui/icons-material/Redeem';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PROMOTION_FORM_PATHS, PROMOTION_TYPES, type PromotionType } from '@rpos/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PROMOTION_TYPE_LABELS } from '../components/promotions-table';
import { type PromotionsKey, usePromotionsT } from '../promotions-texts';

const PANELS: Record<PromotionType, { text: PromotionsKey; icon: ReactNode }> = {
  buyNFree: { text: 'buyNFreeText', icon: <RedeemIcon color="primary" fontSize="large" /> },
  newMember: { text: 'newMemberText', icon: <PersonAddIcon color="primary" fontSize="large" /> },
  birthday: { text: 'birthdayText', icon: <CakeIcon color="primary" fontSize="large" /> },
};

/** /promotionTypes (back-office.md §2.13): three panels, each with Start to its form. */
export function PromotionTypesPage() {
  const t = usePromotionsT();
  return (
    <>
      <PageHeader title={t('typesTitle')} subtitle={t('typesSubtitle')} />
      <Grid container spacing={2}>
        {PROMOTION_TYPES.map((type) => (
          <Grid key={type} size={{ xs: 12, md: 4 }}>
            <Card component="section" aria-label={t(PROMOTION_TYPE_LABELS[type])} sx={{ height: '100%' }}>
              <CardContent>
                {PANELS[type].icon}
                <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                  {t(PROMOTION_TYPE_LABELS[type])}
                </Typography>
                <Typography color="text.secondary">{t(PANELS[type].text)}</Typography>
              </CardContent>
              <CardActions>
                <Button variant="contained" component={RouterLink} to={PROMOTION_FORM_PATHS[type]}>
                  {t('start')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
