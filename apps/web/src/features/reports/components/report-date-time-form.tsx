import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { checkReportDateTimeRange, formatReportDateTime, REPORT_TIME_STEP_MINUTES } from '@rpos/domain';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { type FormEvent, type ReactNode, useState } from 'react';
import { timezoneLabel } from '../../../shared/format/date-time';
import type { DayRange } from '../api/reports-api';
import { useReportsT } from '../reports-texts';

dayjs.extend(utc);

/** 'YYYY-MM-DD HH:mm:ss' (wall clock) as a picker value (UTC, so no browser zone moves it). */
const wallTime = (value: string): Dayjs => dayjs.utc(value.replace(' ', 'T'));

export interface ReportDateTimeFormProps {
  /** The range last queried, as 'YYYY-MM-DD HH:mm:ss' on the restaurant's clock. */
  value: DayRange;
  timezone: string;
  onQuery: (range: DayRange) => void;
  /** The Daily Report and Group by Table boxes. */
  children?: ReactNode;
  now?: () => Date;
}

/**
 * The payment types report's date-time pickers (dd/MM/yyyy HH:mm, 15-minute steps) and Query, checked
 * with the domain's rules before the call; the query sends YYYY-MM-DD HH:mm:ss (back-office.md §7).
 */
export function ReportDateTimeForm({
  value,
  timezone,
  onQuery,
  children,
  now = () => new Date(),
}: ReportDateTimeFormProps) {
  const t = useReportsT();
  const [start, setStart] = useState<Dayjs | null>(() => wallTime(value.startDateStr));
  const [end, setEnd] = useState<Dayjs | null>(() => wallTime(value.endDateStr));
  const [error, setError] = useState<string | null>(null);

  const asQuery = (v: Dayjs | null) =>
    v?.isValid() ? formatReportDateTime(v.format('YYYY-MM-DD'), v.hour() * 60 + v.minute()) : '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkReportDateTimeRange(asQuery(start), asQuery(end), now(), timezone);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    setError(null);
    const { startDate, startMinutes, endDate, endMinutes } = checked.range;
    onQuery({
      startDateStr: formatReportDateTime(startDate, startMinutes),
      endDateStr: formatReportDateTime(endDate, endMinutes),
    });
  };

  const hint = t('dateTimeHint', { zone: timezoneLabel(timezone) });
  const common = {
    format: 'DD/MM/YYYY HH:mm',
    timezone: 'UTC',
    ampm: false,
    timeSteps: { minutes: REPORT_TIME_STEP_MINUTES },
    minutesStep: REPORT_TIME_STEP_MINUTES,
  } as const;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
      >
        <DateTimePicker
          {...common}
          label={t('startTime')}
          value={start}
          onChange={(v) => setStart(v)}
          slotProps={{ textField: { size: 'small', error: error !== null, helperText: hint } }}
        />
        <DateTimePicker
          {...common}
          label={t('endTime')}
          value={end}
          onChange={(v) => setEnd(v)}
          slotProps={{ textField: { size: 'small', error: error !== null, helperText: hint } }}
        />
        {children}
        <Button type="submit" variant="contained" sx={{ mt: 0.25 }}>
          {t('query')}
        </Button>
        {error ? (
          <Alert severity="warning" sx={{ flexBasis: '100%' }}>
            {error}
          </Alert>
        ) : null}
      </Box>
    </LocalizationProvider>
  );
}
