import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MENU_MESSAGES, type StaffMenu } from '@rpos/domain';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { useLeaveAfterSave, useUnsavedChanges, withUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useStaffMenu } from '../api/menu-admin-menu';
import { useUpdateMenu } from '../api/menu-admin-update';
import {
  DEFAULT_PERIOD,
  HHMM,
  type ServiceDayState,
  serviceAvailabilityToSend,
  serviceDaysOf,
  serviceTimesValid,
} from '../components/admin/service-days';
import { failureMessage, useMenusAdminT } from '../components/admin/use-menus-admin-t';

/**
 * /menu/:menuId/service-availability: per weekday Available or Closed with 24-hour periods.
 * The menu comes through navigation state (or is loaded); Back to Menu and Save go to /menu/:menuId.
 */
export const ServiceAvailabilityPage = withUnsavedChanges(ServiceAvailabilityPageContent);

function ServiceAvailabilityPageContent() {
  const { menuId = '' } = useParams();
  const location = useLocation();
  const t = useMenusAdminT();
  const handed = (location.state as { menu?: StaffMenu } | null)?.menu;
  const menu = useStaffMenu(menuId, handed);
  if (menu.isPending) return <PageLoader />;
  if (menu.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void menu.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {failureMessage(menu.error, t('loadFailed'))}
      </Alert>
    );
  return <ServiceAvailabilityForm key={menu.data.id} menu={menu.data} />;
}

export function ServiceAvailabilityForm({ menu }: { menu: StaffMenu }) {
  const t = useMenusAdminT();
  const leave = useLeaveAfterSave();
  const snackbar = useSnackbar();
  const update = useUpdateMenu();
  const [days, setDays] = useState<ServiceDayState[]>(() => serviceDaysOf(menu.serviceAvailability));
  const [savedDays] = useState(() => JSON.stringify(serviceDaysOf(menu.serviceAvailability)));
  useUnsavedChanges(JSON.stringify(days) !== savedDays);
  const [submitted, setSubmitted] = useState(false);
  const menuPath = `/menu/${encodeURIComponent(menu.id)}`;

  const change = (day: number, fn: (d: ServiceDayState) => ServiceDayState) =>
    setDays((prev) => prev.map((d) => (d.day_of_week === day ? fn(d) : d)));

  const save = () => {
    setSubmitted(true);
    if (!serviceTimesValid(days)) return;
    update.mutate(
      { menuId: menu.id, body: { serviceAvailability: serviceAvailabilityToSend(days) } },
      {
        onSuccess: (saved) => {
          snackbar.success(t('serviceUpdated'));
          leave(menuPath, { state: { menu: saved } });
        },
        onError: (e) => snackbar.error(failureMessage(e, t('serviceFailed'))),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('serviceTitle')}
        subtitle={t('serviceSubtitle', { name: menu.menuName })}
        actions={
          <Button component={RouterLink} to={menuPath} state={{ menu }}>
            {t('backToMenu')}
          </Button>
        }
      />
      <Card>
        <CardContent sx={{ px: { xs: 1.5, sm: 2 } }}>
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {days.map((d) => {
              const dayName = t(`day${d.day_of_week}` as 'day1');
              return (
                <Box
                  key={d.day_of_week}
                  role="group"
                  aria-label={dayName}
                  sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 1, md: 3 } }}
                >
                  <Box
                    sx={{
                      minWidth: 200,
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                    }}
                  >
                    <Typography sx={{ fontWeight: 500, minWidth: 100 }}>{dayName}</Typography>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={d.enabled}
                          onChange={(e) =>
                            change(d.day_of_week, (x) => ({ ...x, enabled: e.target.checked }))
                          }
                          slotProps={{ input: { 'aria-label': `${dayName} ${t('available')}` } }}
                        />
                      }
                      label={d.enabled ? t('available') : t('closed')}
                    />
                  </Box>
                  <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                    {d.enabled
                      ? d.time_periods.map((p, i) => {
                          const startBad = submitted && !HHMM.test(p.start_time.trim());
                          const endBad = submitted && !HHMM.test(p.end_time.trim());
                          const set = (field: 'start_time' | 'end_time', value: string) =>
                            change(d.day_of_week, (x) => ({
                              ...x,
                              time_periods: x.time_periods.map((q, j) =>
                                j === i ? { ...q, [field]: value } : q,
                              ),
                            }));
                          return (
                            // biome-ignore lint/suspicious/noArrayIndexKey: periods have no id; order is stable while editing
                            <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                              <TextField
                                size="small"
                                label={t('start')}
                                value={p.start_time}
                                placeholder="HH:mm"
                                onChange={(e) => set('start_time', e.target.value)}
                                error={startBad}
                                helperText={startBad ? MENU_MESSAGES.timeFormat : undefined}
                                slotProps={{
                                  htmlInput: {
                                    maxLength: 5,
                                    inputMode: 'numeric',
                                    'aria-label': `${dayName} ${t('start')} ${i + 1}`,
                                  },
                                }}
                                sx={{ width: { xs: '100%', sm: 140 } }}
                              />
                              <TextField
                                size="small"
                                label={t('end')}
                                value={p.end_time}
                                placeholder="HH:mm"
                                onChange={(e) => set('end_time', e.target.value)}
                                error={endBad}
                                helperText={endBad ? MENU_MESSAGES.timeFormat : undefined}
                                slotProps={{
                                  htmlInput: {
                                    maxLength: 5,
                                    inputMode: 'numeric',
                                    'aria-label': `${dayName} ${t('end')} ${i + 1}`,
                                  },
                                }}
                                sx={{ width: { xs: '100%', sm: 140 } }}
                              />
                              <IconButton
                                aria-label={t('removePeriod', {
                                  start: p.start_time,
                                  end: p.end_time,
                                  day: dayName,
                                })}
                                onClick={() =>
                                  change(d.day_of_week, (x) => ({
                                    ...x,
                                    time_periods: x.time_periods.filter((_q, j) => j !== i),
                                  }))
                                }
                              >
                                <Close />
                              </IconButton>
                            </Box>
                          );
                        })
                      : null}
                    {d.enabled && d.time_periods.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('noPeriods')}
                      </Typography>
                    ) : null}
                    <Box>
                      <Button
                        size="small"
                        aria-label={`${t('addPeriod')} (${dayName})`}
                        onClick={() =>
                          change(d.day_of_week, (x) => ({
                            ...x,
                            enabled: true,
                            time_periods: [...x.time_periods, { ...DEFAULT_PERIOD }],
                          }))
                        }
                      >
                        {t('addPeriod')}
                      </Button>
                    </Box>
                  </Box>
                </Box>
              );
            })}
          </Stack>
        </CardContent>
        <Divider />
        <CardActions sx={{ justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5 }}>
          <Button component={RouterLink} to={menuPath} state={{ menu }}>
            {t('backToMenu')}
          </Button>
          <Button
            variant="contained"
            onClick={save}
            disabled={update.isPending}
            loading={update.isPending}
            loadingPosition="start"
          >
            {update.isPending ? t('saving') : t('save')}
          </Button>
        </CardActions>
      </Card>
    </>
  );
}
