import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryContent } from '../../../shared/ui/query-content';
import { useSnackbar } from '../../../shared/ui/snackbar';
import { failureMessage } from '../../menus/components/admin/use-menus-admin-t';
import { useBookingSessions, useDeleteBookingSession, useRestaurantTimezone } from '../api/booking-admin-api';
import { useBookingAdminT } from '../booking-admin-texts';
import { BookingSessionsTable } from '../components/admin/booking-sessions-table';

/** /bookingSessions: the restaurant's booking sessions; add, open to edit, delete one after confirming. */
export function BookingSessionsPage() {
  const t = useBookingAdminT();
  const snackbar = useSnackbar();
  const timezone = useRestaurantTimezone();
  const list = useBookingSessions();
  const remove = useDeleteBookingSession();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const sessions = list.data ?? [];
  const chosen = sessions.filter((s) => selected.has(s.sessionId));
  const target = chosen.length === 1 ? chosen[0] : undefined;

  const askDelete = () => {
    if (!target) {
      snackbar.error(t('onlyOneSession'));
      return;
    }
    setConfirming(true);
  };

  const runDelete = () => {
    if (!target) return;
    remove.mutate(target.sessionId, {
      onSuccess: (res) => {
        snackbar.success(res.message || t('deleted'));
        setSelected(new Set());
        setConfirming(false);
      },
      onError: (e) => snackbar.error(failureMessage(e, t('deleteFailed'))),
    });
  };

  const toggle = (sessionId: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(sessionId)) next.delete(sessionId);
      else next.add(sessionId);
      return next;
    });

  return (
    <>
      <PageHeader
        title={t('sessionsTitle')}
        subtitle={t('sessionsSubtitle')}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to="/bookingSettings" startIcon={<SettingsIcon />}>
              {t('bookingSettingsLink')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={askDelete}
              disabled={list.isPending || list.isError}
            >
              {t('delete')}
            </Button>
            <Button component={RouterLink} to="/bookingSession" variant="contained" startIcon={<AddIcon />}>
              {t('addSession')}
            </Button>
          </Box>
        }
      />
      <QueryContent
        query={list}
        failedText={t('loadFailed')}
        retryLabel={t('retry')}
        refreshingLabel={t('working')}
      >
        <BookingSessionsTable
          sessions={sessions}
          selected={selected}
          timezone={timezone}
          onToggle={toggle}
          onToggleAll={(ids, checked) =>
            setSelected((prev) => {
              const next = new Set(prev);
              for (const id of ids) {
                if (checked) next.add(id);
                else next.delete(id);
              }
              return next;
            })
          }
        />
      </QueryContent>
      <ConfirmDialog
        open={confirming && !!target}
        title={t('deleteSessionTitle')}
        text={t('deleteSessionText', { name: target?.name ?? '' })}
        danger
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={runDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
