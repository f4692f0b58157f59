import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { checkReportDayRange, type ReportRangeKind, reportToday } from '@rpos/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { timezoneLabel } from '../../../shared/format/date-time';
import type { DayRange } from '../api/reports-api';
import { useReportsT } from '../reports-texts';

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
 * Start and end date pickers (the browser's date fields, as on the orders screen: dd/MM/yyyy in an
 * Australian browser; decision 0196) and Query, checked with the domain's report range rules —
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
  const [start, setStart] = useState(value.startDateStr);
  const [end, setEnd] = useState(value.endDateStr);
  const [error, setError] = useState<{ message: string; fieldMessage: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkReportDayRange(kind, start, end, now(), timezone);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    onQuery({ startDateStr: checked.range.startDate, endDateStr: checked.range.endDate });
  };

  const hint = t('dateHint', { zone: timezoneLabel(timezone) });
  const today = reportToday(now(), timezone);
  const endHint = error && error.fieldMessage !== error.message ? error.fieldMessage : hint;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      <TextField
        type="date"
        size="small"
        label={t('startDate')}
        value={start}
        onChange={(e) => setStart(e.target.value)}
        error={error !== null}
        helperText={hint}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
      <TextField
        type="date"
        size="small"
        label={t('endDate')}
        value={end}
        onChange={(e) => setEnd(e.target.value)}
        error={error !== null}
        helperText={endHint}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
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
  );
}
