import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DmyDateField, DmyDateTimeField } from '../../../shared/ui/dmy-date-field';
import type { DayRange } from '../api/reports-api';
import { useReportsT } from '../reports-texts';

/** What a form's rules make of its two fields: the range to query, or the texts to show. */
export type RangeFieldsCheck =
  | { ok: true; range: DayRange }
  | {
      ok: false;
      message: string /** Under the end field, when it differs from the alert. */;
      fieldMessage?: string;
    };

export interface ReportRangeFieldsProps {
  type: 'date' | 'datetime-local';
  labels: { start: string; end: string };
  /** The fields' first values, in the field's own format. */
  initial: { start: string; end: string };
  /** Under both fields (the restaurant's timezone). */
  hint: string;
  htmlInput: Record<string, string | number>;
  check: (start: string, end: string) => RangeFieldsCheck;
  onQuery: (range: DayRange) => void;
  children?: ReactNode;
}

/**
 * A report's start and end fields and Query: the report's own rules check them before the call, the
 * alert and the end field tell what is wrong (the range forms of back-office.md §2.5 and §5).
 */
export function ReportRangeFields({
  type,
  labels,
  initial,
  hint,
  htmlInput,
  check,
  onQuery,
  children,
}: ReportRangeFieldsProps) {
  const t = useReportsT();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [error, setError] = useState<{ message: string; fieldMessage?: string } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = check(start, end);
    if (!checked.ok) {
      setError(checked);
      return;
    }
    setError(null);
    onQuery(checked.range);
  };

  // dd/MM/yyyy (and HH:mm) whatever the browser's language (decision 0459).
  const max = typeof htmlInput.max === 'string' ? htmlInput.max : undefined;
  const field = (label: string, value: string, set: (v: string) => void, helperText: string) =>
    type === 'date' ? (
      <DmyDateField
        size="small"
        label={label}
        value={value}
        max={max}
        onChange={set}
        invalid={error !== null}
        helperText={helperText}
      />
    ) : (
      <DmyDateTimeField
        size="small"
        label={label}
        timeLabel={t('time')}
        value={value}
        max={max}
        onChange={set}
        invalid={error !== null}
        helperText={helperText}
      />
    );
  const endHint = error?.fieldMessage && error.fieldMessage !== error.message ? error.fieldMessage : hint;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      {field(labels.start, start, setStart, hint)}
      {field(labels.end, end, setEnd, endHint)}
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
