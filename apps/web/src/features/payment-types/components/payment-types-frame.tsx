import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../../auth/api/use-user';
import { usePaymentTypesT } from '../payment-types-texts';

/**
 * The frame of both payment-type screens: the title with Back and My Restaurant (§2.7) and the page's
 * own actions; without a selected restaurant, the way back to /myRestaurant instead of the content.
 */
export function PaymentTypesFrame({
  title,
  subtitle,
  backTo,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  /** Where Back goes when the screen was opened directly (else it goes back in history). */
  backTo: string;
  actions?: ReactNode;
  children: (restaurantId: string) => ReactNode;
}) {
  const t = usePaymentTypesT();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const restaurantId = user.data?.restaurantId;
  const back = () => {
    if (location.key === 'default') void navigate(backTo);
    else void navigate(-1);
  };

  let body: ReactNode;
  if (user.isPending) body = <PageLoader />;
  else if (!restaurantId)
    body = (
      <Alert severity="info">
        <AlertTitle>{t('selectRestaurantFirst')}</AlertTitle>
        {t('goBackToMyRestaurant')}
      </Alert>
    );
  else body = children(restaurantId);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<ArrowBackIcon />} onClick={back}>
              {t('back')}
            </Button>
            <Button startIcon={<StorefrontIcon />} component={RouterLink} to="/myRestaurant">
              {t('myRestaurant')}
            </Button>
            {restaurantId ? actions : null}
          </Box>
        }
      />
      {body}
    </>
  );
}
