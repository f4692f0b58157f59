import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { checkReportDateTimeRange, formatReportDateTime, REPORT_TIME_STEP_MINUTES } from '@rpos/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { timezoneLabel } from '../../../shared/format/date-time';
import type { DayRange } from '../api/reports-api';
import { useReportsT } from '../reports-texts';

/** 'YYYY-MM-DD HH:mm:ss' ↔ a datetime-local field's 'YYYY-MM-DDTHH:mm' (both the restaurant's wall clock). */
const toField = (value: string) => value.slice(0, 16).replace(' ', 'T');
const fromField = (value: string) => (value ? `${value.replace('T', ' ')}:00` : '');

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
 * The payment types report's date-time pickers (the browser's date-time fields, stepping 15 minutes)
 * and Query, checked with the domain's rules before the call; the query sends YYYY-MM-DD HH:mm:ss on
 * the restaurant's wall clock (back-office.md §7, decision 0175).
 */
export function ReportDateTimeForm({
  value,
  timezone,
  onQuery,
  children,
  now = () => new Date(),
}: ReportDateTimeFormProps) {
  const t = useReportsT();
  const [start, setStart] = useState(toField(value.startDateStr));
  const [end, setEnd] = useState(toField(value.endDateStr));
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkReportDateTimeRange(fromField(start), fromField(end), now(), timezone);
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
  const input = { step: REPORT_TIME_STEP_MINUTES * 60 };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      <TextField
        type="datetime-local"
        size="small"
        label={t('startTime')}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={error !== null}
        helperText={hint}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: input }}
      />
      <TextField
        type="datetime-local"
        size="small"
        label={t('endTime')}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={error !== null}
        helperText={hint}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: input }}
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
  );
}
