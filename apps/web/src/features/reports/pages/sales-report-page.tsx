import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { useSalesMonth, useSalesReport } from '../api/reports-api';
import { CsvButton } from '../components/csv-button';
import { ReportChart } from '../components/report-chart';
import { ReportResult } from '../components/report-result';
import { ExtrasCells, ExtrasHead } from '../components/sales-extras';
import { salesMonthFile, salesReportFile } from '../report-files';
import { dmy } from '../report-ranges';
import { useReportsT } from '../reports-texts';
import { useMoney } from '../use-money';

/**
 * /salesReport (back-office.md §2.5): the months (Month, Sales) and, for the month clicked, its days
 * (GET /salesMonthDashboard?monthStr=MM/YYYY); sales-report.csv and sales-month-report.csv. Beside
 * the sales: refunds, tips, voids and the drawer's over/short of each month and day (decision 0577).
 */
export function SalesReportPage() {
  const t = useReportsT();
  const money = useMoney();
  const months = useSalesReport();
  const [month, setMonth] = useState<string | null>(null);
  const days = useSalesMonth(month);

  return (
    <>
      <PageHeader
        title={t('salesTitle')}
        subtitle={t('salesSubtitle')}
        actions={<CsvButton file={months.data ? salesReportFile(months.data) : null} />}
      />
      <ReportResult queries={[months]} isEmpty={() => !months.data?.some((m) => m.amount !== 0)}>
        {() => (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '3fr 2fr' } }}>
            <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('months')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('colMonth')}</TableCell>
                    <TableCell align="right">{t('colSales')}</TableCell>
                    <ExtrasHead />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(months.data ?? []).map((m) => (
                    <TableRow key={m.month} hover selected={m.month === month}>
                      <TableCell>
                        <Link
                          component="button"
                          type="button"
                          onClick={() => setMonth(m.month)}
                          aria-label={t('showMonth', { month: m.month })}
                        >
                          {m.month}
                        </Link>
                      </TableCell>
                      <TableCell align="right">{money(m.amount)}</TableCell>
                      <ExtrasCells row={m} />
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Paper>
            <ReportChart
              title={t('salesByMonth')}
              kind="bar"
              categoryLabel={t('colMonth')}
              categories={(months.data ?? []).map((m) => m.month)}
              series={[{ label: t('colSales'), values: (months.data ?? []).map((m) => m.amount) }]}
              format={money}
            />
          </Box>
        )}
      </ReportResult>
      {month ? (
        <Box component="section" aria-label={t('monthDays', { month })} sx={{ mt: 3 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {t('monthDays', { month })}
            </Typography>
            <CsvButton
              file={days.data ? salesMonthFile(days.data) : null}
              label={t('downloadMonthCsv', { month })}
            />
          </Box>
          <ReportResult queries={[days]} isEmpty={() => !days.data?.some((d) => d.amount !== 0)}>
            {() => (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '3fr 2fr' } }}>
                <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label={t('monthDays', { month })}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('colDate')}</TableCell>
                        <TableCell align="right">{t('colSales')}</TableCell>
                        <ExtrasHead />
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {(days.data ?? []).map((d) => (
                        <TableRow key={d.date}>
                          <TableCell>{dmy(d.date)}</TableCell>
                          <TableCell align="right">{money(d.amount)}</TableCell>
                          <ExtrasCells row={d} />
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Paper>
                <ReportChart
                  title={t('salesByDay', { month })}
                  kind="bar"
                  categoryLabel={t('colDate')}
                  categories={(days.data ?? []).map((d) => dmy(d.date).slice(0, 5))}
                  series={[{ label: t('colSales'), values: (days.data ?? []).map((d) => d.amount) }]}
                  format={money}
                />
              </Box>
            )}
          </ReportResult>
        </Box>
      ) : null}
    </>
  );
}
