import { checkReportDateTimeRange, formatReportDateTime, REPORT_TIME_STEP_MINUTES } from '@rpos/domain';
import type { ReactNode } from 'react';
import { timezoneLabel } from '../../../shared/format/date-time';
import type { DayRange } from '../api/reports-api';
import { useReportsT } from '../reports-texts';
import { ReportRangeFields } from './report-range-fields';

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
  return (
    <ReportRangeFields
      type="datetime-local"
      labels={{ start: t('startTime'), end: t('endTime') }}
      initial={{ start: toField(value.startDateStr), end: toField(value.endDateStr) }}
      hint={t('dateTimeHint', { zone: timezoneLabel(timezone) })}
      htmlInput={{ step: REPORT_TIME_STEP_MINUTES * 60 }}
      check={(start, end) => {
        const checked = checkReportDateTimeRange(fromField(start), fromField(end), now(), timezone);
        if (!checked.ok) return { ok: false, message: checked.error.message };
        const { startDate, startMinutes, endDate, endMinutes } = checked.range;
        return {
          ok: true,
          range: {
            startDateStr: formatReportDateTime(startDate, startMinutes),
            endDateStr: formatReportDateTime(endDate, endMinutes),
          },
        };
      }}
      onQuery={onQuery}
    >
      {children}
    </ReportRangeFields>
  );
}
