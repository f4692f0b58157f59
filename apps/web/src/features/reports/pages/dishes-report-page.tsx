import { useDishesOrderReport } from '../api/reports-api';
import { DishReportView } from '../components/dish-report-view';
import { dishOrderFile } from '../report-files';
import { useReportsT } from '../reports-texts';

/** /dishesReport: Dish Report (Order), GET /dishesOrderReport, dish-report.csv (back-office.md §2.5). */
export function DishesReportPage() {
  const t = useReportsT();
  return (
    <DishReportView
      title={t('dishOrderTitle')}
      subtitle={t('dishOrderSubtitle')}
      useReport={useDishesOrderReport}
      toFile={dishOrderFile}
    />
  );
}
