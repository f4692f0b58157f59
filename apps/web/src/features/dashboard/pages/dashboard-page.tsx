import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { WelcomeMessage } from '../components/welcome-message';

/**
 * /dashboard. restaurantManager only ever sees the welcome message (back-office.md §2.4); the other
 * roles see it too until the sales cards and charts are built.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <WelcomeMessage />
    </>
  );
}
