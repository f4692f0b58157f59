import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { fromWallDateTime, toWallDateTime } from '@rpos/domain';
import { useId } from 'react';
import { DmyDateTimeField } from '../../../../shared/ui/dmy-date-field';
import {
  DEFAULT_TIME_RANGE,
  minutesLabel,
  switchVisibilityMode,
  type VisibilityMode,
  type VisibilityState,
  visibilityModeOf,
} from './editor-logic';
import { type EditorKey, useEditorT } from './editor-t';
import { useEditorTimezone } from './editor-timezone';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function WeekdayPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number[];
  onChange: (days: number[]) => void;
}) {
  const t = useEditorT();
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        value={value}
        aria-label={label}
        onChange={(_e, days: number[]) => onChange([...days].sort((a, b) => a - b))}
      >
        {WEEKDAYS.map((d) => (
          <ToggleButton key={d} value={d} sx={{ px: 1 }}>
            {t(`weekday${d}` as EditorKey)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/**
 * §4 visibility of an item or a category: active; hidden (optionally on chosen weekdays); hidden
 * until a date-time; shown only in a time range on chosen weekdays. Choosing one clears the others.
 */
export function VisibilityFields({
  value,
  onChange,
}: {
  value: VisibilityState;
  onChange: (value: VisibilityState) => void;
}) {
  const t = useEditorT();
  const timezone = useEditorTimezone();
  const id = useId();
  const mode = visibilityModeOf(value);
  const begin = value.active_begin ?? DEFAULT_TIME_RANGE[0];
  const end = value.active_end ?? DEFAULT_TIME_RANGE[1];
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={`${id}-label`}>
        {t('visibility')}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${id}-label`}
        value={mode}
        onChange={(_e, next) => onChange(switchVisibilityMode(value, next as VisibilityMode))}
      >
        <FormControlLabel value="active" control={<Radio />} label={t('modeActive')} />
        <FormControlLabel value="hidden" control={<Radio />} label={t('modeHidden')} />
        <FormControlLabel value="hiddenUntil" control={<Radio />} label={t('modeHiddenUntil')} />
        <FormControlLabel value="timeRange" control={<Radio />} label={t('modeTimeRange')} />
      </RadioGroup>
      {mode === 'hidden' ? (
        <WeekdayPicker
          label={t('hideDays')}
          value={value.hideDays}
          onChange={(hideDays) => onChange({ ...value, hideDays })}
        />
      ) : null}
      {mode === 'hiddenUntil' ? (
        <Box sx={{ mt: 1 }}>
          <DmyDateTimeField
            size="small"
            label={t('hiddenUntil')}
            timeLabel="HH:mm"
            value={value.hidden_until ? toWallDateTime(new Date(value.hidden_until), timezone) : ''}
            helperText={t('restaurantTime', { timezone })}
            onChange={(wall) => {
              const d = fromWallDateTime(wall, timezone);
              if (d) onChange({ ...value, hidden_until: d.toISOString() });
            }}
          />
        </Box>
      ) : null}
      {mode === 'timeRange' ? (
        <Stack spacing={1} sx={{ mt: 1, px: 1 }}>
          <Typography id={`${id}-range`} variant="body2">
            {t('timeRange')}: {t('timeRangeValue', { from: minutesLabel(begin), to: minutesLabel(end) })}
          </Typography>
          <Box sx={{ px: 3, pb: 1 }}>
            <Slider
              aria-labelledby={`${id}-range`}
              getAriaValueText={minutesLabel}
              valueLabelFormat={minutesLabel}
              valueLabelDisplay="auto"
              min={0}
              max={2880}
              step={15}
              marks={[0, 720, 1440, 2160, 2880].map((value) => ({
                value,
                label: value % 1440 === 0 ? minutesLabel(value) : undefined,
              }))}
              value={[begin, end]}
              disableSwap
              onChange={(_e, v) => {
                const [a, b] = v as number[];
                onChange({ ...value, active_begin: a ?? begin, active_end: b ?? end });
              }}
            />
          </Box>
          <WeekdayPicker
            label={t('activeWeekDays')}
            value={value.activeWeekDays}
            onChange={(activeWeekDays) => onChange({ ...value, activeWeekDays })}
          />
        </Stack>
      ) : null}
    </FormControl>
  );
}
