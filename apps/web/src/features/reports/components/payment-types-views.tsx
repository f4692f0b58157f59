import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type PaymentTypesReport, taxOfAmount, topTables } from '@rpos/domain';
import { dmy } from '../report-ranges';
import { useReportsT } from '../reports-texts';
import { ReportChart } from './report-chart';

type View<V extends PaymentTypesReport['view']> = Extract<PaymentTypesReport, { view: V }>;
type Money = (cents: number) => string;

/** Neither box: each payment type's takings over the range, its tax (amount / 11), the totals. */
function TypesView({ report, money }: { report: View<'types'>; money: Money }) {
  const t = useReportsT();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <Paper variant="outlined">
        <Table size="small" aria-label={t('paymentTypeTable')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('colPaymentType')}</TableCell>
              <TableCell align="right">{t('colCount')}</TableCell>
              <TableCell align="right">{t('colAmount')}</TableCell>
              <TableCell align="right">{t('colTax')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.items.map((i) => (
              <TableRow key={i.type}>
                <TableCell>{i.type}</TableCell>
                <TableCell align="right">{i.count}</TableCell>
                <TableCell align="right">{money(i.amount)}</TableCell>
                <TableCell align="right">{money(taxOfAmount(i.amount))}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {t('totalRow')}
              </TableCell>
              <TableCell align="right">{report.items.reduce((n, i) => n + i.count, 0)}</TableCell>
              <TableCell align="right">{money(report.totalAmount)}</TableCell>
              <TableCell align="right">{money(report.taxAmount)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
      <ReportChart
        title={t('paymentTypesChart')}
        kind="pie"
        categoryLabel={t('colPaymentType')}
        categories={report.items.map((i) => i.type)}
        series={[{ label: t('colAmount'), values: report.items.map((i) => i.amount) }]}
        format={money}
      />
    </Box>
  );
}

/** Daily Report: each local day's payment types, as a list and a bar per day and type. */
function DailyView({ report, money }: { report: View<'daily'>; money: Money }) {
  const t = useReportsT();
  const days = [...new Set(report.items.map((i) => i.date ?? ''))].sort();
  const types = [...new Set(report.items.map((i) => i.type))];
  const amountOf = (day: string, type: string) =>
    report.items.find((i) => (i.date ?? '') === day && i.type === type)?.amount ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReportChart
        title={t('paymentTypesChart')}
        kind="bar"
        categoryLabel={t('colDate')}
        categories={days.map(dmy)}
        series={types.map((type) => ({ label: type, values: days.map((d) => amountOf(d, type)) }))}
        format={money}
      />
      <Paper variant="outlined">
        <TableContainer sx={{ maxHeight: 640 }} tabIndex={0} role="region" aria-label={t('dailyTable')}>
          <Table size="small" stickyHeader aria-label={t('dailyTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colDate')}</TableCell>
                <TableCell>{t('colPaymentType')}</TableCell>
                <TableCell align="right">{t('colCount')}</TableCell>
                <TableCell align="right">{t('colAmount')}</TableCell>
                <TableCell align="right">{t('colTax')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.items.map((i) => (
                <TableRow key={`${i.date}|${i.type}`}>
                  <TableCell>{i.date ? dmy(i.date) : ''}</TableCell>
                  <TableCell>{i.type}</TableCell>
                  <TableCell align="right">{i.count}</TableCell>
                  <TableCell align="right">{money(i.amount)}</TableCell>
                  <TableCell align="right">{money(taxOfAmount(i.amount))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Typography>
        {t('totals', { total: money(report.totalAmount), tax: money(report.taxAmount) })}
      </Typography>
    </Box>
  );
}

/** Group by Table: the top-10 table chart, every table's totals, tax and average, the totals. */
function TablesView({ report, money }: { report: View<'tables'>; money: Money }) {
  const t = useReportsT();
  const top = topTables(report.tables);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReportChart
        title={t('topTablesChart')}
        kind="bar"
        categoryLabel={t('colTable')}
        categories={top.map((r) => r.tableNumber)}
        series={[{ label: t('colAmount'), values: top.map((r) => r.totalAmount) }]}
        format={money}
      />
      <Paper variant="outlined">
        <TableContainer sx={{ maxHeight: 640 }} tabIndex={0} role="region" aria-label={t('tablesTable')}>
          <Table size="small" stickyHeader aria-label={t('tablesTable')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('colTable')}</TableCell>
                <TableCell>{t('colPaymentTypes')}</TableCell>
                <TableCell align="right">{t('colTransactions')}</TableCell>
                <TableCell align="right">{t('colAmount')}</TableCell>
                <TableCell align="right">{t('colTax')}</TableCell>
                <TableCell align="right">{t('colAverage')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.tables.map((r) => (
                <TableRow key={r.tableNumber}>
                  <TableCell>{r.tableNumber}</TableCell>
                  <TableCell>
                    {r.paymentTypes.map((p) => `${p.type} ${money(p.amount)}`).join(', ')}
                  </TableCell>
                  <TableCell align="right">{r.transactionCount}</TableCell>
                  <TableCell align="right">{money(r.totalAmount)}</TableCell>
                  <TableCell align="right">{money(r.taxAmount)}</TableCell>
                  <TableCell align="right">{money(r.averageAmount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Typography>
        {t('tableTotals', {
          total: money(report.totalAmount),
          tax: money(report.taxAmount),
          count: report.transactionCount,
          average: money(report.averageAmount),
        })}
      </Typography>
    </Box>
  );
}

/** Tips in the range, apart from the takings (decision 0500), per staff member who took them. */
function TipsView({ tips, money }: { tips: PaymentTypesReport['tips']; money: Money }) {
  const t = useReportsT();
  return (
    <Paper variant="outlined" sx={{ mt: 2 }}>
      <Table size="small" aria-label={t('tipsTable')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('colStaff')}</TableCell>
            <TableCell align="right">{t('colCount')}</TableCell>
            <TableCell align="right">{t('colTips')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tips.byStaff.map((r) => (
            <TableRow key={r.staffName}>
              <TableCell>{r.staffName}</TableCell>
              <TableCell align="right">{r.count}</TableCell>
              <TableCell align="right">{money(r.tips)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('tipsTotalRow')}
            </TableCell>
            <TableCell align="right">{tips.byStaff.reduce((n, r) => n + r.count, 0)}</TableCell>
            <TableCell align="right">{money(tips.total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}

/** The view the server answered (back-office.md §2.5: by type, daily list, or per table), then the tips. */
export function PaymentTypesView({ report, money }: { report: PaymentTypesReport; money: Money }) {
  const view =
    report.view === 'tables' ? (
      <TablesView report={report} money={money} />
    ) : report.view === 'daily' ? (
      <DailyView report={report} money={money} />
    ) : (
      <TypesView report={report} money={money} />
    );
  return (
    <>
      {view}
      {report.tips.total > 0 ? <TipsView tips={report.tips} money={money} /> : null}
    </>
  );
}

/** Whether the answer holds nothing to show. */
export const isPaymentTypesEmpty = (report: PaymentTypesReport | undefined): boolean =>
  !report || (report.view === 'tables' ? report.tables.length === 0 : report.items.length === 0);
