import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { RestaurantSettingsResponse } from '@rpos/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { UnsavedChangesScope } from '../../../shared/ui/unsaved-changes';
import { useUser } from '../../auth/api/use-user';
import { useRestaurantSettings } from '../api/restaurant-settings-api';
import { useRestaurantSettingsT } from '../restaurant-settings-texts';

/**
 * The frame of both settings pages: the header, then 'Please select a restaurant first.' with a way
 * back to /myrestaurant when no restaurant is selected (§2.5), a progress indicator, the load error
 * with Retry, or the page's cards.
 */
export function SettingsPageShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: (settings: RestaurantSettingsResponse) => ReactNode;
}) {
  const t = useRestaurantSettingsT();
  const user = useUser();
  const hasRestaurant = !!user.data?.restaurantId;
  const settings = useRestaurantSettings(hasRestaurant);

  let body: ReactNode;
  if (user.isPending || (hasRestaurant && settings.isPending)) body = <PageLoader />;
  else if (!hasRestaurant)
    body = (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" component={RouterLink} to="/myrestaurant">
            {t('myRestaurant')}
          </Button>
        }
      >
        <AlertTitle>{t('selectRestaurantFirst')}</AlertTitle>
        {t('goBackToMyRestaurant')}
      </Alert>
    );
  else if (settings.isError || !settings.data)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  // Each card has its own Save: leaving with a card's edits not saved asks first (decision 0461).
  else body = <UnsavedChangesScope>{children(settings.data)}</UnsavedChangesScope>;

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {body}
    </>
  );
}
