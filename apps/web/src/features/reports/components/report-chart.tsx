import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { type ReactNode, useId, useState } from 'react';
import { useReportsT } from '../reports-texts';

export interface ChartSeries {
  label: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

export interface ReportChartProps {
  title: string;
  kind: 'bar' | 'line' | 'pie';
  /** The categories (x axis of a bar or line chart, slices of a pie). */
  categories: readonly string[];
  /** The header of the categories' column in the text alternative. */
  categoryLabel: string;
  /** A pie takes the first series only. */
  series: readonly ChartSeries[];
  /** How a value reads in tooltips and in the table (cents as money, counts as they are). */
  format?: (value: number) => string;
  /** Bars along the y axis: long category names (dish categories) stay readable. */
  horizontal?: boolean;
  height?: number;
}

const plain = (value: number) => String(value);

/**
 * One chart of a report or dashboard (MUI X Charts, decision 0195): tooltips on hover and keyboard
 * focus, the width of its container (1280 px screens and tablets alike), and its text alternative, a
 * table of the same numbers behind a "Show the numbers" button. The chart library loads only with the
 * pages that render this.
 */
export function ReportChart({
  title,
  kind,
  categories,
  categoryLabel,
  series,
  format = plain,
  horizontal = false,
  height = 300,
}: ReportChartProps) {
  const t = useReportsT();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const formatter = (value: number | null) => (value === null ? '' : format(value));
  const band = { scaleType: 'band' as const, data: [...categories] };

  let chart: ReactNode;
  if (kind === 'pie') {
    const values = series[0]?.values ?? [];
    chart = (
      <PieChart
        height={height}
        series={[
          {
            data: categories.map((label, id) => ({ id, label, value: values[id] ?? 0 })),
            valueFormatter: (item) => format(item.value),
            innerRadius: 40,
            highlightScope: { fade: 'global', highlight: 'item' },
          },
        ]}
      />
    );
  } else if (kind === 'line') {
    chart = (
      <LineChart
        height={height}
        xAxis={[{ scaleType: 'point', data: [...categories] }]}
        yAxis={[{ valueFormatter: formatter, width: 72 }]}
        series={series.map((s) => ({ label: s.label, data: [...s.values], valueFormatter: formatter }))}
        hideLegend={series.length < 2}
      />
    );
  } else {
    chart = (
      <BarChart
        height={height}
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={horizontal ? [{ valueFormatter: formatter }] : [band]}
        yAxis={horizontal ? [{ ...band, width: 120 }] : [{ valueFormatter: formatter, width: 72 }]}
        series={series.map((s) => ({ label: s.label, data: [...s.values], valueFormatter: formatter }))}
        hideLegend={series.length < 2}
      />
    );
  }

  return (
    <Paper component="figure" variant="outlined" sx={{ m: 0, p: 2, minWidth: 0 }} aria-label={title}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <Box sx={{ width: '100%', minWidth: 0 }}>{chart}</Box>
      <Button
        size="small"
        onClick={() => setShowTable((v) => !v)}
        aria-expanded={showTable}
        aria-controls={tableId}
      >
        {showTable ? t('hideNumbers') : t('showNumbers')}
      </Button>
      <Collapse in={showTable} id={tableId}>
        <TableContainer
          sx={{ maxHeight: 360 }}
          tabIndex={showTable ? 0 : -1}
          role="region"
          aria-label={t('numbersOf', { title })}
        >
          <Table size="small" stickyHeader aria-label={t('numbersOf', { title })}>
            <TableHead>
              <TableRow>
                <TableCell>{categoryLabel}</TableCell>
                {series.slice(0, kind === 'pie' ? 1 : undefined).map((s) => (
                  <TableCell key={s.label} align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {categories.map((category, i) => (
                <TableRow key={category}>
                  <TableCell component="th" scope="row">
                    {category}
                  </TableCell>
                  {series.slice(0, kind === 'pie' ? 1 : undefined).map((s) => (
                    <TableCell key={s.label} align="right">
                      {format(s.values[i] ?? 0)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Collapse>
    </Paper>
  );
}
