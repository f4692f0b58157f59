import Grid from '@mui/material/Grid';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../api/use-user';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

/** /settings: the profile card and the password card. */
export function SettingsPage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <>
      <PageHeader title={t('settings.title')} />
      {user.data ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <ProfileForm key={user.data.username} user={user.data} />
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }}>
            <PasswordForm />
          </Grid>
        </Grid>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
