import Chip from '@mui/material/Chip';
import { formatRestaurantDateTime } from '../../../../shared/format/date-time';
import { minutesLabel, type VisibilityState, visibilityModeOf } from './editor-logic';
import { useEditorT } from './editor-t';
import { useEditorTimezone } from './editor-timezone';

/** A small chip telling how a category or item is shown, nothing when plainly active. */
export function VisibilityBadge({ value, hideForWeb }: { value: VisibilityState; hideForWeb: boolean }) {
  const t = useEditorT();
  const timezone = useEditorTimezone();
  const mode = visibilityModeOf(value);
  const chips: string[] = [];
  if (hideForWeb) chips.push(t('hideForWeb'));
  if (mode === 'hidden') chips.push(t('inactive'));
  if (mode === 'hiddenUntil' && value.hidden_until)
    chips.push(
      t('hiddenUntilShort', {
        date: formatRestaurantDateTime(value.hidden_until, timezone, { seconds: false }),
      }),
    );
  if (mode === 'timeRange')
    chips.push(
      t('timeRangeShort', {
        from: minutesLabel(value.active_begin ?? 0),
        to: minutesLabel(value.active_end ?? 0),
      }),
    );
  return (
    <>
      {chips.map((c) => (
        <Chip key={c} size="small" variant="outlined" color="warning" label={c} sx={{ ml: 1 }} />
      ))}
    </>
  );
}
