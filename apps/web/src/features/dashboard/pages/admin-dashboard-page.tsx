import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../../shared/ui/page-header';
import { dMmm, ReportChart, ReportResult, useMoney } from '../../reports';
import { useAdminOrderCount, useAdminSalesMonth } from '../api/dashboard-api';
import { useSalesDashboardT } from '../dashboard-texts';

/**
 * /adminDashboard (back-office.md §2.4, admin only): the monthly sales panel (GET
 * /adminSalesMonthDashboard) and "Latest Order Counts", online versus local per day labelled D MMM
 * (GET /adminOrderCount).
 */
export function AdminDashboardPage() {
  const t = useSalesDashboardT();
  const money = useMoney();
  const month = useAdminSalesMonth();
  const counts = useAdminOrderCount();

  return (
    <>
      <PageHeader title={t('adminTitle')} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <Paper variant="outlined" component="section" aria-labelledby="monthly-sales" sx={{ p: 2 }}>
          <Typography id="monthly-sales" variant="h6" component="h2">
            {t('monthlySales')}
          </Typography>
          <ReportResult queries={[month]} isEmpty={() => false}>
            {() => (
              <>
                <Typography color="text.secondary">
                  {t('monthTotal', { month: month.data!.month })}
                </Typography>
                <Typography variant="h4" component="p" sx={{ my: 1 }}>
                  {money(month.data!.totalAmount)}
                </Typography>
                <ReportChart
                  title={t('salesByDay')}
                  kind="bar"
                  categoryLabel={t('day')}
                  categories={month.data!.days.map((d) => dMmm(d.date))}
                  series={[{ label: t('monthlySales'), values: month.data!.days.map((d) => d.amount) }]}
                  format={money}
                  height={260}
                />
              </>
            )}
          </ReportResult>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="order-counts" sx={{ p: 2 }}>
          <Typography id="order-counts" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('latestOrderCounts')}
          </Typography>
          <ReportResult queries={[counts]} isEmpty={() => false}>
            {() => {
              const days = [...new Set(counts.data!.map((r) => r.day))].sort();
              const countOf = (day: string, type: 'online' | 'local') =>
                counts.data!.find((r) => r.day === day && r.type === type)?.count ?? 0;
              return (
                <ReportChart
                  title={t('latestOrderCounts')}
                  kind="bar"
                  categoryLabel={t('day')}
                  categories={days.map(dMmm)}
                  series={[
                    { label: t('online'), values: days.map((d) => countOf(d, 'online')) },
                    { label: t('local'), values: days.map((d) => countOf(d, 'local')) },
                  ]}
                  height={300}
                />
              );
            }}
          </ReportResult>
        </Paper>
      </Box>
    </>
  );
}
