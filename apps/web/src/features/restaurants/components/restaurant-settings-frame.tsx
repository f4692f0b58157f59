import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import StorefrontIcon from '@mui/icons-material/Storefront';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../../auth/api/use-user';
import { useRestaurantsT } from '../restaurant-texts';

export interface SettingsTab {
  to: string;
  label: string;
}

/**
 * The frame of a restaurant's settings sections (devices, printing, payment types): the title with
 * Back (to `backTo` when the screen was opened directly, else back in history), optionally My
 * Restaurant and tabs between the section's pages, the page's own actions; a loader while the user
 * loads and, without a selected restaurant, the way back to /myRestaurant instead of the content.
 */
export function RestaurantSettingsFrame({
  title,
  subtitle,
  backTo = '/myRestaurant',
  myRestaurantLink = false,
  tabs,
  actions,
  children,
}: {
  title: string;
  subtitle?: string;
  backTo?: string;
  myRestaurantLink?: boolean;
  tabs?: SettingsTab[];
  actions?: ReactNode;
  children: (restaurantId: string) => ReactNode;
}) {
  const t = useRestaurantsT();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useUser();
  const restaurantId = user.data?.restaurantId;
  const back = () => void (location.key === 'default' ? navigate(backTo) : navigate(-1));
  const currentTab =
    tabs?.find((tab) => tab.to.toLowerCase() === location.pathname.toLowerCase())?.to ?? false;

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
            {myRestaurantLink && (
              <Button startIcon={<StorefrontIcon />} component={RouterLink} to="/myRestaurant">
                {t('myRestaurant')}
              </Button>
            )}
            {restaurantId ? actions : null}
          </Box>
        }
      />
      {tabs && (
        <Tabs value={currentTab} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
          {tabs.map((tab) => (
            <Tab key={tab.to} value={tab.to} label={tab.label} component={RouterLink} to={tab.to} />
          ))}
        </Tabs>
      )}
      {body}
    </>
  );
}
