import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import type { DishReport } from '@rpos/domain';
import { useState } from 'react';
import { PageHeader } from '../../../shared/ui/page-header';
import { useRestaurantTimezone } from '../../restaurants';
import type { DayRange } from '../api/reports-api';
import { DEFAULT_DISH_SORT, type DishRow, type DishSort, flattenDishes, sortDishRows } from '../dish-rows';
import type { CsvFile } from '../report-files';
import { defaultDayRange, sameRange } from '../report-ranges';
import { useReportsT } from '../reports-texts';
import { useMoney } from '../use-money';
import { CsvButton } from './csv-button';
import { DishTable } from './dish-table';
import { ReportChart } from './report-chart';
import { ReportRangeForm } from './report-range-form';
import { type ReportQueryState, ReportResult } from './report-result';

export interface DishReportViewProps {
  title: string;
  subtitle: string;
  /** The call of this report for a range and the option toggle. */
  useReport: (range: DayRange, isUsingOption: boolean) => ReportQueryState & { data: DishReport | undefined };
  /** Its CSV file of the rows in the table's order. */
  toFile: (rows: readonly DishRow[]) => CsvFile;
}

/**
 * Both dish reports (back-office.md §2.5): range and Query, the option show/hide toggle
 * (isUsingOption), the tabs "Dish Sales Data" (sortable, count descending at first) and "Category
 * Sales Breakdown" (the category bar chart and table), and the CSV of the dish rows as sorted.
 */
export function DishReportView({ title, subtitle, useReport, toFile }: DishReportViewProps) {
  const t = useReportsT();
  const money = useMoney();
  const timezone = useRestaurantTimezone();
  const [range, setRange] = useState<DayRange>(() => defaultDayRange(timezone));
  const [isUsingOption, setUsingOption] = useState(false);
  const [tab, setTab] = useState<'dishes' | 'categories'>('dishes');
  const [sort, setSort] = useState<DishSort>(DEFAULT_DISH_SORT);
  const report = useReport(range, isUsingOption);
  const rows = report.data ? sortDishRows(flattenDishes(report.data), sort) : [];
  const categories = report.data?.dishes ?? [];

  const onQuery = (next: DayRange) => {
    if (!sameRange(next, range)) return setRange(next);
    void report.refetch();
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={<CsvButton file={report.data && !report.isError ? toFile(rows) : null} />}
      />
      <ReportRangeForm kind="dish" value={range} timezone={timezone} onQuery={onQuery}>
        <FormControlLabel
          control={<Switch checked={isUsingOption} onChange={(e) => setUsingOption(e.target.checked)} />}
          label={t('showOptions')}
        />
      </ReportRangeForm>
      <ReportResult queries={[report]} isEmpty={() => rows.length === 0}>
        {() => (
          <>
            <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 2 }}>
              <Tab value="dishes" label={t('dishSalesTab')} />
              <Tab value="categories" label={t('categoryTab')} />
            </Tabs>
            {tab === 'dishes' ? (
              <Paper variant="outlined">
                <DishTable rows={rows} sort={sort} onSort={setSort} money={money} label={t('dishTable')} />
              </Paper>
            ) : (
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
                <ReportChart
                  title={t('categoryChart')}
                  kind="bar"
                  horizontal
                  height={Math.max(240, categories.length * 36)}
                  categoryLabel={t('colCategory')}
                  categories={categories.map((c) => c.category)}
                  series={[{ label: t('colSales'), values: categories.map((c) => c.totalSales) }]}
                  format={money}
                />
                <Paper variant="outlined">
                  <Table size="small" aria-label={t('categoryTable')}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t('colCategory')}</TableCell>
                        <TableCell align="right">{t('colQuantity')}</TableCell>
                        <TableCell align="right">{t('colSales')}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {categories.map((c) => (
                        <TableRow key={c.category}>
                          <TableCell>{c.category}</TableCell>
                          <TableCell align="right">{c.totalCounts}</TableCell>
                          <TableCell align="right">{money(c.totalSales)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </Paper>
              </Box>
            )}
          </>
        )}
      </ReportResult>
    </>
  );
}
