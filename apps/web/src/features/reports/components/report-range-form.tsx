import { checkReportDayRange, type ReportRangeKind, reportToday } from '@rpos/domain';
import type { ReactNode } from 'react';
import { timezoneLabel } from '../../../shared/format/date-time';
import type { DayRange } from '../api/reports-api';
import { useReportsT } from '../reports-texts';
import { ReportRangeFields } from './report-range-fields';

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
  return (
    <ReportRangeFields
      type="date"
      labels={{ start: t('startDate'), end: t('endDate') }}
      initial={{ start: value.startDateStr, end: value.endDateStr }}
      hint={t('dateHint', { zone: timezoneLabel(timezone) })}
      htmlInput={{ max: reportToday(now(), timezone) }}
      check={(start, end) => {
        const checked = checkReportDayRange(kind, start, end, now(), timezone);
        return checked.ok
          ? { ok: true, range: { startDateStr: checked.range.startDate, endDateStr: checked.range.endDate } }
          : { ok: false, ...checked.error };
      }}
      onQuery={onQuery}
    >
      {children}
    </ReportRangeFields>
  );
}
