import Box from '@mui/material/Box';
import { sumByWeekday, type WeekdayFilter as Weekday } from '@rpos/domain';
import { useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRestaurantTimezone } from '../../restaurants';
import { type DayRange, useSalesByDates, useSalesHours } from '../api/reports-api';
import { ReportChart } from '../components/report-chart';
import { ReportRangeForm } from '../components/report-range-form';
import { ReportResult } from '../components/report-result';
import { WeekdayFilter } from '../components/weekday-filter';
import { defaultDayRange, dmy, sameRange } from '../report-ranges';
import { useReportsT } from '../reports-texts';
import { useMoney } from '../use-money';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * /salesDetailsReport (back-office.md §2.5): a range of local days, the order-hour chart
 * (GET /salesHoursReport), the weekday filter (Mon to Sun or All, sent to both calls) and the sales by
 * weekday and by date (GET /salesByDates).
 */
export function SalesDetailsReportPage() {
  const t = useReportsT();
  const money = useMoney();
  const timezone = useRestaurantTimezone();
  const [range, setRange] = useState<DayRange>(() => defaultDayRange(timezone));
  const [weekday, setWeekday] = useState<Weekday>('All');
  const hours = useSalesHours(range, weekday);
  const dates = useSalesByDates(range, weekday);

  const onQuery = (next: DayRange) => {
    if (!sameRange(next, range)) return setRange(next);
    void hours.refetch();
    void dates.refetch();
  };

  return (
    <>
      <PageHeader title={t('salesDetailsTitle')} subtitle={t('salesDetailsSubtitle')} />
      <ReportRangeForm kind="sales" value={range} timezone={timezone} onQuery={onQuery}>
        <WeekdayFilter value={weekday} onChange={setWeekday} />
      </ReportRangeForm>
      <ReportResult
        queries={[hours, dates]}
        isEmpty={() => !hours.data?.some((h) => h.amount !== 0) && !dates.data?.some((d) => d.amount !== 0)}
      >
        {() => {
          const byWeekday = sumByWeekday(dates.data ?? []).filter(
            (w) => weekday === 'All' || w.weekday === weekday,
          );
          return (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                <ReportChart
                  title={t('orderHours')}
                  kind="bar"
                  categoryLabel={t('hour')}
                  categories={(hours.data ?? []).map((h) => hourLabel(h.hour))}
                  series={[{ label: t('colSales'), values: (hours.data ?? []).map((h) => h.amount) }]}
                  format={money}
                />
              </Box>
              <ReportChart
                title={t('salesByWeekday')}
                kind="bar"
                categoryLabel={t('weekday')}
                categories={byWeekday.map((w) => w.weekday)}
                series={[{ label: t('colSales'), values: byWeekday.map((w) => w.amount) }]}
                format={money}
              />
              <ReportChart
                title={t('salesByDates')}
                kind="line"
                categoryLabel={t('colDate')}
                categories={(dates.data ?? []).map((d) => dmy(d.date))}
                series={[{ label: t('colSales'), values: (dates.data ?? []).map((d) => d.amount) }]}
                format={money}
              />
            </Box>
          );
        }}
      </ReportResult>
    </>
  );
}
