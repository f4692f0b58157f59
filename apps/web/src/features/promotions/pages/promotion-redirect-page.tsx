import Alert from '@mui/material/Alert';
import { PROMOTION_FORM_PATHS } from '@rpos/domain';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../shared/ui/page-loader';
import { usePromotion } from '../api/promotions-api';
import { usePromotionsT } from '../promotions-texts';

/** /promotions/{id} (back-office.md §2.2): opens the promotion on its type's form. */
export function PromotionRedirectPage() {
  const t = usePromotionsT();
  const { promotionId } = useParams();
  const one = usePromotion(promotionId);
  if (one.isPending) return <PageLoader />;
  if (one.isError) return <Alert severity="error">{t('notFound')}</Alert>;
  const p = one.data.promotion;
  return <Navigate to={`${PROMOTION_FORM_PATHS[p.type]}/${p.id}`} replace />;
}
