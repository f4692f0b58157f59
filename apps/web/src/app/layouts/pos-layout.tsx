import ArrowBack from '@mui/icons-material/ArrowBack';
import PointOfSale from '@mui/icons-material/PointOfSale';
import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigation } from 'react-router';
import { authKeys } from '../../features/auth/api/auth-keys';
import { useUser } from '../../features/auth/api/use-user';
import { RequireAuth } from '../../features/auth/components/require-auth';
import { posKeys } from '../../features/pos/api/pos-keys';
import { usePosStaffSession } from '../../features/pos/api/pos-staff-api';
import { usePosLiveUpdates } from '../../features/pos/api/use-pos-live-updates';
import { ManagerApprovalHost } from '../../features/pos/components/manager-approval-dialog';
import { StaffBar } from '../../features/pos/components/staff-bar';
import { StaffLockScreen } from '../../features/pos/components/staff-lock-screen';
import { OfflineBanner } from '../../features/pos/offline/offline-banner';
import { installPosApp } from '../../features/pos/offline/pos-install';
import {
  POS_SNAPSHOTS,
  useOfflineCounts,
  useOfflineSeed,
  useSnapshotSaver,
} from '../../features/pos/offline/use-offline';
import { usePosT } from '../../features/pos/pos-texts';
import { useRestaurantTimezone } from '../../features/restaurants';
import { RestaurantPicker } from '../../features/restaurants/components/restaurant-picker';
import { ErrorBoundary } from '../../shared/ui/error-boundary';

const TOOLBAR_HEIGHT = 56;

/** What a reload with no network opens on (issue 31): the POS's data and the signed-in user. */
const SNAPSHOTS = [...POS_SNAPSHOTS, { name: 'user', queryKey: authKeys.user() }];

function PosShell() {
  const t = usePosT();
  const user = useUser().data;
  const location = useLocation();
  const navigation = useNavigation();
  const hasRestaurant = !!user?.restaurantId;
  usePosLiveUpdates(hasRestaurant);
  const timezone = useRestaurantTimezone();
  // The staff at the till (decisions 0236–0237): a restaurant with staff is locked until one signs in.
  const staffSession = usePosStaffSession(hasRestaurant).data;
  const locked = hasRestaurant && !!staffSession?.staffRequired && !staffSession.staff;
  const fetching = useIsFetching({ queryKey: posKeys.all }) > 0;
  useSnapshotSaver(SNAPSHOTS);
  const offlineCounts = useOfflineCounts();
  if (!user) return null;

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={1}>
        <Toolbar variant="dense" sx={{ minHeight: TOOLBAR_HEIGHT, gap: 1.5 }}>
          <Button
            color="inherit"
            component={RouterLink}
            to="/dashboard"
            startIcon={<ArrowBack />}
            sx={{ minHeight: 44 }}
          >
            {t('backToDashboard')}
          </Button>
          <Button
            color="inherit"
            component={RouterLink}
            to="/pos"
            startIcon={<TableRestaurant />}
            sx={{ minHeight: 44 }}
          >
            {t('floor')}
          </Button>
          {hasRestaurant ? (
            <Button
              color="inherit"
              component={RouterLink}
              to="/pos/drawer"
              startIcon={<PointOfSale />}
              sx={{ minHeight: 44 }}
            >
              {t('drawer')}
            </Button>
          ) : null}
          <Typography component="p" variant="h6" sx={{ flexGrow: 1, textAlign: 'center' }} noWrap>
            {t('title')}
            {user.restaurantName ? ` · ${user.restaurantName}` : ''}
          </Typography>
          {hasRestaurant ? <StaffBar timezone={timezone} /> : null}
          <RestaurantPicker role={user.role} restaurantId={user.restaurantId} />
        </Toolbar>
        {navigation.state === 'loading' || fetching ? (
          <LinearProgress
            color="secondary"
            aria-label={t('loading')}
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
          />
        ) : null}
      </AppBar>
      {hasRestaurant ? <OfflineBanner counts={offlineCounts} timezone={timezone} /> : null}
      <Box component="main" sx={{ flexGrow: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {locked ? (
          <StaffLockScreen />
        ) : hasRestaurant ? (
          <ErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </ErrorBoundary>
        ) : (
          <Box sx={{ p: 3 }}>
            <Alert severity="info">{t('selectRestaurantFirst')}</Alert>
          </Box>
        )}
      </Box>
      <ManagerApprovalHost />
    </Box>
  );
}

/**
 * The POS's own full-screen frame (decision 0146): no sidebar, a way back to the dashboard and to the
 * floor, the acting-restaurant picker for the roles that have one, a progress bar while anything of
 * the POS loads, and one staff event stream for every POS screen.
 */
export function PosLayout() {
  // Installable, and opens with no network once opened (issue 31): the service worker and manifest.
  useEffect(() => installPosApp(), []);
  const ready = useOfflineSeed(SNAPSHOTS);
  return (
    <ErrorBoundary resetKey="pos-layout">
      {ready ? (
        <RequireAuth>
          <PosShell />
        </RequireAuth>
      ) : null}
    </ErrorBoundary>
  );
}
