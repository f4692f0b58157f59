import Box from '@mui/material/Box';
import { orderTypeLabel } from '@rpos/domain';
import { useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRestaurantTimezone } from '../../restaurants';
import { type DayRange, useOrderFromReport, useOrderTypeReport } from '../api/reports-api';
import { ReportChart } from '../components/report-chart';
import { ReportRangeForm } from '../components/report-range-form';
import { ReportResult } from '../components/report-result';
import { defaultDayRange, sameRange } from '../report-ranges';
import { useReportsT } from '../reports-texts';

/**
 * /orderTypeReport (back-office.md §2.5): the order source and order type report — one range, one
 * Query, two pie charts: where orders came from (GET /orderFromReport) and their type
 * (GET /orderTypeReport; a null type is "other"). Decision 0198: one page serves both names.
 */
export function OrderTypeReportPage() {
  const t = useReportsT();
  const timezone = useRestaurantTimezone();
  const [range, setRange] = useState<DayRange>(() => defaultDayRange(timezone));
  const from = useOrderFromReport(range);
  const types = useOrderTypeReport(range);

  const onQuery = (next: DayRange) => {
    if (!sameRange(next, range)) return setRange(next);
    void from.refetch();
    void types.refetch();
  };

  return (
    <>
      <PageHeader title={t('orderTypesTitle')} subtitle={t('orderTypesSubtitle')} />
      <ReportRangeForm kind="orderTypes" value={range} timezone={timezone} onQuery={onQuery} />
      <ReportResult
        queries={[from, types]}
        isEmpty={() => !from.data?.some((r) => r.count > 0) && !types.data?.some((r) => r.count > 0)}
      >
        {() => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <ReportChart
              title={t('orderSource')}
              kind="pie"
              categoryLabel={t('colType')}
              categories={(from.data ?? []).map((r) => orderTypeLabel(r.type))}
              series={[{ label: t('colCount'), values: (from.data ?? []).map((r) => r.count) }]}
            />
            <ReportChart
              title={t('orderType')}
              kind="pie"
              categoryLabel={t('colType')}
              categories={(types.data ?? []).map((r) => orderTypeLabel(r.type))}
              series={[{ label: t('colCount'), values: (types.data ?? []).map((r) => r.count) }]}
            />
          </Box>
        )}
      </ReportResult>
    </>
  );
}
