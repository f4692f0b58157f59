import { canViewDashboard } from '@rpos/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useUser } from '../../auth';
import { WelcomeMessage } from '../components/welcome-message';

// The figures bring the chart library: loaded only for users who see them (not restaurantManager).
const SalesFigures = lazy(async () => ({
  default: (await import('../components/sales-figures')).SalesFigures,
}));

/**
 * /dashboard (back-office.md §2.4). Users who may see the figures (report-access.ts: not
 * restaurantManager, who sees only the welcome message and whose dish report is never fetched) and act
 * on a restaurant get the cards, charts and today's dishes; everyone else the welcome message.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useUser().data;
  const actor = user ? { role: user.role, permissions: user.permissions.map((p) => p.code) } : null;
  const figures = actor !== null && canViewDashboard(actor) && user?.restaurantId != null;
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={user?.restaurantName ?? undefined} />
      {figures ? (
        <Suspense fallback={<PageLoader />}>
          <SalesFigures />
        </Suspense>
      ) : (
        <WelcomeMessage />
      )}
    </>
  );
}
