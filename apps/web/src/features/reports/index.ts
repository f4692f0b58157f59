// What other features (the dashboards) may use of the reports feature. Importing it brings the chart
// library: only lazily loaded pages may.
export { ReportChart } from './components/report-chart';
export { ReportResult } from './components/report-result';
export { dMmm, dmy } from './report-ranges';
export { useMoney } from './use-money';
