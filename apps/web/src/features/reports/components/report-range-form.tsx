import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { checkReportDayRange, type ReportRangeKind } from '@rpos/domain';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { type FormEvent, type ReactNode, useState } from 'react';
import { timezoneLabel } from '../../../shared/format/date-time';
import type { DayRange } from '../api/reports-api';
import { useReportsT } from '../reports-texts';

dayjs.extend(utc);

/**
 * The pickers work on the wall clock as UTC values, so the browser's own zone (and its daylight
 * saving) never moves a chosen day or time: the restaurant's days are what the user picks.
 */
export const wallDay = (iso: string): Dayjs => dayjs.utc(iso);

export interface ReportRangeFormProps {
  /** Which report: the dish reports answer their own end-before-start text (back-office.md §5). */
  kind: Exclude<ReportRangeKind, 'paymentTypes'>;
  /** The range last queried (the form starts from it). */
  value: DayRange;
  /** The restaurant's timezone: "today" and the hint. */
  timezone: string;
  /** Called with a range that passed the §5 rules. */
  onQuery: (range: DayRange) => void;
  /** More fields beside the dates (the option toggle, the weekday filter). */
  children?: ReactNode;
  /** A clock for tests; the real one otherwise. */
  now?: () => Date;
}

/**
 * Start and end date pickers (dd/MM/yyyy) and Query, checked with the domain's report range rules —
 * the same texts the server answers with: 'The end date cannot be later than the start date!', 'Start
 * date and end date must be before today', 'Start date and end date gap must be less than 32 days',
 * and the dish reports' 'Start date must be before end date'.
 */
export function ReportRangeForm({
  kind,
  value,
  timezone,
  onQuery,
  children,
  now = () => new Date(),
}: ReportRangeFormProps) {
  const t = useReportsT();
  const [start, setStart] = useState<Dayjs | null>(() => wallDay(value.startDateStr));
  const [end, setEnd] = useState<Dayjs | null>(() => wallDay(value.endDateStr));
  const [error, setError] = useState<{ message: string; fieldMessage: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const startDateStr = start?.isValid() ? start.format('YYYY-MM-DD') : '';
    const endDateStr = end?.isValid() ? end.format('YYYY-MM-DD') : '';
    const checked = checkReportDayRange(kind, startDateStr, endDateStr, now(), timezone);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    onQuery({ startDateStr: checked.range.startDate, endDateStr: checked.range.endDate });
  };

  const hint = t('dateHint', { zone: timezoneLabel(timezone) });
  const field = (helperText: string) => ({
    textField: { size: 'small' as const, error: error !== null, helperText },
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
      >
        <DatePicker
          label={t('startDate')}
          format="DD/MM/YYYY"
          timezone="UTC"
          value={start}
          onChange={(v) => setStart(v)}
          slotProps={field(hint)}
        />
        <DatePicker
          label={t('endDate')}
          format="DD/MM/YYYY"
          timezone="UTC"
          value={end}
          onChange={(v) => setEnd(v)}
          slotProps={field(error && error.fieldMessage !== error.message ? error.fieldMessage : hint)}
        />
        {children}
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('query')}
        </Button>
        {error ? (
          <Alert severity="warning" sx={{ flexBasis: '100%' }}>
            {error.message}
          </Alert>
        ) : null}
      </Box>
    </LocalizationProvider>
  );
}
