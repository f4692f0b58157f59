import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { withUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { restaurantToday } from '../admin-dates';
import { useBookingSettings, useRestaurantTimezone } from '../api/booking-admin-api';
import { useBookingAdminT } from '../booking-admin-texts';
import { CloseDatesCard } from '../components/admin/close-dates-card';
import { DisclaimerCard } from '../components/admin/disclaimer-card';

/** /bookingSettings: the close-dates card and the disclaimer card. */
export const BookingSettingsPage = withUnsavedChanges(BookingSettingsPageContent);

function BookingSettingsPageContent() {
  const t = useBookingAdminT();
  const timezone = useRestaurantTimezone();
  const data = useBookingSettings();

  return (
    <>
      <PageHeader
        title={t('settingsTitle')}
        subtitle={t('settingsSubtitle')}
        actions={
          <Button component={RouterLink} to="/bookingSessions">
            {t('backToSessions')}
          </Button>
        }
      />
      {data.isPending ? (
        <PageLoader />
      ) : data.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void data.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('settingsLoadFailed')}
        </Alert>
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <CloseDatesCard
              closeDates={data.data.closeDates}
              sessions={data.data.sessions}
              today={restaurantToday(timezone)}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <DisclaimerCard settings={data.data.settings} />
          </Grid>
        </Grid>
      )}
    </>
  );
}
