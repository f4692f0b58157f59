import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { hasPermission, isRole, PERMISSION_CODES, ROLE_LABELS, type UserCredentials } from '@rpos/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../api/use-user';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        gap: { xs: 0.5, sm: 2 },
        py: 1.5,
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** True for the roles that pass every permission check (admin, restaurantAdmin, restaurantGroupAdmin). */
function holdsEveryPermission(user: UserCredentials): boolean {
  const actor = { role: user.role, permissions: [] as string[] };
  return PERMISSION_CODES.every((code) => hasPermission(actor, code));
}

function AccountCard({ user }: { user: UserCredentials }) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  const roleLabel = isRole(user.role) ? ROLE_LABELS[user.role] : user.role;
  return (
    <Card>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }} aria-hidden>
          {(user.firstName[0] ?? user.username[0] ?? '?').toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" noWrap>
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {roleLabel}
          </Typography>
        </Box>
      </CardContent>
      <Divider />
      <CardContent component="dl" sx={{ m: 0 }}>
        <Row label={t('account.name')}>{name}</Row>
        <Row label={t('account.username')}>{user.username}</Row>
        <Row label={t('account.email')}>{user.email}</Row>
        <Row label={t('account.phone')}>{user.phoneNumber || '—'}</Row>
        <Row label={t('account.role')}>{roleLabel}</Row>
        <Row label={t('account.restaurant')}>{user.restaurantName ?? t('account.noRestaurant')}</Row>
        <Row label={t('account.permissions')}>
          {holdsEveryPermission(user) ? (
            t('account.allPermissions')
          ) : user.permissions.length === 0 ? (
            t('account.noPermissions')
          ) : (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {user.permissions.map((p) => (
                <Chip key={p.code} label={p.name} size="small" />
              ))}
            </Box>
          )}
        </Row>
      </CardContent>
      <Divider />
      <CardContent sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/settings" variant="outlined">
          {t('account.editProfile')}
        </Button>
      </CardContent>
    </Card>
  );
}

/** /account: who is signed in, with which role, restaurant and permissions. */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <>
      <PageHeader title={t('account.title')} />
      {user.data ? <AccountCard user={user.data} /> : <PageLoader />}
    </>
  );
}
