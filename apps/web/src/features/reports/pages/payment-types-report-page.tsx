import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRestaurantTimezone } from '../../restaurants';
import { type DayRange, usePaymentTypesReport } from '../api/reports-api';
import { CsvButton } from '../components/csv-button';
import { isPaymentTypesEmpty, PaymentTypesView } from '../components/payment-types-views';
import { ReportDateTimeForm } from '../components/report-date-time-form';
import { ReportResult } from '../components/report-result';
import { paymentTypesFile } from '../report-files';
import { defaultDateTimeRange, sameRange } from '../report-ranges';
import { useReportsT } from '../reports-texts';
import { useMoney } from '../use-money';

/**
 * /paymentTypesReport (back-office.md §2.5): date-time pickers in 15-minute steps, the "Daily Report"
 * and "Group by Table" boxes (taken with Query), the view the server answers, payment-types.csv.
 */
export function PaymentTypesReportPage() {
  const t = useReportsT();
  const money = useMoney();
  const timezone = useRestaurantTimezone();
  const [range, setRange] = useState<DayRange>(() => defaultDateTimeRange(timezone));
  const [daily, setDaily] = useState(false);
  const [byTable, setByTable] = useState(false);
  const [asked, setAsked] = useState({ daily: false, byTable: false });
  const report = usePaymentTypesReport(range, asked.daily, asked.byTable);

  const onQuery = (next: DayRange) => {
    const boxes = { daily, byTable };
    if (sameRange(next, range) && boxes.daily === asked.daily && boxes.byTable === asked.byTable) {
      void report.refetch();
      return;
    }
    setRange(next);
    setAsked(boxes);
  };

  return (
    <>
      <PageHeader
        title={t('paymentTypesTitle')}
        subtitle={t('paymentTypesSubtitle')}
        actions={<CsvButton file={report.data && !report.isError ? paymentTypesFile(report.data) : null} />}
      />
      <ReportDateTimeForm value={range} timezone={timezone} onQuery={onQuery}>
        <FormControlLabel
          control={<Checkbox checked={daily} onChange={(e) => setDaily(e.target.checked)} />}
          label={t('dailyReport')}
        />
        <FormControlLabel
          control={<Checkbox checked={byTable} onChange={(e) => setByTable(e.target.checked)} />}
          label={t('groupByTable')}
        />
      </ReportDateTimeForm>
      <ReportResult queries={[report]} isEmpty={() => isPaymentTypesEmpty(report.data)}>
        {() => (report.data ? <PaymentTypesView report={report.data} money={money} /> : null)}
      </ReportResult>
    </>
  );
}
