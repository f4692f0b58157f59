import Typography from '@mui/material/Typography';
import type { Resources } from '../../../shared/i18n/locales/en';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { WelcomeMessage } from '../components/welcome-message';

export type PageTitleKey = keyof Resources['pages'];

/** A back-office route whose screen a later issue builds: its title, the welcome, and a plain note. */
export function UnbuiltPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`pages.${titleKey}`)} />
      <WelcomeMessage>
        <Typography variant="body1" color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboard.notAvailable')}
        </Typography>
      </WelcomeMessage>
    </>
  );
}
