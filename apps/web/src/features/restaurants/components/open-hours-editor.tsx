import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffOpenHoursItem, StaffOpenHoursResponse } from '@rpos/domain';
import { useState } from 'react';
import { useUnsavedChanges } from '../../../shared/ui/unsaved-changes';
import { useOpenHoursT } from '../open-hours-texts';
import { DmyDateList } from './dmy-date-list';
import { OpenHoursRangeForm } from './open-hours-range-form';

type Range = Omit<StaffOpenHoursItem, 'id'> & { id?: string };

export interface OpenHoursEditorProps {
  saved: StaffOpenHoursResponse['openHours'];
  saving: boolean;
  onSave: (hours: { openHoursItems: Range[]; closeDaysItems: string[] }) => void;
}

/** The ranges and closed dates of /openHours, edited here and saved whole. */
export function OpenHoursEditor({ saved, saving, onSave }: OpenHoursEditorProps) {
  const t = useOpenHoursT();
  const [ranges, setRanges] = useState<Range[]>(saved.openHoursItems);
  const [closeDays, setCloseDays] = useState<string[]>(saved.closeDaysItems);
  useUnsavedChanges(
    JSON.stringify([ranges, closeDays]) !== JSON.stringify([saved.openHoursItems, saved.closeDaysItems]),
  );
  const describe = (r: Range) => `${r.weekdays.map((d) => t(d)).join(', ')} ${r.openStart}–${r.openEnd}`;

  return (
    <Stack spacing={3}>
      <Card component="section" aria-labelledby="open-hours-ranges">
        <CardHeader
          title={t('rangesTitle')}
          subheader={t('rangesHelp')}
          slotProps={{ title: { component: 'h2', variant: 'h6', id: 'open-hours-ranges' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          {ranges.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('noRanges')}
            </Typography>
          ) : (
            <List dense aria-label={t('rangesList')} disablePadding>
              {ranges.map((r, i) => (
                <ListItem
                  key={r.id ?? `new-${i}`}
                  divider
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('removeRange', { range: describe(r) })}
                      onClick={() => setRanges((prev) => prev.filter((_, j) => j !== i))}
                    >
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={`${r.openStart} – ${r.openEnd}`}
                    secondary={r.weekdays.map((d) => t(d)).join(', ')}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Divider sx={{ my: 2 }} />
          <OpenHoursRangeForm onAdd={(range) => setRanges((prev) => [...prev, range])} />
        </CardContent>
      </Card>

      <Card component="section" aria-labelledby="open-hours-close-days">
        <CardHeader
          title={t('closeDaysTitle')}
          subheader={t('closeDaysHelp')}
          slotProps={{ title: { component: 'h2', variant: 'h6', id: 'open-hours-close-days' } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <DmyDateList
            dates={closeDays}
            onChange={setCloseDays}
            labels={{
              list: t('closeDaysList'),
              date: t('closeDate'),
              add: t('addCloseDay'),
              empty: t('noCloseDays'),
              remove: (date) => t('removeCloseDay', { date }),
            }}
          />
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Box sx={{ flex: 1 }} />
          <Button
            variant="contained"
            onClick={() => onSave({ openHoursItems: ranges, closeDaysItems: closeDays })}
            disabled={saving}
            loading={saving}
            loadingPosition="start"
          >
            {saving ? t('saving') : t('save')}
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
