import { useDishesTransactionReport } from '../api/reports-api';
import { DishReportView } from '../components/dish-report-view';
import { dishTransactionFile } from '../report-files';
import { useReportsT } from '../reports-texts';

/**
 * /dishesTransactionReport: Dish Report (Transaction), the top 100 dishes (GET
 * /dishesTransactionReport), dishes-report.csv (back-office.md §2.5).
 */
export function DishesTransactionReportPage() {
  const t = useReportsT();
  return (
    <DishReportView
      title={t('dishTransactionTitle')}
      subtitle={t('dishTransactionSubtitle')}
      useReport={useDishesTransactionReport}
      toFile={dishTransactionFile}
    />
  );
}
