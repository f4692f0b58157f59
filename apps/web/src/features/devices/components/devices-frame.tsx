import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../../auth/api/use-user';
import { useDevicesT } from '../devices-texts';

/** Title, Back and the page's actions; without a selected restaurant, the way to /myRestaurant. */
export function DevicesFrame({
  title,
  backTo,
  actions,
  children,
}: {
  title: string;
  backTo: string;
  actions?: ReactNode;
  children: () => ReactNode;
}) {
  const t = useDevicesT();
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
  else body = children();
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button startIcon={<ArrowBackIcon />} onClick={back}>
              {t('back')}
            </Button>
            {restaurantId ? actions : null}
          </Box>
        }
      />
      {body}
    </>
  );
}
