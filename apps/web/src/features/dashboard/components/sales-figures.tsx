import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dmy, ReportChart, ReportResult, useMoney } from '../../reports';
import { useTodayDishes, useTodaySales } from '../api/dashboard-api';
import { useSalesDashboardT } from '../dashboard-texts';

function FigureCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
          {value}
        </Typography>
        {hint ? (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard's figures (back-office.md §2.4): today's sales, cash and refunds, voids, the drawer's
 * over/short, tips apart from the sales with who took them (decision 0577), and the week's total
 * (GET /getTodaySalesReport, cached 5 minutes), the weekly cash and sales charts, and today's dish
 * table No, Name, Quantity, Amount (GET /getTodayDishReport, cached 60 s).
 */
export function SalesFigures() {
  const t = useSalesDashboardT();
  const money = useMoney();
  const sales = useTodaySales(true);
  const dishes = useTodayDishes(true);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ReportResult queries={[sales]} isEmpty={() => false}>
        {() => {
          const s = sales.data!;
          const days = s.weekReports.map((d) => dmy(d.date).slice(0, 5));
          return (
            <>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', xl: 'repeat(7, 1fr)' },
                  mb: 2,
                }}
              >
                <FigureCard label={t('todaySales')} value={money(s.todaySales)} />
                <FigureCard label={t('todayCash')} value={money(s.todayCash)} />
                <FigureCard label={t('todayRefunds')} value={money(s.todayRefunds)} />
                <FigureCard
                  label={t('todayVoids', { count: s.todayVoids?.count ?? 0 })}
                  value={money(s.todayVoids?.amount ?? 0)}
                />
                <FigureCard label={t('todayOverShort')} value={money(s.todayOverShort ?? 0)} />
                <FigureCard
                  label={t('todayTips')}
                  value={money(s.todayTips ?? 0)}
                  hint={
                    s.todayTipsByStaff?.length
                      ? s.todayTipsByStaff.map((r) => `${r.staffName} ${money(r.tips)}`).join(' · ')
                      : t('tipsHint')
                  }
                />
                <FigureCard
                  label={t('weekTotalSales')}
                  value={money(s.weekTotalSales)}
                  hint={t('weekHint')}
                />
              </Box>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
                <ReportChart
                  title={t('weeklyCash')}
                  kind="line"
                  categoryLabel={t('day')}
                  categories={days}
                  series={[{ label: t('cash'), values: s.weekReports.map((d) => d.cash) }]}
                  format={money}
                  height={260}
                />
                <ReportChart
                  title={t('weeklySales')}
                  kind="bar"
                  categoryLabel={t('day')}
                  categories={days}
                  series={[{ label: t('sales'), values: s.weekReports.map((d) => d.amount) }]}
                  format={money}
                  height={260}
                />
              </Box>
            </>
          );
        }}
      </ReportResult>
      <Paper variant="outlined" component="section" aria-labelledby="today-dishes" sx={{ p: 2 }}>
        <Typography id="today-dishes" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('todayDishes')}
        </Typography>
        <ReportResult queries={[dishes]} isEmpty={() => false}>
          {() =>
            dishes.data!.dishes.length === 0 ? (
              <Typography color="text.secondary">{t('noDishes')}</Typography>
            ) : (
              <Table size="small" aria-label={t('todayDishes')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('colNo')}</TableCell>
                    <TableCell>{t('colName')}</TableCell>
                    <TableCell align="right">{t('colQuantity')}</TableCell>
                    <TableCell align="right">{t('colAmount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dishes.data!.dishes.map((d, i) => (
                    <TableRow key={`${d.dishName}|${d.altName ?? ''}`}>
                      <TableCell>{i + 1}</TableCell>
                      <TableCell>
                        {d.dishName}
                        {d.altName ? ` (${d.altName})` : ''}
                      </TableCell>
                      <TableCell align="right">{d.totalCount}</TableCell>
                      <TableCell align="right">{money(d.totalSales)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )
          }
        </ReportResult>
      </Paper>
    </Box>
  );
}
