import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PROMOTION_FORM_PATHS, type PromotionForm, type PromotionType } from '@rpos/domain';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useUser } from '../../auth';
import { usePromotion, useSavePromotion } from '../api/promotions-api';
import { PromotionFormView } from '../components/promotion-form';
import { failureMessage } from '../failure-message';
import { promotionFormValues } from '../promotion-form-values';
import { type PromotionsKey, usePromotionsT } from '../promotions-texts';

const TITLES: Record<PromotionType, PromotionsKey> = {
  buyNFree: 'formBuyNFree',
  newMember: 'formNewMember',
  birthday: 'formBirthday',
};

/**
 * /buyNFree/{id}, /newMemberPromotion/{id}, /birthdayPromotion/{id} (back-office.md §2.13): the form
 * of one type, empty without an id. The save is awaited: 'Saved successfully' only when the server
 * took it, then back to /promotions (decision 0253).
 */
export function PromotionFormPage({ type }: { type: PromotionType }) {
  const t = usePromotionsT();
  const { promotionId } = useParams();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const currencySymbol = useUser().data?.currencySymbol ?? '$';
  const existing = usePromotion(promotionId);
  const save = useSavePromotion();

  const onSave = (promotion: PromotionForm) =>
    save.mutate(
      { promotion, promotionId: promotionId ?? null },
      {
        onSuccess: () => {
          snackbar.success(t('saved'));
          void navigate('/promotions');
        },
        onError: (e) => snackbar.error(failureMessage(e, t('saveFailed'))),
      },
    );

  let body: React.ReactNode;
  if (promotionId && existing.isPending) body = <PageLoader />;
  else if (promotionId && existing.isError) {
    const missing = isApiError(existing.error) && existing.error.status === 404;
    body = (
      <Alert
        severity="error"
        action={
          missing ? undefined : (
            <Button color="inherit" size="small" onClick={() => void existing.refetch()}>
              {t('retry')}
            </Button>
          )
        }
      >
        {missing ? t('notFound') : t('loadFailed')}
      </Alert>
    );
  } else {
    const saved = existing.data?.promotion;
    // A saved promotion of another type opens on its own form.
    if (saved && saved.type !== type)
      return <Navigate to={`${PROMOTION_FORM_PATHS[saved.type]}/${saved.id}`} replace />;
    body = (
      <PromotionFormView
        key={saved?.id ?? 'new'}
        type={type}
        initial={promotionFormValues(saved)}
        saving={save.isPending}
        currencySymbol={currencySymbol}
        onSave={onSave}
        onCancel={() => void navigate('/promotions')}
      />
    );
  }

  return (
    <>
      <PageHeader title={t(TITLES[type])} subtitle={t('formSubtitle')} />
      {body}
    </>
  );
}

export const BuyNFreePage = () => <PromotionFormPage type="buyNFree" />;
export const NewMemberPromotionPage = () => <PromotionFormPage type="newMember" />;
export const BirthdayPromotionPage = () => <PromotionFormPage type="birthday" />;
