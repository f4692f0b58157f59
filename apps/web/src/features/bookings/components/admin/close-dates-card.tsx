import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { BOOKING_MESSAGES, type CloseDate } from '@rpos/domain';
import { useState } from 'react';
import { DmyDateField } from '../../../../shared/ui/dmy-date-field';
import { useSnackbar } from '../../../../shared/ui/snackbar';
import { useUnsavedChanges } from '../../../../shared/ui/unsaved-changes';
import { failureMessage } from '../../../menus/components/admin/use-menus-admin-t';
import {
  addCloseDate,
  type CloseDateRefusal,
  removeCloseDate,
  sameCloseDates,
  toCloseDatesRequest,
} from '../../admin-close-dates';
import { useSaveCloseDates } from '../../api/booking-admin-api';
import { type BookingAdminKey, useBookingAdminT } from '../../booking-admin-texts';

export interface CloseDatesCardProps {
  /** The close dates as saved. */
  closeDates: readonly CloseDate[];
  /** The sessions a date may close. */
  sessions: CloseDate['sessions'];
  /** Today on the restaurant's clock, 'YYYY-MM-DD': earlier dates cannot be added. */
  today: string;
}

const REFUSALS: Record<CloseDateRefusal, BookingAdminKey | null> = {
  date: null,
  past: null,
  sessions: 'chooseSession',
};

/**
 * The close-dates card (restaurant-config.md §2.4): the list with delete, a dd/MM/yyyy date with
 * session checkboxes, Add New Close Date, and Save (which replaces the whole list on the server).
 */
export function CloseDatesCard({ closeDates, sessions, today }: CloseDatesCardProps) {
  const t = useBookingAdminT();
  const snackbar = useSnackbar();
  const save = useSaveCloseDates();
  const [list, setList] = useState<CloseDate[]>([...closeDates]);
  const [date, setDate] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<CloseDateRefusal | null>(null);
  const unsaved = !sameCloseDates(list, closeDates);
  useUnsavedChanges(unsaved);

  const add = () => {
    const result = addCloseDate(list, date, chosen, sessions, today);
    if ('refusal' in result) {
      setRefusal(result.refusal);
      return;
    }
    setList(result.list);
    setRefusal(null);
    setDate('');
    setChosen([]);
  };

  const onSave = () =>
    save.mutate(toCloseDatesRequest(list), {
      onSuccess: (res) => {
        snackbar.success(res.message || t('closeDatesSaved'));
        setList(res.closeDates);
      },
      onError: (e) => snackbar.error(failureMessage(e, t('closeDatesFailed'))),
    });

  const toggle = (sessionId: string, on: boolean) => {
    setChosen((prev) => (on ? [...prev, sessionId] : prev.filter((id) => id !== sessionId)));
    if (refusal === 'sessions') setRefusal(null);
  };

  const refusalKey = refusal ? REFUSALS[refusal] : null;
  const dateError = refusal === 'date' || refusal === 'past' ? BOOKING_MESSAGES.closeDate : undefined;

  return (
    <Card component="section" aria-labelledby="close-dates-title">
      <CardHeader
        title={t('closeDatesTitle')}
        subheader={t('closeDatesHelp')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: 'close-dates-title' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {list.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noCloseDates')}
          </Typography>
        ) : (
          <List dense aria-label={t('closeDatesList')} disablePadding>
            {list.map((c) => (
              <ListItem
                key={c.date}
                divider
                data-close-date={c.date}
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('removeCloseDate', { date: c.date })}
                    onClick={() => setList((prev) => removeCloseDate(prev, c.date))}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={c.date}
                  secondary={
                    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {c.sessions.map((s) => (
                        <Chip key={s.sessionId} size="small" label={s.sessionName} component="span" />
                      ))}
                    </Box>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItem>
            ))}
          </List>
        )}

        <Divider sx={{ my: 2 }} />
        {sessions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noSessionsToClose')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <DmyDateField
              label={t('closeDateLabel')}
              value={date}
              min={today}
              error={dateError}
              onChange={(iso) => {
                setDate(iso);
                if (refusal === 'date' || refusal === 'past') setRefusal(null);
              }}
            />
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {t('closeSessions')}
              </Typography>
              <FormGroup row>
                {sessions.map((s) => (
                  <FormControlLabel
                    key={s.sessionId}
                    control={
                      <Checkbox
                        checked={chosen.includes(s.sessionId)}
                        onChange={(e) => toggle(s.sessionId, e.target.checked)}
                      />
                    }
                    label={s.sessionName}
                  />
                ))}
              </FormGroup>
              {refusalKey ? <FormHelperText error>{t(refusalKey)}</FormHelperText> : null}
            </Box>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
              {t('addCloseDate')}
            </Button>
          </Box>
        )}
        {unsaved ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {t('unsavedCloseDates')}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={save.isPending}
          loading={save.isPending}
          loadingPosition="start"
        >
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </CardActions>
    </Card>
  );
}
